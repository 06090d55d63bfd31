import type { OpsQueueQuery } from '@taxlens/contracts';
import { sql } from 'kysely';
import type { Database } from '../../db/connection.js';

// The only place the operations console's SQL lives. Operations work across every lender, so these
// queries take a report id alone; each returns the report's lender so callers scope the rest by it.
// Operators see real lenders only; the test-mode job works on sandboxes only (decision 189).

/** Whose reports a query reaches: real lenders' (operations) or sandboxes' (test mode). */
export type LenderScope = 'live' | 'sandbox';
const inScope = (scope: LenderScope) => (scope === 'live' ? ('is' as const) : ('is not' as const));

function queueBase(db: Database, q: OpsQueueQuery) {
  let query = db
    .selectFrom('reports as r')
    .innerJoin('clients as c', (j) => j.onRef('c.id', '=', 'r.client_id').onRef('c.lender_id', '=', 'r.lender_id'))
    .innerJoin('lenders as l', 'l.id', 'r.lender_id')
    .leftJoin('orders as o', (j) => j.onRef('o.id', '=', 'r.order_id').onRef('o.lender_id', '=', 'r.lender_id'))
    .where('l.sandbox_of', 'is', null)
    .where('r.status', 'in', q.status ? [q.status] : ['PENDING', 'IN_PROGRESS']);
  if (q.lenderId) query = query.where('r.lender_id', '=', q.lenderId);
  if (q.reportType) query = query.where('r.report_type', '=', q.reportType);
  if (q.delivery) query = query.where('o.delivery', '=', q.delivery);
  return query;
}

export async function countQueue(db: Database, q: OpsQueueQuery): Promise<number> {
  const row = await queueBase(db, q)
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Soonest due first; reports without a due time (monitoring) after them, oldest first. */
export async function findQueuePage(db: Database, q: OpsQueueQuery) {
  return queueBase(db, q)
    .select([
      'r.id as report_id',
      'r.order_id',
      'r.kind',
      'r.lender_id',
      'l.company_name',
      'r.client_id',
      'c.business_name',
      'r.report_type',
      'o.delivery',
      'r.status',
      'r.created_at',
      'o.due_at',
    ])
    .orderBy('o.due_at', (ob) => ob.asc().nullsLast())
    .orderBy('r.created_at', 'asc')
    .orderBy('r.id', 'asc')
    .limit(q.size)
    .offset(q.page * q.size)
    .execute();
}

export async function findReport(db: Database, reportId: string, scope: LenderScope = 'live') {
  return (
    db
      .selectFrom('reports as r')
      .innerJoin('clients as c', (j) => j.onRef('c.id', '=', 'r.client_id').onRef('c.lender_id', '=', 'r.lender_id'))
      .innerJoin('lenders as l', 'l.id', 'r.lender_id')
      .leftJoin('orders as o', (j) => j.onRef('o.id', '=', 'r.order_id').onRef('o.lender_id', '=', 'r.lender_id'))
      .leftJoin('users as pu', 'pu.id', 'o.placed_by')
      .leftJoin('report_documents as d', 'd.report_id', 'r.id')
      // The report's 8821: the order's own, else the client's current one (as readReportForm serves it).
      .leftJoin('stored_files as f', (j) =>
        j.on(sql<boolean>`f.id = coalesce(o.form_file_id, c.form_file_id)`).onRef('f.lender_id', '=', 'r.lender_id'),
      )
      .leftJoin('users as su', 'su.id', 'f.submitted_online_by')
      .selectAll('r')
      .select([
        'l.company_name',
        'c.business_name',
        'c.client_type',
        'c.status as client_status',
        'c.tax_id_kind',
        'c.tax_id_last4',
        'c.address_line1',
        'c.address_line2',
        'c.city',
        'c.state',
        'c.zip',
        'c.phone',
        'c.form_file_id as client_form_file_id',
        'o.delivery',
        'o.record_of_account',
        'o.tax_return_transcripts',
        'o.wage_income',
        'o.on_demand',
        'o.created_at as order_created_at',
        'o.due_at',
        'o.form_file_id as order_form_file_id',
        'o.send_anyway_reason',
        'o.placed_by',
        'o.owner_id',
        // A joint filer's spouse's form goes with the report's own: the order's pair, else the client's (decision 218).
        sql<
          string | null
        >`case when o.form_file_id is not null then o.spouse_form_file_id else c.spouse_form_file_id end`.as(
          'spouse_form_file_id',
        ),
        'pu.first_name as placer_first',
        'pu.last_name as placer_last',
        'd.file_id as pdf_file_id',
        'f.e_signed as form_e_signed',
        'f.deleted_at as form_deleted_at',
        'f.submitted_online_at',
        'f.submission_reference',
        'su.first_name as submitter_first',
        'su.last_name as submitter_last',
      ])
      .where('r.id', '=', reportId)
      .where('l.sandbox_of', inScope(scope), null)
      .executeTakeFirst()
  );
}
export type OpsReportRecord = NonNullable<Awaited<ReturnType<typeof findReport>>>;

export async function findEvents(db: Database, reportId: string) {
  return db
    .selectFrom('report_events as e')
    .leftJoin('users as u', 'u.id', 'e.user_id')
    .select(['e.type', 'e.created_at', 'e.details', 'u.first_name', 'u.last_name'])
    .where('e.report_id', '=', reportId)
    .orderBy('e.created_at', 'asc')
    .orderBy('e.id', 'asc')
    .execute();
}

export async function insertEvent(
  db: Database,
  e: {
    reportId: string;
    lenderId: string;
    type: string;
    userId: string | null;
    details?: Record<string, unknown>;
    at: Date;
  },
): Promise<void> {
  await db
    .insertInto('report_events')
    .values({
      report_id: e.reportId,
      lender_id: e.lenderId,
      type: e.type,
      user_id: e.userId,
      details: JSON.stringify(e.details ?? {}),
      created_at: e.at,
    })
    .execute();
}

export async function findStoredFile(db: Database, lenderId: string, fileId: string) {
  return db
    .selectFrom('stored_files')
    .select(['storage_key', 'original_name', 'content_type', 'deleted_at'])
    .where('lender_id', '=', lenderId)
    .where('id', '=', fileId)
    .executeTakeFirst();
}

/** Locks the report row so two operators cannot move it at once; the status is read under the lock. */
export async function lockReport(db: Database, reportId: string, scope: LenderScope = 'live') {
  return db
    .selectFrom('reports')
    .select(['id', 'lender_id', 'client_id', 'order_id', 'status'])
    .where('id', '=', reportId)
    .where('lender_id', 'in', db.selectFrom('lenders').select('id').where('sandbox_of', inScope(scope), null))
    .forUpdate()
    .executeTakeFirst();
}

/** Locks the lender's stored 8821 while its online submission is recorded. */
export async function lockFormFile(db: Database, lenderId: string, fileId: string) {
  return db
    .selectFrom('stored_files')
    .select(['id', 'e_signed', 'submitted_online_at'])
    .where('lender_id', '=', lenderId)
    .where('id', '=', fileId)
    .forUpdate()
    .executeTakeFirst();
}

/** The stored form was submitted through the IRS's online tool (decision 210). */
export async function markFormSubmittedOnline(
  trx: Database,
  fileId: string,
  input: { at: Date; userId: string; reference: string | null },
): Promise<void> {
  await trx
    .updateTable('stored_files')
    .set({ submitted_online_at: input.at, submitted_online_by: input.userId, submission_reference: input.reference })
    .where('id', '=', fileId)
    .execute();
}

export async function findUser(db: Database, userId: string) {
  return db.selectFrom('users').select('id').where('id', '=', userId).executeTakeFirst();
}
