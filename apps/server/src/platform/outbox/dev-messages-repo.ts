import type { Database } from '../../db/connection.js';

/** A message stored in the demo outbox (readable at /dev/outbox) instead of sent. */
export async function insertDevMessage(
  db: Database,
  message: { channel: 'mail' | 'sms'; recipient: string; subject: string; body: string },
): Promise<void> {
  await db.insertInto('dev_messages').values(message).execute();
}
