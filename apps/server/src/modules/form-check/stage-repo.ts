import { sql } from 'kysely';
import type { Database } from '../../db/connection.js';
import { type EventInput, recordEvent } from '../../platform/events/record-event.js';

// SQL of a stored 8821's life after the check (decision 287, migration 060).

/** What a form's stage is read from: its row in form_stages, its check, its client's covered periods. */
export type FormLifeRow = {
  file_id: string;
  client_id: string;
  expires_on: string | null;
  checked: boolean;
  /** The latest finished check of the form (or of the same bytes), else its latest check; null: never checked. */
  check_status: 'queued' | 'running' | 'done' | 'failed' | null;
  check_verdict: 'ready' | 'check' | 'likely_rejection' | null;
  submitted_at: Date | null;
  submitted_via: 'fax' | 'online' | null;
  caf_recorded_at: Date | null;
  caf_recorded_from: 'operator' | 'transcript' | null;
  rejected_at: Date | null;
  rejection_code: string | null;
  revoked_at: Date | null;
};

/**
 * The life of each of these forms (a form and the client it authorizes). An e-signed form that operations
 * submitted online (decision 210) counts as submitted; a form whose order was rejected before this table
 * existed counts as rejected with its report's code.
 */
export async function findFormLives(
  db: Database,
  forms: readonly { fileId: string; clientId: string }[],
): Promise<FormLifeRow[]> {
  if (forms.length === 0) return [];
  const pairs = sql.join(forms.map((f) => sql`(${f.fileId}::uuid, ${f.clientId}::uuid)`));
  const { rows } = await sql<FormLifeRow>`
    select f.id as file_id, c.id as client_id, c.authorization_expires_on::text as expires_on,
      exists (select 1 from form_checks fc where fc.client_id = c.id and fc.status = 'done'
        and (fc.file_id = f.id or fc.file_sha256 = f.sha256)) as checked,
      lc.status as check_status, lc.verdict as check_verdict,
      coalesce(s.submitted_at, f.submitted_online_at) as submitted_at,
      coalesce(s.submitted_via, case when f.submitted_online_at is not null then 'online' end) as submitted_via,
      s.caf_recorded_at, s.caf_recorded_from,
      coalesce(s.irs_rejected_at, rj.rejected_at) as rejected_at,
      coalesce(s.irs_rejection_code, rj.rejection_code) as rejection_code,
      s.revoked_at
    from (values ${pairs}) as wanted (file_id, client_id)
    join stored_files f on f.id = wanted.file_id
    join clients c on c.id = wanted.client_id and c.lender_id = f.lender_id
    left join form_stages s on s.file_id = f.id
    left join lateral (
      select fc.status, fc.verdict from form_checks fc
      where fc.lender_id = c.lender_id and fc.client_id = c.id and (fc.file_id = f.id or fc.file_sha256 = f.sha256)
      order by fc.status = 'done' desc, fc.created_at desc limit 1
    ) lc on true
    left join lateral (
      select r.rejected_at, r.rejection_code from orders o join reports r on r.order_id = o.id
      where o.lender_id = c.lender_id and o.client_id = c.id and o.form_file_id = f.id and r.status = 'REJECTED'
      order by r.rejected_at desc nulls last limit 1
    ) rj on s.irs_rejected_at is null`.execute(db);
  return rows;
}

/**
 * Each client's latest form, for the lists and the client page: its own current one or the newest an order
 * carried (uploaded with Place Order, imported, e-signed), as "the 8821 on file" reads it.
 */
export async function findLatestForms(db: Database, lenderId: string, clientIds: readonly string[]) {
  if (clientIds.length === 0) return [];
  const { rows } = await sql<{ clientId: string; fileId: string }>`
    select distinct on (c.id) c.id as "clientId", f.id as "fileId"
    from clients c
    cross join lateral (
      select c.form_file_id as file_id
      union
      select o.form_file_id from orders o where o.lender_id = c.lender_id and o.client_id = c.id and o.form_file_id is not null
    ) forms
    join stored_files f on f.id = forms.file_id and f.lender_id = c.lender_id
    where c.lender_id = ${lenderId} and c.id in (${sql.join(clientIds.map((id) => sql`${id}::uuid`))})
    order by c.id, f.created_at desc, f.id`.execute(db);
  return rows;
}

/** The form a report was worked from: its order's, else (a monitoring report) its client's current one. */
function reportForms(db: Database) {
  return db
    .selectFrom('reports as r')
    .innerJoin('clients as c', (j) => j.onRef('c.id', '=', 'r.client_id').onRef('c.lender_id', '=', 'r.lender_id'))
    .leftJoin('orders as o', (j) => j.onRef('o.id', '=', 'r.order_id').onRef('o.lender_id', '=', 'r.lender_id'))
    .select([
      'r.id as report_id',
      'r.lender_id',
      'r.client_id',
      'r.order_id',
      sql<string | null>`coalesce(o.form_file_id, c.form_file_id)`.as('file_id'),
    ]);
}

export async function findReportForm(db: Database, reportId: string) {
  return reportForms(db).where('r.id', '=', reportId).executeTakeFirst();
}

/** findReportForm for several reports in one statement (a mailbox's batch, decision 300). */
export async function findReportForms(db: Database, reportIds: readonly string[]) {
  if (reportIds.length === 0) return [];
  return reportForms(db)
    .where('r.id', 'in', [...reportIds])
    .execute();
}

type StagePatch = {
  submitted_at?: Date;
  submitted_via?: 'fax' | 'online';
  submitted_by?: string | null;
  caf_recorded_at?: Date;
  caf_recorded_by?: string | null;
  caf_recorded_from?: 'operator' | 'transcript';
  irs_rejected_at?: Date;
  irs_rejection_code?: string;
  irs_rejected_by?: string | null;
  irs_rejected_report_id?: string;
  revoked_at?: Date;
  revoked_by?: string | null;
};

/** Writes these columns of the form's row, creating it on first use. */
export async function saveStage(
  db: Database,
  form: { fileId: string; lenderId: string; clientId: string },
  patch: StagePatch,
  now: Date,
): Promise<void> {
  await db
    .insertInto('form_stages')
    .values({ file_id: form.fileId, lender_id: form.lenderId, client_id: form.clientId, ...patch, updated_at: now })
    .onConflict((oc) => oc.column('file_id').doUpdateSet({ ...patch, updated_at: now }))
    .execute();
}

/**
 * The first transcript received under a form shows the IRS recorded it on the CAF: recorded then, unless
 * an operator (or an earlier transcript) already did. Answers whether it was recorded now.
 */
export async function recordCafOnce(
  db: Database,
  form: { fileId: string; lenderId: string; clientId: string },
  now: Date,
): Promise<boolean> {
  return (await recordCafOnceEach(db, [form], now)) > 0;
}

/** recordCafOnce for several forms (each once) in one statement; answers how many were recorded now. */
export async function recordCafOnceEach(
  db: Database,
  forms: readonly { fileId: string; lenderId: string; clientId: string }[],
  now: Date,
): Promise<number> {
  const unique = [...new Map(forms.map((f) => [f.fileId, f])).values()];
  if (unique.length === 0) return 0;
  const rows = await db
    .insertInto('form_stages')
    .values(
      unique.map((form) => ({
        file_id: form.fileId,
        lender_id: form.lenderId,
        client_id: form.clientId,
        caf_recorded_at: now,
        caf_recorded_from: 'transcript' as const,
        updated_at: now,
      })),
    )
    .onConflict((oc) =>
      oc
        .column('file_id')
        .doUpdateSet({ caf_recorded_at: now, caf_recorded_from: 'transcript', updated_at: now })
        .where('form_stages.caf_recorded_at', 'is', null),
    )
    .returning('file_id')
    .execute();
  return rows.length;
}

/** The codes the latest finished check of the order raised, or null when the order's form was not checked. */
export async function findCheckedCodes(db: Database, orderId: string): Promise<string[] | null> {
  const row = await db
    .selectFrom('form_checks')
    .select('codes')
    .where('order_id', '=', orderId)
    .where('status', '=', 'done')
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ? (row.codes as string[]) : null;
}

export async function recordFormRejected(db: Database, event: EventInput<'form.rejected'>, now: Date) {
  await recordEvent(db, event, now);
}

/**
 * Missed rejections (decision 287): reports the IRS rejected with a code their order's finished check had not
 * raised, newest first; real lenders only, as operations see them (decision 189).
 */
export async function findMissedRejections(db: Database) {
  const { rows } = await sql<{
    report_id: string;
    order_id: string;
    lender_name: string;
    business_name: string;
    rejected_at: Date;
    code: string;
    verdict: 'ready' | 'check' | 'likely_rejection';
    codes: unknown;
  }>`
    select r.id as report_id, o.id as order_id, l.company_name as lender_name, c.business_name, r.rejected_at,
      r.rejection_code as code, fc.verdict, fc.codes
    from reports r
    join orders o on o.id = r.order_id and o.lender_id = r.lender_id
    join clients c on c.id = r.client_id and c.lender_id = r.lender_id
    join lenders l on l.id = r.lender_id
    join lateral (
      select fc.verdict, fc.codes from form_checks fc
      where fc.order_id = o.id and fc.status = 'done' order by fc.created_at desc limit 1
    ) fc on true
    where l.sandbox_of is null and r.status = 'REJECTED' and r.rejection_code is not null and not (fc.codes ? r.rejection_code)
    order by r.rejected_at desc, r.id`.execute(db);
  return rows;
}
