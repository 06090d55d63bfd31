import { type Insertable, sql, type Updateable } from 'kysely';
import type { Database } from '../../db/connection.js';
import type { SignatureRequestStatus, SignatureRequestsTable } from '../../db/schema-esign.js';
import type { SignatureRequestRow } from './repo.js';

/** Changes to one request (its lender already checked, its row locked by the caller where it matters). */
export type RequestChanges = Updateable<SignatureRequestsTable>;

export async function updateRequest(trx: Database, id: string, changes: RequestChanges): Promise<void> {
  await trx.updateTable('signature_requests').set(changes).where('id', '=', id).execute();
}

/** The same, answering the row as it is now. */
export function updateRequestReturning(trx: Database, id: string, changes: RequestChanges) {
  return trx
    .updateTable('signature_requests')
    .set(changes)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function insertRequest(trx: Database, values: Insertable<SignatureRequestsTable>) {
  return trx.insertInto('signature_requests').values(values).returningAll().executeTakeFirstOrThrow();
}

/** Voids the client's open requests (a new one replaces them), answering them. */
export function voidOpenRequests(
  trx: Database,
  lenderId: string,
  clientId: string,
  openStatuses: readonly SignatureRequestStatus[],
  now: Date,
) {
  return trx
    .updateTable('signature_requests')
    .set({ status: 'VOIDED', completed_at: now, updated_at: now })
    .where('lender_id', '=', lenderId)
    .where('client_id', '=', clientId)
    .where('status', 'in', openStatuses)
    .returningAll()
    .execute();
}

/** The other request of a joint filers' pair (already locked by the caller); undefined when sent alone. */
export function findPartner(trx: Database, r: Pick<SignatureRequestRow, 'id' | 'lender_id' | 'pair_id'>) {
  return trx
    .selectFrom('signature_requests')
    .selectAll()
    .where('lender_id', '=', r.lender_id)
    .where('pair_id', '=', r.pair_id)
    .where('id', '!=', r.id)
    .executeTakeFirst();
}

/** The lender and pair of a request, whatever its lender (operations decide across lenders). */
export function findRequestPair(trx: Database, id: string) {
  return trx.selectFrom('signature_requests').select(['lender_id', 'pair_id']).where('id', '=', id).executeTakeFirst();
}

/** A remote-proof request, locked for operations' decision. */
export function lockRemoteProofRequest(trx: Database, id: string) {
  return trx
    .selectFrom('signature_requests')
    .selectAll()
    .where('id', '=', id)
    .where('identity_level', '=', 'REMOTE_PROOF')
    .forUpdate()
    .executeTakeFirst();
}

/**
 * The open requests whose link has lived its days, or whose next reminder day has come, with their
 * lender's name; locked (SKIP LOCKED) so two instances never act on one request twice.
 */
export async function lockDueRequests(trx: Database, now: Date, reminderDays: readonly [number, number]) {
  const due = await sql<SignatureRequestRow & { company_name: string }>`
      select r.*, l.company_name from signature_requests r join lenders l on l.id = r.lender_id
      where r.status in ('SENT', 'OPENED', 'IDENTITY_CHECKED')
        and (r.expires_at <= ${now} or (r.reminders_sent < ${reminderDays.length}
          and r.sent_at <= ${now}::timestamptz - make_interval(days => (array[${reminderDays[0]}, ${reminderDays[1]}]::int[])[r.reminders_sent + 1])))
      order by r.id
      for update of r skip locked`.execute(trx);
  return due.rows;
}

/** Counts a reminder on the request, with its evidence row. */
export async function recordReminder(
  trx: Database,
  r: Pick<SignatureRequestRow, 'id' | 'signer_email'>,
  sent: number,
  now: Date,
): Promise<void> {
  await trx
    .updateTable('signature_requests')
    .set({ reminders_sent: sent, updated_at: now })
    .where('id', '=', r.id)
    .execute();
  await trx
    .insertInto('signature_request_events')
    .values({ request_id: r.id, type: 'REMINDED', at: now, detail: `reminder ${sent} to ${r.signer_email}` })
    .execute();
}

/** What the bulk check reads of the clients' requests, newest first. */
export function listClientsRequestSigners(db: Database, lenderId: string, clientIds: string[]) {
  return db
    .selectFrom('signature_requests')
    .select(['client_id', 'status', 'sent_at', 'signer_name', 'signer_email', 'signer_mobile', 'signer_title'])
    .where('lender_id', '=', lenderId)
    .where('client_id', 'in', clientIds)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}
