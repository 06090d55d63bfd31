import { data, redirect, type LoaderFunctionArgs } from 'react-router';
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

/** What a refused page's error boundary receives (status 403). */
export type PageRefusal = { refusedPage: string };

/** Route loader running the guards before the page's code loads; `title` names the page in a refusal. */
export function createGuardLoader(access: RouteAccess, title = '') {
  return async ({ request }: LoaderFunctionArgs) => {
    const user = isSignedIn() ? getStoredUser() : null;
    const eulaPending = needsEulaCheck(access, user) ? await isEulaPending() : false;
    const decision = decideGuard(access, { user, eulaPending });
    if (decision.kind === 'pass') return null;
    // The URL stays; the route's error boundary explains the refusal (decision 170).
    if (decision.kind === 'refuse') throw data<PageRefusal>({ refusedPage: title }, { status: 403 });
    if (decision.saveTarget) setGoto(targetOf(new URL(request.url)));
    return redirect(decision.to);
  };
}
