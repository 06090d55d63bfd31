import type { Database } from '../../db/connection.js';
import { insertOutboxMessages } from './outbox-repo.js';

export type MailMessage = { to: string; subject: string; text: string; html?: string };
export type SmsMessage = { to: string; text: string };
/** Messages to send. Domain events (what happened) go to the event stream instead (platform/events). */
export type OutboxMessage = { channel: 'mail'; payload: MailMessage } | { channel: 'sms'; payload: SmsMessage };

/**
 * Side effects are written to the outbox in the caller's transaction and sent by the worker, so a
 * rolled-back action sends nothing and a crash after commit still sends.
 */
export async function enqueue(db: Database, message: OutboxMessage, now: Date): Promise<void> {
  await enqueueAll(db, [message], now);
}

/** Several messages in one statement: a notification to a lender's 200 users is one round trip, not 200. */
export async function enqueueAll(db: Database, messages: readonly OutboxMessage[], now: Date): Promise<void> {
  if (messages.length === 0) return;
  await insertOutboxMessages(db, messages, now);
}
