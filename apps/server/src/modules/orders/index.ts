// The orders module's front door: what other modules, app.ts and demo/ may use (docs/decisions/247).
export { awaitingOrders } from './awaiting-signature.js';
export { bundleOrder } from './bundle-order.js';
export { registerLenderFormDataRoutes } from './lender-form-data-routes.js';
export { withOrderPrices } from './order-prices.js';
export { ORDERING_ROLES } from './order-rules.js';
export { toClientOrder } from './order-view.js';
export { placeOrders, type UploadedFile } from './place-order-service.js';
export { withOrderParts } from './read-order-parts.js';
export { findOrderTerms } from './repo.js';
export { registerOrderRoutes } from './routes.js';
