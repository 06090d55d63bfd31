import type { DomainEventPayloads, RiskLevel, TaxPeriod } from '@taxlens/contracts';
import { compareReports } from '../../modules/report-events/index.js';
import { RECENT_ALERT_DAYS } from './demo-alerts.js';
import type { Portfolio } from './demo-portfolio.js';
import { DAY_MS } from './demo-timeline.js';
import type { AlertRow } from './factories/alerts.js';
import type { ReportRow } from './factories/reports.js';

/**
 * Every consumer of the event stream (app.ts). The demo's history events are written as already
 * consumed by each (decision 220): a fresh `npm start` sends no mail and no webhook for them. The
 * demo's integration test fails when a consumer is added without being named here.
 */
export const STREAM_CONSUMERS = ['notification-mail', 'operations-log', 'webhooks', 'alert-rules', 'trends'] as const;

export type AlertEventRow = {
  type: 'alert.raised';
  lenderId: string;
  payload: DomainEventPayloads['alert.raised'];
  occurredAt: Date;
};

const CAUSE_OF: Partial<Record<string, DomainEventPayloads['alert.raised']['cause']>> = {
  HIGH_RISK: 'REPORT',
  REJECTED: 'REPORT',
  INCOMPLETE_AUTH: 'INCOMPLETE_AUTH',
};

/**
 * The `alert.raised` history of a demo lender, so the trends' "alerts raised" series moves over 24
 * months (docs/decisions/220): an event for each of the drawer's recent alerts about a client, and, before
 * the drawer's reach, one for each monitoring report that raised alerts against the client's
 * previous report by the rules a live completion uses (compareReports). Those older alerts are not
 * in the drawer (long dismissed), so their events name none.
 */
export function alertRaisedHistory(
  lenderId: string,
  portfolio: Portfolio,
  alerts: readonly AlertRow[],
  now: Date,
): AlertEventRow[] {
  const events: AlertEventRow[] = [];
  for (const a of alerts) {
    const cause = CAUSE_OF[a.portal_alert_type];
    if (!a.client_id || !cause) continue;
    events.push({
      type: 'alert.raised',
      lenderId,
      occurredAt: a.created_at as Date,
      payload: { clientId: a.client_id, reportId: a.report_id ?? null, alertIds: [a.id], cause },
    });
  }
  const recentFrom = now.getTime() - RECENT_ALERT_DAYS * DAY_MS;
  const completed = [...portfolio.history, ...portfolio.reports]
    .filter((r) => r.status === 'COMPLETED' && r.completed_at)
    .sort((a, b) => (a.completed_at as Date).getTime() - (b.completed_at as Date).getTime());
  const previousOf = new Map<string, ReportRow>();
  for (const report of completed) {
    const previous = previousOf.get(report.client_id);
    previousOf.set(report.client_id, report);
    const at = report.completed_at as Date;
    if (!previous || report.kind !== 'MONITORING' || at.getTime() >= recentFrom) continue;
    if (compareReports('', compared(previous), compared(report)).length === 0) continue;
    events.push({
      type: 'alert.raised',
      lenderId,
      occurredAt: at,
      payload: { clientId: report.client_id, reportId: report.id, alertIds: [], cause: 'REPORT' },
    });
  }
  return events.sort((a, b) => a.occurredAt.getTime() - b.occurredAt.getTime());
}

const compared = (r: ReportRow) => ({
  periods: parsed(r.periods),
  totalLiabilityCents: Number(r.total_liability_cents ?? 0),
  riskLevel: (r.risk_level ?? null) as RiskLevel | null,
});
const parsed = (periods: unknown) =>
  (typeof periods === 'string' ? JSON.parse(periods) : (periods ?? [])) as TaxPeriod[];
