import { redirect } from 'react-router';
import { resetSessionQueries } from '../../../shared/api/query-client';
import { clearSession, getStoredUser } from '../../../shared/storage/local-store';
import { requestLogout } from '../api/logout';

/** Spec 1 §4: clear csrf, user and goto whether the call succeeds or fails, then leave. */
export async function logoutLoader(): Promise<Response> {
  // Read before clearing: where to go depends on the lender the user was signed in to.
  const sso = getStoredUser()?.selectedLender?.sso === true;
  try {
    await requestLogout();
  } catch {
    // The local session ends regardless; the interceptor has reported anything serious.
  }
  clearSession();
  resetSessionQueries();
  return redirect(sso ? '/auth/sso-logout' : '/auth/login');
}
