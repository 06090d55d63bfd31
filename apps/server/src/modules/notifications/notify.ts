import type { Database } from '../../db/connection.js';
import { enqueue } from '../../platform/outbox/enqueue.js';
import type { NotificationType } from './groups.js';

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
 * Writes the event to the outbox in the caller's transaction (so it exists exactly when its cause
 * commits); the outbox worker later turns it into one mail per recipient (expand-notification.ts).
 */
export async function enqueueNotification(trx: Database, input: NotificationInput, at: Date): Promise<void> {
  await enqueue(trx, { channel: 'notification', payload: { ...input } }, at);
}
