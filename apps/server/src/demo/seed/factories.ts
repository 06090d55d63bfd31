// Typed data factories shared by integration tests, e2e fixtures and the demo seed: every field
// has a sensible default, overrides are typed, and each returns the ids and key fields it made.
// The rows are built in factories/ and written by the seed's repositories in repo/ (docs/decisions/269).
export * from './factories/lenders.js';
export * from './factories/clients.js';
export * from './factories/orders.js';
export * from './factories/reports.js';
export * from './factories/alerts.js';
export * from './factories/invoices.js';
export * from './repo/lenders.js';
export * from './repo/users.js';
export * from './repo/clients.js';
export * from './repo/orders.js';
export * from './repo/reports.js';
export * from './repo/alerts.js';
export * from './repo/invoices.js';
export * from './repo/notices.js';
export * from './repo/portfolio-extras.js';
export { insertInChunks } from './repo/insert-in-chunks.js';
