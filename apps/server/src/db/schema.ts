import type { PlatformTables } from './schema-platform.js';
import type { PortfolioTables } from './schema-portfolio.js';

export type DB = PlatformTables & PortfolioTables;
