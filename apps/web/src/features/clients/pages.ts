export { CreateClientPage } from './create-client-page';
export { ClientPage } from './client-page';
export { ClientSummaryPage } from './client-summary-page';
