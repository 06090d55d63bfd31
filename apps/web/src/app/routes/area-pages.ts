// One dynamic import per area: Vite emits one lazy chunk per area (DESIGN.md).
export const loadAuthPages = () => import('../../features/auth/pages');
export const loadAccountPages = () => import('../../features/account/pages');
export const loadDashboardPages = () => import('../../features/dashboard/pages');
export const loadPortfolioPages = () => import('../../features/portfolio/pages');
export const loadUsersPages = () => import('../../features/users/pages');
export const loadOrdersPages = () => import('../../features/orders/pages');
export const loadSearchPages = () => import('../../features/search/pages');
export const loadInvoicesPages = () => import('../../features/invoices/pages');
export const loadWhitelistPages = () => import('../../features/whitelist/pages');
export const loadWebhookPages = () => import('../../features/webhooks/pages');
export const loadApiKeyPages = () => import('../../features/api-keys/pages');
export const loadContentPages = () => import('../../features/content/pages');
export const loadContactPages = () => import('../../features/contact/pages');
export const loadClientsPages = () => import('../../features/clients/pages');
export const loadReportsPages = () => import('../../features/reports/pages');
export const loadImportsPages = () => import('../../features/imports/pages');
export const loadOpsPages = () => import('../../features/ops/pages');
