export { ContentAdminPage } from './content-admin-page';
