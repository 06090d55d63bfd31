// Typed data factories shared by integration tests, e2e fixtures and the demo seed: every field
// has a sensible default, overrides are typed, and each returns the ids and key fields it made.
export * from './factories/lenders.js';
export * from './factories/users.js';
export * from './factories/clients.js';
export * from './factories/orders.js';
export * from './factories/reports.js';
export * from './factories/alerts.js';
export * from './factories/invoices.js';
export * from './factories/notices.js';
export * from './factories/portfolio-extras.js';
export { insertInChunks } from './factories/sequence.js';
