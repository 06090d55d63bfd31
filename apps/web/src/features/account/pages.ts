export { SettingsPage } from './settings-page';
export { ChangePasswordPage } from './change-password-page';
export { TwoFactorPage } from './two-factor-page';
export { ResetPasswordPage } from './reset-password-page';
export { ActivateAccountPage } from './activate-account-page';
