import { sql } from 'kysely';
import type { Database } from '../../db/connection.js';

/** A request whose evidence is due for deletion, with the files that prove its signature. */
export type EvidenceDue = {
  id: string;
  lender_id: string;
  client_id: string;
  status: string;
  prefilled_file_id: string;
  signed_file_id: string | null;
  id_document_file_id: string | null;
  selfie_file_id: string | null;
};

/**
 * A batch of requests that ended (one of `ended`) before `cutoff` whose evidence is still kept, but
 * not a form still in use: the client's current 8821 whose covered periods have not ended
 * (`today`), or the form of an order not finished. Rows locked SKIP LOCKED.
 */
export async function lockEvidenceDue(
  trx: Database,
  input: { cutoff: Date; today: string; ended: readonly string[]; batch: number },
): Promise<EvidenceDue[]> {
  const due = await sql<EvidenceDue>`
        select r.id, r.lender_id, r.client_id, r.status, r.prefilled_file_id, r.signed_file_id, p.id_document_file_id, p.selfie_file_id
        from signature_requests r left join identity_proofs p on p.request_id = r.id
        where r.evidence_deleted_at is null and r.completed_at is not null and r.completed_at <= ${input.cutoff}
          and r.status in (${sql.join(input.ended.map((s) => sql`${s}`))})
          and not exists (select 1 from clients c where c.id = r.client_id and c.form_file_id = r.signed_file_id and c.authorization_expires_on >= ${input.today}::date)
          and not exists (select 1 from orders o where o.form_file_id = r.signed_file_id and o.status in ('AWAITING_SIGNATURE', 'PENDING', 'IN_PROGRESS'))
        order by r.completed_at, r.id limit ${input.batch}
        for update of r skip locked`.execute(trx);
  return due.rows;
}

/**
 * Deletes the request's identity proof, evidence rows and links, and clears what the row held of
 * the signer (prefilled data, decline reason, codes and download link); the row itself stays.
 */
export async function eraseRequestEvidence(trx: Database, requestId: string, now: Date): Promise<void> {
  await trx.deleteFrom('identity_proofs').where('request_id', '=', requestId).execute();
  await trx.deleteFrom('signature_request_events').where('request_id', '=', requestId).execute();
  await trx.deleteFrom('signature_request_links').where('request_id', '=', requestId).execute();
  await trx
    .updateTable('signature_requests')
    .set({
      prefilled: '{}',
      decline_reason: null,
      code_hash: null,
      code_expires_at: null,
      download_token_hash: null,
      download_expires_at: null,
      evidence_deleted_at: now,
      updated_at: now,
    })
    .where('id', '=', requestId)
    .execute();
}
