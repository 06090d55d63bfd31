import { redirect, type LoaderFunctionArgs } from 'react-router';
import { queryClient } from '../../shared/api/query-client';
import { getStoredUser, isSignedIn, setGoto } from '../../shared/storage/local-store';
import { eulaQueryOptions } from '../../features/auth/api/get-eula';
import { safeGotoTarget } from '../../shared/navigation/goto-target';
import { decideGuard, needsEulaCheck, type RouteAccess } from './guard-rules';

/** The target to come back to: the goto query if present, else the requested URL (spec 1 §4). */
function targetOf(url: URL): string {
  return safeGotoTarget(url.searchParams.get('goto')) ?? `${url.pathname}${url.search}`;
}

async function isEulaPending(): Promise<boolean> {
  try {
    const { pending } = await queryClient.ensureQueryData(eulaQueryOptions());
    return pending.length > 0;
  } catch {
    // The interceptor already acted on the failure (e.g. sign-out); the server still guards the data.
    return false;
  }
}

/** Route loader running the guards before the page's code loads. */
export function createGuardLoader(access: RouteAccess) {
  return async ({ request }: LoaderFunctionArgs) => {
    const user = isSignedIn() ? getStoredUser() : null;
    const eulaPending = needsEulaCheck(access, user) ? await isEulaPending() : false;
    const decision = decideGuard(access, { user, eulaPending });
    if (decision.kind === 'pass') return null;
    if (decision.saveTarget) setGoto(targetOf(new URL(request.url)));
    return redirect(decision.to);
  };
}
