export { SignPage } from './sign-page';
export { SignatureRequestsPage } from './signature-requests-page';
