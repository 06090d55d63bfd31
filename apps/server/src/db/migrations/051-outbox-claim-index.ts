import { type Kysely, sql } from 'kysely';

// Decision 236: the outbox worker claims messages due now, oldest id first, among those PENDING or
// SENDING (a claim whose sender died is taken over). outbox_pending covered PENDING only, so every
// claim (each second, on each instance) walked the primary key over every message ever sent: 26 ms
// at 31,000 sent mails, growing for good. outbox_claimable holds only the messages still to send.
// outbox_sent lets housekeeping find the sent messages past their retention without a walk either.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index outbox_claimable on outbox (id) where status in ('PENDING', 'SENDING')`.execute(db);
  await sql`create index outbox_sent on outbox (sent_at) where status = 'SENT'`.execute(db);
  await sql`drop index outbox_pending`.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only');
}
