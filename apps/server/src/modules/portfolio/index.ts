// The portfolio module's front door: what other modules, app.ts and demo/ may use (docs/decisions/247).
export { registerPortfolioRoutes } from './routes.js';
export { computePortfolioTotals, type PortfolioTotals } from './figures.js';
