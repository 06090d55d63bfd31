// The auth area's lazy chunk: everything the router loads for sign-in, sign-out and lender choice (the
// pages a sign-in leads to as small wrappers: the sign-in page's first load does without them, decision 314).
export { LoginPage } from './login/login-page';
export { LogoutPage } from './logout/logout-page';
export { logoutLoader } from './logout/logout-loader';
export { SsoLogoutPage } from './logout/sso-logout-page';
export { SsoCompletePage } from './login/sso-complete-page';
export { EulaPage, SelectLenderPage } from './after-sign-in-pages';
