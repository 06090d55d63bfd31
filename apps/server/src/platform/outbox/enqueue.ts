import type { Database } from '../../db/connection.js';

export type MailMessage = { to: string; subject: string; text: string; html?: string };
/** A notice for the operations side (e.g. ORDER_PLACED: new orders are due). */
export type OpsEvent = { type: string; lenderId: string; [field: string]: unknown };
export type SmsMessage = { to: string; text: string };
/** A lender-facing event (report completed, alert, rejected 8821...): the worker fans it out into one mail per recipient. */
export type NotificationEvent = { type: string; lenderId: string; clientId: string; [field: string]: unknown };
export type OutboxMessage =
  | { channel: 'notification'; payload: NotificationEvent }
  | { channel: 'mail'; payload: MailMessage }
  | { channel: 'sms'; payload: SmsMessage }
  | { channel: 'ops-event'; payload: OpsEvent };

/**
 * Side effects are written to the outbox in the caller's transaction and sent by the worker, so a
 * rolled-back action sends nothing and a crash after commit still sends.
 */
export async function enqueue(db: Database, message: OutboxMessage, now: Date): Promise<void> {
  await db
    .insertInto('outbox')
    .values({ channel: message.channel, payload: JSON.stringify(message.payload), available_at: now })
    .execute();
}
