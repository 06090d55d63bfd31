export { InvoicesPage } from './invoices-page';
