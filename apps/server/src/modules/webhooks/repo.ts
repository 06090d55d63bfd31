import { sql, type Insertable, type Updateable } from 'kysely';
import type { Database } from '../../db/connection.js';
import type { WebhookEndpointsTable } from '../../db/schema-webhooks.js';

export type EndpointRow = Awaited<ReturnType<typeof findEndpoint>> & object;

/** The lender's endpoint, or undefined for a missing or another lender's one (both answer 404). */
export function findEndpoint(db: Database, lenderId: string, id: string) {
  return db
    .selectFrom('webhook_endpoints')
    .selectAll()
    .where('id', '=', id)
    .where('lender_id', '=', lenderId)
    .executeTakeFirst();
}

export function listEndpoints(db: Database, lenderId: string) {
  return db
    .selectFrom('webhook_endpoints')
    .selectAll()
    .where('lender_id', '=', lenderId)
    .orderBy('created_at')
    .execute();
}

/** The endpoint's latest messages with their attempts, newest first. */
export async function listMessages(db: Database, endpointId: string, limit: number) {
  const messages = await db
    .selectFrom('webhook_messages')
    .select(['id', 'webhook_id', 'event_type', 'status', 'attempts', 'next_attempt_at', 'created_at'])
    .where('endpoint_id', '=', endpointId)
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .limit(limit)
    .execute();
  const attempts = messages.length
    ? await db
        .selectFrom('webhook_attempts')
        .selectAll()
        .where(
          'message_id',
          'in',
          messages.map((m) => m.id),
        )
        .orderBy('id')
        .execute()
    : [];
  return messages.map((m) => ({ ...m, log: attempts.filter((a) => a.message_id === m.id) }));
}

/** Starts a message's schedule again (a replay): its next attempt is now. */
export function replayMessages(
  db: Database,
  endpointId: string,
  filter: { messageId?: string; failedSince?: Date },
  now: Date,
) {
  let query = db
    .updateTable('webhook_messages')
    .set({ status: 'PENDING', attempts: 0, next_attempt_at: now, replayed_at: now })
    .where('endpoint_id', '=', endpointId)
    .where('status', 'in', ['SUCCEEDED', 'FAILED']);
  if (filter.messageId) query = query.where('id', '=', filter.messageId);
  if (filter.failedSince) query = query.where('status', '=', 'FAILED').where('created_at', '>=', filter.failedSince);
  return query.returning('id').execute();
}

export const countEndpoints = async (db: Database, lenderId: string) =>
  Number(
    (
      await sql<{ n: number }>`select count(*)::int as n from webhook_endpoints where lender_id = ${lenderId}`.execute(
        db,
      )
    ).rows[0]?.n ?? 0,
  );

export function insertEndpoint(db: Database, values: Insertable<WebhookEndpointsTable>) {
  return db.insertInto('webhook_endpoints').values(values).returningAll().executeTakeFirstOrThrow();
}

/** Changes the lender's endpoint and returns it as it is now. */
export function updateLenderEndpoint(
  db: Database,
  lenderId: string,
  id: string,
  changes: Updateable<WebhookEndpointsTable>,
) {
  return db
    .updateTable('webhook_endpoints')
    .set(changes)
    .where('id', '=', id)
    .where('lender_id', '=', lenderId)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Changes an endpoint already checked to be the caller's, and returns it as it is now. */
export function updateEndpoint(db: Database, id: string, changes: Updateable<WebhookEndpointsTable>) {
  return db.updateTable('webhook_endpoints').set(changes).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
}

export async function updateEndpointSecrets(
  db: Database,
  id: string,
  changes: Pick<
    Updateable<WebhookEndpointsTable>,
    'secret_encrypted' | 'previous_secret_encrypted' | 'previous_secret_until' | 'updated_at'
  >,
): Promise<void> {
  await db.updateTable('webhook_endpoints').set(changes).where('id', '=', id).execute();
}

/** The owner's enabled endpoints (test or live) subscribed to an event type. */
export function listSubscribedEndpoints(db: Database, lenderId: string, forTest: boolean, eventType: string) {
  return db
    .selectFrom('webhook_endpoints')
    .select('id')
    .where('lender_id', '=', lenderId)
    .where('status', '=', 'ENABLED')
    .where('for_test', '=', forTest)
    .where(sql<boolean>`${eventType} = any(event_types)`)
    .execute();
}

/** The addresses of the lender's active admins. */
export function listLenderAdminEmails(db: Database, lenderId: string) {
  return db
    .selectFrom('users')
    .innerJoin('user_lenders', 'user_lenders.user_id', 'users.id')
    .select('users.email')
    .where('user_lenders.lender_id', '=', lenderId)
    .where('user_lenders.role', '=', 'ROLE_LENDERADMIN')
    .where('users.status', '=', 'ACTIVE')
    .execute();
}
