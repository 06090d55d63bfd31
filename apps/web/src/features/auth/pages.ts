// The auth area's lazy chunk: everything the router loads for sign-in, sign-out and lender choice.
export { LoginPage } from './login/login-page';
export { LogoutPage } from './logout/logout-page';
export { logoutLoader } from './logout/logout-loader';
export { SsoLogoutPage } from './logout/sso-logout-page';
export { SsoCompletePage } from './login/sso-complete-page';
export { EulaPage } from './eula/eula-page';
export { SelectLenderPage } from './select-lender/select-lender-page';
