import { type Insertable, type QueryCreator, sql } from 'kysely';
import type { Database } from '../../db/connection.js';
import type { DB } from '../../db/schema.js';
import type { OrdersTable } from '../../db/schema-portfolio.js';
import { eventValues } from '../../platform/events/events-repo.js';
import type { EventInput } from '../../platform/events/record-event.js';
import type { insertKey } from '../../platform/idempotency/keys-repo.js';
import type { storedFileValues } from '../../platform/storage/save-file.js';

// SQL of placing orders: each queued order and its submission are written in one statement each.

const PLACED_COLUMNS = [
  'id',
  'client_id',
  'report_type',
  'delivery',
  'status',
  'record_of_account',
  'tax_return_transcripts',
  'wage_income',
  'on_demand',
  'form_name',
  'bundle_order_id',
  'created_at',
  'due_at',
  'signature_request_id',
  'cancel_reason',
] as const;

/**
 * The uploaded form's row (or the stored form's id), the order, its report and its invoice line in one
 * statement: one round trip per client. A sandbox's orders (API test mode, decision 189) are never billed.
 */
export async function insertQueuedOrder(
  trx: Database,
  input: {
    upload: ReturnType<typeof storedFileValues> | null;
    fileId: string | null;
    /** False at a sandbox (as the caller's lender carries it, docs/decisions/270): no invoice line. */
    billed: boolean;
    order: Insertable<OrdersTable> & { lender_id: string };
    line: { description: string; productCode: string; amountCents: number };
  },
) {
  const { upload, line } = input;
  const lenderId = input.order.lender_id;
  return trx
    .with('form', (db) =>
      upload
        ? db.insertInto('stored_files').values(upload).returning('id')
        : db.selectNoFrom(sql<string | null>`${input.fileId}::uuid`.as('id')),
    )
    .with('placed', (db) =>
      db
        .insertInto('orders')
        .values({ ...input.order, form_file_id: sql<string | null>`(select id from form)` })
        .returning(PLACED_COLUMNS),
    )
    .with('report', (db) =>
      db
        .insertInto('reports')
        .columns(['lender_id', 'client_id', 'order_id', 'kind', 'report_type', 'created_at'])
        .expression((eb) =>
          eb
            .selectFrom('placed')
            .select([
              eb.val(lenderId).as('lender_id'),
              'client_id',
              'id',
              eb.val('ORDER' as const).as('kind'),
              'report_type',
              'created_at',
            ]),
        ),
    )
    .with('line', (db) =>
      db
        .insertInto('invoice_lines')
        .columns(['lender_id', 'order_id', 'line_date', 'description', 'product_code', 'amount_cents', 'created_at'])
        .expression((eb) =>
          eb
            .selectFrom('placed')
            .select([
              eb.val(lenderId).as('lender_id'),
              'id',
              'created_at as line_date',
              eb.val(line.description).as('description'),
              eb.val(line.productCode).as('product_code'),
              eb.val(line.amountCents).as('amount_cents'),
              'created_at',
            ])
            .where(sql.lit(input.billed)),
        ),
    )
    .selectFrom('placed')
    .selectAll()
    .executeTakeFirstOrThrow();
}

/**
 * The submission's row, its idempotency key (`key`, the store's insert as a CTE) and the event naming the
 * orders in one statement (docs/decisions/238, 253). No row: the key is taken.
 */
export async function insertSubmission(
  trx: Database,
  input: {
    submission: { id: string; lender_id: string; idempotency_key: string; placed_by: string; created_at: Date };
    key: (db: QueryCreator<DB>) => ReturnType<typeof insertKey>;
    placed: EventInput<'order.placed'> | null;
    now: Date;
  },
) {
  const { submission, placed, now } = input;
  const withKey = trx.with('key', input.key).with('submission', (db) =>
    db
      .insertInto('order_submissions')
      .values(submission)
      .onConflict((oc) => oc.columns(['lender_id', 'idempotency_key']).doNothing())
      .returning('id'),
  );
  return placed
    ? await withKey
        .with('event', (db) => db.insertInto('domain_events').values(eventValues(placed, now)))
        .selectFrom(['submission', 'key'])
        .select('submission.id')
        .executeTakeFirst()
    : await withKey.selectFrom(['submission', 'key']).select('submission.id').executeTakeFirst();
}
