import { sql } from 'kysely';
import type { Database } from '../../db/connection.js';

export type ClaimedMessage = {
  id: string;
  endpoint_id: string;
  lender_id: string;
  webhook_id: string;
  body: string;
  attempts: number;
  replayed_at: Date | null;
  url: string;
  secret_encrypted: string;
  previous_secret_encrypted: string | null;
  previous_secret_until: Date | null;
};

export async function insertWebhookMessage(
  trx: Database,
  message: {
    endpointId: string;
    lenderId: string;
    eventId: number | null;
    webhookId: string;
    eventType: string;
    body: string;
  },
  now: Date,
): Promise<string | undefined> {
  const row = await trx
    .insertInto('webhook_messages')
    .values({
      endpoint_id: message.endpointId,
      lender_id: message.lenderId,
      event_id: message.eventId,
      webhook_id: message.webhookId,
      event_type: message.eventType,
      body: message.body,
      next_attempt_at: now,
      created_at: now,
    })
    .onConflict((oc) => oc.columns(['endpoint_id', 'webhook_id']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id;
}

/**
 * One statement claims a batch of due messages of enabled endpoints (SKIP LOCKED: instances share the
 * work); each claimed message counts an attempt and is leased until `leaseUntil`.
 */
export async function claimDueMessages(
  db: Database,
  now: Date,
  batch: number,
  leaseUntil: Date,
): Promise<ClaimedMessage[]> {
  const { rows } = await sql<ClaimedMessage>`
      with due as (
        select m.id from webhook_messages m join webhook_endpoints e on e.id = m.endpoint_id
        where m.status in ('PENDING', 'SENDING') and m.next_attempt_at <= ${now} and e.status = 'ENABLED'
        order by m.next_attempt_at
        limit ${batch}
        for update of m skip locked
      )
      update webhook_messages m
      set status = 'SENDING', attempts = m.attempts + 1, next_attempt_at = ${leaseUntil}
      from due, webhook_endpoints e
      where m.id = due.id and e.id = m.endpoint_id
      returning m.id, m.endpoint_id, m.lender_id, m.webhook_id, m.body, m.attempts, m.replayed_at,
        e.url, e.secret_encrypted, e.previous_secret_encrypted, e.previous_secret_until`.execute(db);
  return rows;
}

/** Settles the attempt; false when another instance took the lease over (its attempt counts). */
export async function settleMessage(
  trx: Database,
  message: { id: string; attempts: number },
  outcome: { status: 'SUCCEEDED' | 'PENDING' | 'FAILED'; nextAttemptAt: Date | null; sentAt: Date },
): Promise<boolean> {
  const settled = await trx
    .updateTable('webhook_messages')
    .set({ status: outcome.status, next_attempt_at: outcome.nextAttemptAt, last_attempt_at: outcome.sentAt })
    .where('id', '=', message.id)
    .where('attempts', '=', message.attempts)
    .executeTakeFirst();
  return Number(settled.numUpdatedRows) !== 0;
}

export async function insertAttempt(
  trx: Database,
  attempt: {
    messageId: string;
    attemptedAt: Date;
    trigger: 'REPLAY' | 'SCHEDULED';
    statusCode: number | null;
    latencyMs: number;
    succeeded: boolean;
    responseExcerpt: string;
    error: string | null;
  },
): Promise<void> {
  await trx
    .insertInto('webhook_attempts')
    .values({
      message_id: attempt.messageId,
      attempted_at: attempt.attemptedAt,
      trigger: attempt.trigger,
      status_code: attempt.statusCode,
      latency_ms: attempt.latencyMs,
      succeeded: attempt.succeeded,
      response_excerpt: attempt.responseExcerpt,
      error: attempt.error,
    })
    .execute();
}

/** The first failed attempt after the endpoint's last success (or ever), null when none failed since. */
export async function firstFailureSinceSuccess(trx: Database, endpointId: string): Promise<Date | null | undefined> {
  const { rows } = await sql<{ first_failure: Date | null }>`
    select min(a.attempted_at) as first_failure
    from webhook_attempts a join webhook_messages m on m.id = a.message_id
    where m.endpoint_id = ${endpointId} and not a.succeeded
      and a.attempted_at > coalesce((
        select max(s.attempted_at) from webhook_attempts s join webhook_messages sm on sm.id = s.message_id
        where sm.endpoint_id = ${endpointId} and s.succeeded), '-infinity'::timestamptz)`.execute(trx);
  return rows[0]?.first_failure;
}

/** Disables an enabled endpoint for failing; undefined when it was not enabled. */
export function disableFailingEndpoint(trx: Database, endpointId: string, now: Date) {
  return trx
    .updateTable('webhook_endpoints')
    .set({ status: 'DISABLED', disabled_reason: 'Every delivery failed for 5 days.', updated_at: now })
    .where('id', '=', endpointId)
    .where('status', '=', 'ENABLED')
    .returning(['id', 'lender_id', 'url'])
    .executeTakeFirst();
}
