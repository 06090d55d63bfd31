import type { FormCheckVerdict } from '@taxlens/contracts';
import { sql } from 'kysely';
import type { Database } from '../../db/connection.js';
import { enqueueJob } from '../../platform/jobs/one-off.js';
import { type EventInput, recordEvent } from '../../platform/events/record-event.js';

export const FORM_CHECK_JOB = 'form-check';

/** The client a check is for, with what the library compares the form with (the TIN still sealed). */
export async function findClientFacts(db: Database, lenderId: string, clientId: string) {
  return db
    .selectFrom('clients')
    .select([
      'id',
      'client_type',
      'business_name',
      'first_name',
      'last_name',
      'tax_id_kind',
      'tax_id_encrypted',
      'spouse_first_name',
      'spouse_last_name',
      'spouse_tax_id_encrypted',
      'tax_classification',
    ])
    .where('lender_id', '=', lenderId)
    .where('id', '=', clientId)
    .executeTakeFirst();
}
export type ClientFactsRow = NonNullable<Awaited<ReturnType<typeof findClientFacts>>>;

/**
 * A pre-check of an upload, in the caller's transaction (the one that stored its file): its row, naming the
 * sealed file under `formKey` (decision 303), and its job. The id is the caller's, handed to the job in memory.
 */
export async function insertPreCheck(
  trx: Database,
  values: {
    id: string;
    lenderId: string;
    clientId: string;
    userId: string;
    fileName: string;
    sha256: string;
    formKey: string;
    /** The product codes of the order being placed (decision 285). */
    products: string[];
    now: Date;
  },
): Promise<void> {
  await trx
    .insertInto('form_checks')
    .values({
      id: values.id,
      lender_id: values.lenderId,
      client_id: values.clientId,
      created_by: values.userId,
      file_name: values.fileName,
      file_sha256: values.sha256,
      form_key: values.formKey,
      products: JSON.stringify(values.products),
      created_at: values.now,
    })
    .execute();
  await enqueueCheck(trx, values.lenderId, values.userId, values.id);
}

const enqueueCheck = (trx: Database, lenderId: string, userId: string | null, checkId: string) =>
  enqueueJob(trx, { kind: FORM_CHECK_JOB, lenderId, createdBy: userId, payload: { checkId }, priority: 1 });

/**
 * In the placing transaction: each placed order with a form gets its check. The order's pre-check of
 * the same bytes, when the lender ran one, becomes the order's check (no second run); other orders'
 * forms (bundles, /api/v1, imports, the 8821 on file) are queued, the stored file referenced.
 */
export async function queueOrderChecks(
  trx: Database,
  lenderId: string,
  userId: string | null,
  orders: { orderId: string; preCheckId?: string | null }[],
  now: Date,
): Promise<void> {
  for (const { orderId, preCheckId } of orders) {
    if (preCheckId) {
      const attached = await trx
        .updateTable('form_checks as fc')
        .set({ order_id: orderId })
        .from('orders as o')
        .innerJoin('stored_files as f', 'f.id', 'o.form_file_id')
        .whereRef('fc.lender_id', '=', 'o.lender_id')
        .whereRef('fc.client_id', '=', 'o.client_id')
        .whereRef('fc.file_sha256', '=', 'f.sha256')
        .where('o.id', '=', orderId)
        .where('fc.id', '=', preCheckId)
        .where('fc.order_id', 'is', null)
        .returning(['fc.id', 'fc.client_id', 'fc.status', 'fc.verdict', 'fc.codes'])
        .executeTakeFirst();
      if (attached) {
        if (attached.status === 'done' && attached.verdict)
          await recordEvent(trx, checkedEvent(lenderId, { ...attached, orderId, verdict: attached.verdict }), now);
        continue;
      }
    }
    const row = await trx
      .insertInto('form_checks')
      .columns([
        'lender_id',
        'client_id',
        'order_id',
        'file_id',
        'file_name',
        'file_sha256',
        'created_by',
        'created_at',
      ])
      .expression((eb) =>
        eb
          .selectFrom('orders as o')
          .innerJoin('stored_files as f', 'f.id', 'o.form_file_id')
          .select([
            'o.lender_id',
            'o.client_id',
            'o.id',
            'f.id as file_id',
            'f.original_name',
            'f.sha256',
            sql<string | null>`${userId}::uuid`.as('created_by'),
            sql<Date>`${now}::timestamptz`.as('created_at'),
          ])
          .where('o.id', '=', orderId)
          .where('o.lender_id', '=', lenderId),
      )
      .returning('id')
      .executeTakeFirst();
    if (row) await enqueueCheck(trx, lenderId, userId, row.id);
  }
}

const checkedEvent = (
  lenderId: string,
  c: { id: string; client_id: string; orderId: string; verdict: FormCheckVerdict; codes: unknown },
): EventInput<'form.checked'> => ({
  type: 'form.checked',
  lenderId,
  payload: { checkId: c.id, clientId: c.client_id, orderId: c.orderId, verdict: c.verdict, codes: c.codes as string[] },
});

/** A check as its lender reads it; undefined for a missing or foreign id. */
export async function findCheck(db: Database, lenderId: string, id: string) {
  return db
    .selectFrom('form_checks')
    .select([
      'id',
      'client_id',
      'order_id',
      'file_name',
      'status',
      'failure_reason',
      'verdict',
      'codes',
      'findings',
      'fields',
      'read_by',
      'pages',
      'created_at',
      'finished_at',
    ])
    .where('lender_id', '=', lenderId)
    .where('id', '=', id)
    .executeTakeFirst();
}
export type CheckRow = NonNullable<Awaited<ReturnType<typeof findCheck>>>;

/** The latest check of each of these orders (operations' queue and report page). */
export async function findChecksOfOrders(db: Database, orderIds: readonly string[]) {
  if (orderIds.length === 0) return [];
  return db
    .selectFrom('form_checks')
    .distinctOn('order_id')
    .select(['order_id', 'id', 'status', 'verdict', 'codes', 'findings'])
    .where('order_id', 'in', orderIds)
    .orderBy('order_id')
    .orderBy('created_at', 'desc')
    .execute();
}

/** A page image of a check of this lender: its file's key (or, in a row not yet moved, its sealed bytes). */
export async function findPage(db: Database, lenderId: string, checkId: string, page: number) {
  return db
    .selectFrom('form_check_pages as p')
    .innerJoin('form_checks as c', 'c.id', 'p.check_id')
    .select(['p.png_key', 'p.sealed_png'])
    .where('c.lender_id', '=', lenderId)
    .where('p.check_id', '=', checkId)
    .where('p.page', '=', page)
    .executeTakeFirst();
}

/**
 * What the job needs to run a check: its upload's key or the order's stored file's key, the client, and the
 * products whose line 3 needs it compares: a pre-check's own, an order's from the order (decision 285).
 */
export async function findCheckToRun(db: Database, id: string) {
  return db
    .selectFrom('form_checks as c')
    .leftJoin('stored_files as f', 'f.id', 'c.file_id')
    .leftJoin('orders as o', 'o.id', 'c.order_id')
    .select([
      'c.products',
      'o.report_type',
      'o.delivery',
      'o.record_of_account',
      'o.tax_return_transcripts',
      'o.wage_income',
      'c.id',
      'c.lender_id',
      'c.client_id',
      'c.order_id',
      'c.status',
      'c.file_name',
      'c.form_key',
      sql<boolean>`c.sealed_form is not null`.as('form_in_row'),
      'c.created_at',
      'f.storage_key',
    ])
    .where('c.id', '=', id)
    .executeTakeFirst();
}

/** The sealed upload of a check written before migration 062 and not yet moved to a file (decision 303). */
export async function findFormInRow(db: Database, id: string): Promise<Buffer | null> {
  const row = await db.selectFrom('form_checks').select('sealed_form').where('id', '=', id).executeTakeFirst();
  return row?.sealed_form ?? null;
}

export async function markRunning(db: Database, id: string, now: Date): Promise<void> {
  await db
    .updateTable('form_checks')
    .set({ status: 'running', started_at: sql`coalesce(started_at, ${now})` })
    .where('id', '=', id)
    .execute();
}

/** A run that threw: queued again for its retry, or failed with its reason on the last attempt (its upload let go). */
export async function markNotDone(db: Database, id: string, failure: { reason: string; now: Date } | null) {
  await db
    .updateTable('form_checks')
    .set(
      failure
        ? {
            status: 'failed',
            failure_reason: failure.reason,
            finished_at: failure.now,
            sealed_form: null,
            form_key: null,
          }
        : { status: 'queued' },
    )
    .where('id', '=', id)
    .execute();
}

export type CheckResultValues = {
  verdict: FormCheckVerdict;
  codes: string[];
  findings: unknown[];
  fields: unknown;
  readBy: string;
  /** Each page image's sealed file (decision 303). */
  pages: { page: number; width: number; height: number; scale: number; key: string }[];
};

/**
 * The result, its page images' keys and (for an order's check) the `form.checked` event, in the caller's short
 * transaction. The uploaded form stays for the order the lender may place with it. Answers the keys of the page
 * images a run before this one left, to delete once this commits.
 */
export async function saveResult(trx: Database, id: string, result: CheckResultValues, now: Date): Promise<string[]> {
  const row = await trx
    .updateTable('form_checks')
    .set({
      status: 'done',
      failure_reason: null,
      verdict: result.verdict,
      codes: JSON.stringify(result.codes),
      findings: JSON.stringify(result.findings),
      fields: JSON.stringify(result.fields),
      read_by: result.readBy,
      pages: JSON.stringify(result.pages.map(({ key: _key, ...page }) => page)),
      finished_at: now,
    })
    .where('id', '=', id)
    .returning(['id', 'lender_id', 'client_id', 'order_id', 'codes'])
    .executeTakeFirstOrThrow();
  const replaced = await trx.deleteFrom('form_check_pages').where('check_id', '=', id).returning('png_key').execute();
  if (result.pages.length > 0)
    await trx
      .insertInto('form_check_pages')
      .values(result.pages.map((p) => ({ check_id: id, page: p.page, png_key: p.key })))
      .execute();
  if (row.order_id)
    await recordEvent(
      trx,
      checkedEvent(row.lender_id, { ...row, orderId: row.order_id, verdict: result.verdict }),
      now,
    );
  return replaced.flatMap((p) => (p.png_key ? [p.png_key] : []));
}

/** The verdict of a pre-check of this lender and client, for the order placed with it. */
export async function findPreCheckVerdict(db: Database, lenderId: string, clientId: string, id: string) {
  return db
    .selectFrom('form_checks')
    .select(['status', 'verdict'])
    .where('lender_id', '=', lenderId)
    .where('client_id', '=', clientId)
    .where('id', '=', id)
    .executeTakeFirst();
}

/**
 * The background pass (decision 289): up to `limit` orders whose stored form was never checked (placed
 * before the check existed) get their check, newest first, in one short transaction. Their jobs come after
 * every check a person waits on (priority 0, below the pre-checks' and placements' 1). Answers how many.
 */
export async function queueUncheckedOrderForms(db: Database, limit: number): Promise<number> {
  if (limit <= 0) return 0;
  return db.transaction().execute(async (trx) => {
    const rows = await trx
      .insertInto('form_checks')
      .columns(['lender_id', 'client_id', 'order_id', 'file_id', 'file_name', 'file_sha256', 'created_at'])
      .expression((eb) =>
        eb
          .selectFrom('orders as o')
          .innerJoin('stored_files as f', 'f.id', 'o.form_file_id')
          .select([
            'o.lender_id',
            'o.client_id',
            'o.id',
            'f.id as file_id',
            'f.original_name',
            'f.sha256',
            // Received on the day the order was placed: the check judges the form as of then (decision 274's input).
            'o.created_at',
          ])
          .where('f.deleted_at', 'is', null)
          .where(({ not, exists, selectFrom }) =>
            not(exists(selectFrom('form_checks as fc').select('fc.id').whereRef('fc.order_id', '=', 'o.id'))),
          )
          .orderBy('o.created_at', 'desc')
          .orderBy('o.id')
          .limit(limit),
      )
      .returning(['id', 'lender_id'])
      .execute();
    for (const row of rows)
      await enqueueJob(trx, {
        kind: FORM_CHECK_JOB,
        lenderId: row.lender_id,
        createdBy: null,
        payload: { checkId: row.id },
        priority: 0,
      });
    return rows.length;
  });
}

/**
 * Pre-checks no order took, older than `before`: their rows and page rows go (decision 289), in one statement.
 * Answers the keys of their files (the upload and the page images, decision 303), to delete after it.
 */
export async function deleteUnusedPreChecks(db: Database, before: Date): Promise<string[]> {
  const rows = await db
    .with('gone', (qb) =>
      qb
        .deleteFrom('form_checks')
        .where('order_id', 'is', null)
        .where('file_id', 'is', null)
        .where('created_at', '<', before)
        .where('status', 'in', ['done', 'failed'])
        .returning(['id', 'form_key']),
    )
    .selectFrom('gone')
    .select('gone.form_key as key')
    // The statement sees the pages as they were before it: the ones the delete cascades to.
    .unionAll((eb) =>
      eb.selectFrom('form_check_pages as p').innerJoin('gone', 'gone.id', 'p.check_id').select('p.png_key as key'),
    )
    .execute();
  return rows.flatMap((r) => (r.key ? [r.key] : []));
}
