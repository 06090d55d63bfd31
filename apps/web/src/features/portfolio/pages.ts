export { PortfolioClientsPage } from './portfolio-clients-page';
export { PortfolioOrdersPage } from './portfolio-orders-page';
export { PortfolioOverviewPage } from './portfolio-overview-page';
export { IncompleteAuthPage } from './incomplete-auth-page';
export { ExpiringFormsPage } from './expiring-forms-page';
