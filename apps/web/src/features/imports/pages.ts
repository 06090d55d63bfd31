export { ImportClientsPage } from './import-page';
