import type { Database } from '../../db/connection.js';
import { enqueueAll } from '../../platform/outbox/enqueue.js';
import { EVENT_GROUPS, type NotificationType } from './groups.js';
import { renderNotificationMail } from './mail-content.js';
import { findInvolvedUsers, findRecipients } from './recipients.js';
import { findClientForMail, findReportForMail } from './repo.js';

/** A lender-facing notification, drawn from a domain event by the mail consumer. */
export type NotificationInput = {
  type: NotificationType;
  lenderId: string;
  clientId: string;
  reportId?: string | null;
  orderId?: string | null;
  alerts?: Array<{ title: string; body: string }>;
  note?: string;
};

/**
 * Resolves the recipients from their settings at this moment and writes one mail per recipient to
 * the outbox (each then sent and retried on its own), in the caller's transaction.
 */
export async function writeNotificationMails(
  trx: Database,
  config: { publicUrl: string; productName: string },
  event: NotificationInput,
  now: Date,
): Promise<void> {
  const client = await findClientForMail(trx, event.lenderId, event.clientId);
  if (!client) return;
  const report = event.reportId ? await findReportForMail(trx, event.lenderId, event.reportId) : undefined;
  const orderId = event.orderId ?? report?.order_id ?? null;
  const mine = await findInvolvedUsers(trx, event.lenderId, event.clientId, orderId);
  const recipients = await findRecipients(trx, { lenderId: event.lenderId, group: EVENT_GROUPS[event.type], mine });
  if (recipients.length === 0) return;
  const mail = renderNotificationMail({
    type: event.type,
    productName: config.productName,
    clientUrl: `${config.publicUrl.replace(/\/$/, '')}/client/${event.clientId}`,
    businessName: client.business_name,
    taxIdKind: client.tax_id_kind,
    taxIdLast4: client.tax_id_last4,
    report: report && {
      reportDate: report.report_date,
      totalLiabilityCents: report.total_liability_cents,
      riskLevel: report.risk_level,
      rejectionCode: report.rejection_code,
      rejectionNote: report.rejection_note,
    },
    alerts: event.alerts,
    note: event.note,
  });
  await enqueueAll(
    trx,
    recipients.map((r) => ({ channel: 'mail', payload: { to: r.email, ...mail } })),
    now,
  );
}
