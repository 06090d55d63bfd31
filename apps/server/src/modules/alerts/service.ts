import { type Alert, ALERTS_PAGE_SIZE, type AlertsPage, type AlertType } from '@taxlens/contracts';
import type { Database } from '../../db/connection.js';
import { notFound } from '../../platform/errors.js';
import { acknowledgeAlert, countUnread, findAlertsAfter, findAlertsPage, markViewed } from './repo.js';

type Caller = { db: Database; lenderId: string; userId: string; now: Date };

export const getTotalUnread = async (c: Caller) => ({ totalUnread: await countUnread(c.db, c) });

/** One page of the drawer's alerts, newest first; listing marks them viewed (seen 5 minutes later). */
export async function listAlerts(c: Caller, type: AlertType | undefined, page: number): Promise<AlertsPage> {
  const { rows, total } = await findAlertsPage(c.db, c, type, ALERTS_PAGE_SIZE, page * ALERTS_PAGE_SIZE);
  const fresh = rows.filter((a) => !a.viewed).map((a) => a.id);
  await markViewed(c.db, c.lenderId, fresh, c.now);
  const content: Alert[] = rows.map((a) => {
    const viewedAt = a.viewed_at ?? (fresh.includes(a.id) ? c.now : null);
    return {
      id: a.id,
      portalAlertType: a.portal_alert_type,
      title: a.title,
      body: a.body,
      created: new Date(a.created_at).toISOString(),
      viewed: true,
      viewedAt: viewedAt ? new Date(viewedAt).toISOString() : null,
      clientId: a.client_id,
      reportId: a.report_id,
    };
  });
  return {
    content,
    page: {
      size: ALERTS_PAGE_SIZE,
      number: page,
      totalElements: total,
      totalPages: Math.ceil(total / ALERTS_PAGE_SIZE),
    },
  };
}

export async function dismissAlert(c: Caller, id: string): Promise<void> {
  if (!(await acknowledgeAlert(c.db, c, id, c.now))) throw notFound('The alert');
}

/** The alerts a user sees, newest first, after a known alert: /api/v1's cursor pages. */
export async function listAlertsAfter(c: Caller, type: AlertType | undefined, afterId: string | null, limit: number) {
  const rows = await findAlertsAfter(c.db, c, type, afterId, limit);
  return rows.map((a) => ({
    id: a.id,
    type: a.portal_alert_type,
    title: a.title,
    body: a.body,
    createdAt: new Date(a.created_at).toISOString(),
    clientId: a.client_id,
    reportId: a.report_id,
  }));
}
