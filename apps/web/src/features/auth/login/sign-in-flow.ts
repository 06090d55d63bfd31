import type { LoginResponse } from '@taxlens/contracts';
import { setSigningOut } from '../../../shared/api/api-client';
import { queryClient, resetSessionQueries } from '../../../shared/api/query-client';
import { clearExpiredUsername, clearGoto, getGoto, setCsrf, setStoredUser } from '../../../shared/storage/local-store';
import { eulaQueryOptions } from '../api/get-eula';
import { decideNextAfterSignIn } from './login-rules';

/** Where to go once a lender is selected: pending notices first, else the saved target. */
export async function resolveNextStep(hasLender: boolean): Promise<string> {
  const eulaPending = hasLender ? (await queryClient.fetchQuery(eulaQueryOptions())).pending.length > 0 : false;
  const next = decideNextAfterSignIn({ hasLender, eulaPending, goto: getGoto() });
  if (next.clearGoto) clearGoto();
  return next.to;
}

/** Stores the new session (csrf, user) and answers where to go next. */
export async function finishSignIn(response: LoginResponse): Promise<string> {
  resetSessionQueries();
  setSigningOut(false);
  setCsrf(response.csrf.token);
  setStoredUser({ ...response.user, selectedLender: response.lender });
  clearExpiredUsername();
  return resolveNextStep(response.lender !== null);
}
