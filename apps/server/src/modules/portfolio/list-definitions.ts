import type { PortfolioList } from '@taxlens/contracts';

/**
 * What a sort field orders by, per list (whitelisted SQL; never taken from the request). Text sorts
 * use the C collation on lower case, so PGlite and any PostgreSQL order names the same way.
 */
export const SORT_COLUMNS: Record<PortfolioList, Record<string, string>> = {
  clients: {
    businessName: 'lower(c.business_name) collate "C"',
    clientType: 'c.client_type collate "C"',
    status: 'c.status collate "C"',
    monitoringFrequency: 'c.monitoring_frequency collate "C"',
    createdAt: 'c.created_at',
  },
  orders: {
    createdAt: 'o.created_at',
    businessName: 'lower(c.business_name) collate "C"',
    reportType: 'o.report_type collate "C"',
    delivery: 'o.delivery collate "C"',
    status: 'o.status collate "C"',
    placedBy: '(u.first_name || \' \' || u.last_name) collate "C"',
  },
  overview: {
    reportDate: 'l.report_date',
    businessName: 'lower(c.business_name) collate "C"',
    totalLiability: 'l.total_liability_cents',
    riskLevel: "case l.risk_level when 'HIGH' then 3 when 'MEDIUM' then 2 else 1 end",
  },
  'incomplete-auth': {
    businessName: 'lower(c.business_name) collate "C"',
    authorizationExpiresOn: 'c.authorization_expires_on',
    monitoringFrequency: 'c.monitoring_frequency collate "C"',
    status: 'c.status collate "C"',
  },
  'expiring-forms': {
    authorizationExpiresOn: 'c.authorization_expires_on',
    businessName: 'lower(c.business_name) collate "C"',
    monitoringFrequency: 'c.monitoring_frequency collate "C"',
  },
};

/** The order without a sort parameter, and the unique tie-breaker that makes pages stable. */
export const DEFAULT_SORT: Record<PortfolioList, { column: string; desc: boolean; tieBreaker: string }> = {
  clients: { column: 'c.created_at', desc: true, tieBreaker: 'c.id' },
  orders: { column: 'o.created_at', desc: true, tieBreaker: 'o.id' },
  overview: { column: 'l.report_date', desc: true, tieBreaker: 'l.id' },
  'incomplete-auth': { column: 'c.authorization_expires_on', desc: false, tieBreaker: 'c.id' },
  'expiring-forms': { column: 'c.authorization_expires_on', desc: false, tieBreaker: 'c.id' },
};

/** Filters each list understands; any other filter is refused with a 400 naming it. */
export const LIST_FILTERS: Record<PortfolioList, ReadonlyArray<'type' | 'reports' | 'yearMonth'>> = {
  clients: ['type', 'yearMonth'],
  orders: ['type', 'reports', 'yearMonth'],
  overview: ['reports', 'yearMonth'],
  'incomplete-auth': [],
  'expiring-forms': [],
};
