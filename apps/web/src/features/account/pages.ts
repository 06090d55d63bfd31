export { SettingsPage } from './settings-page';
export { ChangePasswordPage } from './change-password-page';
export { TwoFactorPage } from './two-factor-page';
