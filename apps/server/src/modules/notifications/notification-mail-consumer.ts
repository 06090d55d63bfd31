import type { DomainEventPayloads, DomainEventType } from '@taxlens/contracts';
import type { Database } from '../../db/connection.js';
import type { EventConsumer, StoredEvent } from '../../platform/events/event-consumers.js';
import { writeNotificationMails, type NotificationInput } from './expand-notification.js';
import { describeMissingAuthorization } from './missing-authorization-note.js';
import { findAuthorizationEnd, findSigner, listAlertTexts } from './repo.js';

/** The events a notification group covers (toNotification); the stream passes over the others. */
const MAILED = new Set<DomainEventType>([
  'report.completed',
  'order.rejected',
  'client.archived',
  'esign.signed',
  'esign.declined',
  'esign.expired',
  'esign.approved',
  'esign.refused',
  'alert.raised',
]);

/**
 * The consumer of the event stream that mails lenders (spec 1 §2 notification groups): each event
 * that a group covers becomes one mail per recipient, written in the transaction that moves the
 * consumer past the event, so each is written once. Test events (API test keys) mail nobody.
 */
export function createNotificationMailConsumer(config: { publicUrl: string; productName: string }): EventConsumer {
  return {
    name: 'notification-mail',
    types: MAILED,
    async handle(trx, event, now) {
      if (event.test) return;
      const input = await toNotification(trx, event);
      if (input) await writeNotificationMails(trx, config, input, now);
    },
  };
}

async function toNotification(trx: Database, event: StoredEvent): Promise<NotificationInput | undefined> {
  const lenderId = event.lenderId;
  switch (event.type) {
    case 'report.completed': {
      const p = event.payload as DomainEventPayloads['report.completed'];
      return { type: 'REPORT_COMPLETED', lenderId, clientId: p.clientId, reportId: p.reportId, orderId: p.orderId };
    }
    case 'order.rejected': {
      const p = event.payload as DomainEventPayloads['order.rejected'];
      return { type: 'REJECTED_8821', lenderId, clientId: p.clientId, reportId: p.reportId, orderId: p.orderId };
    }
    case 'client.archived': {
      const p = event.payload as DomainEventPayloads['client.archived'];
      return { type: 'CLIENT_CLOSED', lenderId, clientId: p.clientId };
    }
    case 'esign.signed':
    case 'esign.declined':
    case 'esign.expired':
    case 'esign.approved':
    case 'esign.refused': {
      const p = event.payload as DomainEventPayloads[
        'esign.signed' | 'esign.declined' | 'esign.expired' | 'esign.approved' | 'esign.refused'];
      const r = await findSigner(trx, lenderId, p.signatureRequestId);
      const type = (
        {
          'esign.signed': 'ESIGN_SIGNED',
          'esign.declined': 'ESIGN_DECLINED',
          'esign.expired': 'ESIGN_EXPIRED',
          'esign.approved': 'ESIGN_APPROVED',
          'esign.refused': 'ESIGN_REFUSED',
        } as const
      )[event.type];
      const note = r
        ? `Signer: ${r.signer_name}.${r.decline_reason ? ` Reason given: ${r.decline_reason}` : ''}`
        : undefined;
      return { type, lenderId, clientId: p.clientId, note };
    }
    case 'alert.raised': {
      const p = event.payload as DomainEventPayloads['alert.raised'];
      // A signature request's end mails through its own esign.* event (one mail, decision 198).
      if (p.signatureRequestId) return undefined;
      // An alert rule's digest is mailed once by the alert rules themselves (decision 204), not per client.
      if (p.rule?.digest) return undefined;
      if (p.cause === 'INCOMPLETE_AUTH') {
        const client = await findAuthorizationEnd(trx, lenderId, p.clientId);
        return {
          type: 'MISSING_AUTH',
          lenderId,
          clientId: p.clientId,
          note: describeMissingAuthorization(client?.expires_on ?? null),
        };
      }
      const rows = p.alertIds.length ? await listAlertTexts(trx, lenderId, p.alertIds) : [];
      // In the order they were raised (the event lists them so).
      const alerts = p.alertIds.flatMap((id) =>
        rows.filter((r) => r.id === id).map(({ title, body }) => ({ title, body })),
      );
      return { type: 'LENDER_ALERT', lenderId, clientId: p.clientId, reportId: p.reportId, alerts };
    }
    default:
      return undefined;
  }
}
