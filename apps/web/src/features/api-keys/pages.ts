export { ApiAccessPage } from './api-access-page';
