import { STEP_UP_REQUIRED, type ErrorBody } from '@taxlens/contracts';
import { requestStepUp } from '../step-up/step-up-store';

/** A sensitive change refused for want of a recent proof: ask, never sign out (it is not the spec's "other 403"). */
export function needsStepUp(status: number, body: ErrorBody | undefined): boolean {
  return status === 403 && Boolean(body?.messages.some((m) => m.key === STEP_UP_REQUIRED));
}

/** Shows the "Confirm it's you" dialog; true when the call may be retried (once). */
export function confirmIdentity(): Promise<boolean> {
  return requestStepUp();
}
