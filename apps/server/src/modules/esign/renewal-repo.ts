import { CLIENT_WRITERS, type IdentityLevel } from '@taxlens/contracts';
import { sql } from 'kysely';
import type { Database } from '../../db/connection.js';
import { type ExpiringWindow, formIsExpiringOrEnded } from '../../db/queries/expiring-forms.js';

/** A client whose e-signed 8821 needs renewing, with the request that produced it (its signer). */
export type RenewalCandidate = {
  client_id: string;
  lender_id: string;
  business_name: string;
  form_file_id: string;
  form_expires_on: string;
  mode: 'ASK' | 'AUTO';
  request_id: string;
  attested_by_name: string;
  signer_name: string;
  signer_email: string;
  signer_mobile: string | null;
  signer_title: string | null;
  /** A joint filer's spouse who signed the pair's other form (docs/decisions/218), renewed with it. */
  spouse_name: string | null;
  spouse_email: string | null;
  spouse_mobile: string | null;
  identity_level: IdentityLevel;
  /** The original request's attesting user, when they may still send requests for the lender. */
  sender_id: string | null;
};

/**
 * Active monitored clients of real lenders that renew (ASK or AUTO) whose current 8821 is the
 * signed file of their latest signature request (paper and imported forms are not renewed; a
 * client with a request sent since is already being renewed) and is expiring or has ended (the
 * expiring-forms window, modules/monitoring/expiring-window.ts), not yet acted on for that form.
 */
export async function findRenewalCandidates(db: Database, w: ExpiringWindow): Promise<RenewalCandidate[]> {
  const result = await sql<RenewalCandidate>`
    select c.id as client_id, c.lender_id, c.business_name, c.form_file_id, c.authorization_expires_on::text as form_expires_on,
      l.esign_renewal_mode as mode, r.id as request_id, r.attested_by_name, r.signer_name, r.signer_email, r.signer_mobile, r.signer_title, r.identity_level,
      sp.signer_name as spouse_name, sp.signer_email as spouse_email, sp.signer_mobile as spouse_mobile,
      (select u.id from users u join user_lenders ul on ul.user_id = u.id and ul.lender_id = c.lender_id
        where u.id = r.attested_by and u.status = 'ACTIVE' and ul.role in (${sql.join([...CLIENT_WRITERS])})) as sender_id
    from clients c
    join lenders l on l.id = c.lender_id
    join lateral (select * from signature_requests s where s.client_id = c.id and s.lender_id = c.lender_id and s.signer_role = 'TAXPAYER'
      order by s.created_at desc, s.id desc limit 1) r on r.status = 'SIGNED' and r.signed_file_id = c.form_file_id
    left join signature_requests sp on sp.pair_id = r.pair_id and sp.lender_id = r.lender_id and sp.signer_role = 'SPOUSE'
    where l.sandbox_of is null and l.esign_renewal_mode in ('ASK', 'AUTO') and l.monitor_type <> 'None'
      and c.status = 'ACTIVE' and c.monitoring_frequency <> 'None' and ${formIsExpiringOrEnded(w)}
      and not exists (select 1 from esign_renewals e where e.client_id = c.id and e.form_file_id = c.form_file_id)
    order by c.lender_id, c.id`.execute(db);
  return result.rows;
}

/**
 * Claims the client's expiring form for one renewal, in the caller's transaction: true for the
 * first claim only. A concurrent claim waits on the key until the first commits, then finds it.
 */
export async function claimRenewal(
  trx: Database,
  claim: {
    clientId: string;
    formFileId: string;
    lenderId: string;
    mode: 'ASK' | 'AUTO';
    formExpiresOn: string;
    signatureRequestId?: string;
    now: Date;
  },
): Promise<boolean> {
  const row = await trx
    .insertInto('esign_renewals')
    .values({
      client_id: claim.clientId,
      form_file_id: claim.formFileId,
      lender_id: claim.lenderId,
      mode: claim.mode,
      form_expires_on: claim.formExpiresOn,
      signature_request_id: claim.signatureRequestId ?? null,
      created_at: claim.now,
    })
    .onConflict((oc) => oc.columns(['client_id', 'form_file_id']).doNothing())
    .returning('client_id')
    .executeTakeFirst();
  return row !== undefined;
}

export async function noteRenewalAlert(
  trx: Database,
  clientId: string,
  formFileId: string,
  alertId: string,
): Promise<void> {
  await trx
    .updateTable('esign_renewals')
    .set({ alert_id: alertId })
    .where('client_id', '=', clientId)
    .where('form_file_id', '=', formFileId)
    .execute();
}
