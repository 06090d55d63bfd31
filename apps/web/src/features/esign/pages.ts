export { SignPage } from './sign-page';
