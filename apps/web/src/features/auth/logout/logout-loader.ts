import { redirect } from 'react-router';
import { setSigningOut } from '../../../shared/api/api-client';
import { resetSessionQueries } from '../../../shared/api/query-client';
import { clearSession, getCsrf, getStoredUser } from '../../../shared/storage/local-store';
import { requestLogout } from '../api/logout';

/** Ends the server session when one is stored, then clears csrf, user and goto whatever the answer. */
export async function endPortalSession(): Promise<void> {
  setSigningOut(true);
  if (getCsrf() !== null) {
    try {
      await requestLogout();
    } catch {
      // The local session ends regardless; the interceptor has reported anything serious.
    }
  }
  clearSession();
  resetSessionQueries();
}

/** Spec 1 §4: clear csrf, user and goto whether the call succeeds or fails, then leave. */
export async function logoutLoader(): Promise<Response> {
  // Read before clearing: where to go depends on the lender the user was signed in to.
  const lender = getStoredUser()?.selectedLender;
  await endPortalSession();
  if (!lender?.sso) return redirect('/auth/login');
  return redirect(
    lender.registrationId
      ? `/auth/sso-logout?registrationId=${encodeURIComponent(lender.registrationId)}`
      : '/auth/sso-logout',
  );
}
