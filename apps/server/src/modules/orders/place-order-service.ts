import { createHash, randomUUID } from 'node:crypto';
import { type AddOnValues, type PlacedOrder, REPORT_TYPES, type Role } from '@taxlens/contracts';
import type { AppContext } from '../../app-context.js';
import type { Database } from '../../db/connection.js';
import { AppError } from '../../platform/errors.js';
import { enqueue } from '../../platform/outbox/enqueue.js';
import { checkPdf } from '../../platform/storage/pdf-upload.js';
import { priceOrderLine } from '../invoices/service.js';
import { dueTime } from './due-time.js';
import {
  checkAddOnSelection,
  checkClients,
  checkNoPendingOrder,
  ORDER_OWNER_ROLES,
  resolveOnDemandProduct,
  resolveOwner,
  resolveProduct,
} from './order-rules.js';
import { toPlacedOrder } from './order-view.js';
import * as repo from './repo.js';

export type UploadedFile = { bytes: Buffer; originalName: string };

type StoredUpload = ({ key: string } & UploadedFile) | null;
export type OrderItem = { clientId: string; formName: string | null; file: UploadedFile | null };

export type OrderRequest =
  | { mode: 'forms'; product: string; addOns: AddOnValues; ownerId: string | undefined; items: OrderItem[] }
  | { mode: 'on-demand'; addOns: AddOnValues; ownerId: string | undefined; items: OrderItem[] };

export type Actor = { userId: string; lenderId: string; roles: readonly Role[] };
export type PlaceOrderOutcome = { replayed: boolean; orders: PlacedOrder[] };

const UNIQUE_VIOLATION = '23505';
const sha256 = (bytes: Uint8Array | string) => createHash('sha256').update(bytes).digest('hex');

// A 5 MB form is hashed once per request (for the idempotency hash and the stored_files row).
const fileHashes = new WeakMap<Buffer, string>();
function hashFile(bytes: Buffer): string {
  let hash = fileHashes.get(bytes);
  if (!hash) fileHashes.set(bytes, (hash = sha256(bytes)));
  return hash;
}

/** What makes two submissions "the same": every field and every file's content. */
function hashRequest(request: OrderRequest): string {
  return sha256(
    JSON.stringify({
      mode: request.mode,
      product: request.mode === 'forms' ? request.product : null,
      addOns: request.addOns,
      ownerId: request.ownerId ?? null,
      items: request.items.map((i) => ({ clientId: i.clientId, formName: i.formName, file: i.file ? hashFile(i.file.bytes) : null })),
    }),
  );
}

/**
 * Places one order per item (a bundle when several), after checking every rule again. Files are
 * written before the transaction and removed when it fails, so a committed row always has its file
 * and a failure leaves neither. The same Idempotency-Key with the same request answers the first
 * orders; with another request, 422.
 */
export async function placeOrders(ctx: AppContext, actor: Actor, request: OrderRequest, idempotencyKey?: string): Promise<PlaceOrderOutcome> {
  const requestHash = hashRequest(request);
  if (idempotencyKey) {
    const replay = await findReplay(ctx.db, actor.lenderId, idempotencyKey, requestHash);
    if (replay) return replay;
  }

  const written: string[] = [];
  try {
    const prepared = await checkRequest(ctx, actor, request);
    const files: StoredUpload[] = [];
    for (const item of request.items) {
      if (!item.file) {
        files.push(null);
        continue;
      }
      const key = randomUUID().replaceAll('-', '');
      // Listed before the write, so a write that fails half-way is cleaned up too.
      written.push(key);
      await ctx.storage.put(key, item.file.bytes);
      files.push({ key, ...item.file });
    }
    const orderIds = await writeOrders(ctx, actor, request, prepared, files, idempotencyKey ? { key: idempotencyKey, hash: requestHash } : null);
    ctx.outbox.kick();
    return { replayed: false, orders: (await repo.listOrdersByIds(ctx.db, actor.lenderId, orderIds)).map(toPlacedOrder) };
  } catch (error) {
    await Promise.allSettled(written.map((key) => ctx.storage.delete(key)));
    // The same submission sent twice at once: the copy that lost the race (on the submission key or
    // on the client's open order, which the winner has just committed) answers the winner's orders.
    if (idempotencyKey && (error instanceof SubmissionTaken || isPendingOrderConflict(error))) {
      const replay = await findReplay(ctx.db, actor.lenderId, idempotencyKey, requestHash);
      if (replay) return replay;
    }
    if (isUniqueViolation(error, 'orders_one_open_per_client')) {
      throw AppError.of(409, 'PENDING_ORDER', 'An order already exists for this client.');
    }
    throw error;
  }
}

const isPendingOrderConflict = (error: unknown) =>
  isUniqueViolation(error, 'orders_one_open_per_client') ||
  (error instanceof AppError && error.status === 409 && error.messages.some((m) => m.key === 'PENDING_ORDER'));

async function findReplay(db: Database, lenderId: string, key: string, hash: string): Promise<PlaceOrderOutcome | null> {
  const submission = await repo.findSubmission(db, lenderId, key);
  if (!submission) return null;
  if (submission.request_hash !== hash) {
    throw AppError.of(422, 'IDEMPOTENCY_KEY_REUSED', 'This Idempotency-Key was already used for a different order.');
  }
  const orders = await repo.listOrdersOfSubmission(db, lenderId, submission.id);
  return { replayed: true, orders: orders.map(toPlacedOrder) };
}

type Prepared = Awaited<ReturnType<typeof checkRequest>>;

async function checkRequest(ctx: AppContext, actor: Actor, request: OrderRequest) {
  const clientIds = request.items.map((i) => i.clientId);
  const clients = checkClients(clientIds, await repo.findClients(ctx.db, actor.lenderId, clientIds));
  const products = await repo.listActiveProducts(ctx.db, actor.lenderId);
  const flags = await repo.findOrderingFlags(ctx.db, actor.lenderId);
  const product = request.mode === 'forms' ? resolveProduct(products, request.product, flags) : resolveOnDemandProduct(products);
  checkAddOnSelection(product, clients, request.addOns);
  const owners = await repo.listOrderOwners(ctx.db, actor.lenderId, ORDER_OWNER_ROLES);
  const ownerId = resolveOwner({ ownerId: request.ownerId, userId: actor.userId, roles: actor.roles }, owners);
  if (request.mode === 'forms') await checkForms(request.items);
  checkNoPendingOrder(clients, await repo.findOpenOrders(ctx.db, actor.lenderId, clientIds));
  // Each order is billed at the lender's pricing schedule: the product plus the add-ons ordered.
  const line = await priceOrderLine(ctx.db, actor.lenderId, product.priceCents, request.addOns);
  return { clients, product, ownerId, line };
}

async function checkForms(items: readonly OrderItem[]): Promise<void> {
  for (const item of items) {
    if (!item.file) throw AppError.of(400, 'FORM_REQUIRED', 'Please attach the signed 8821 form for every client.', { field: 'file' });
    const check = await checkPdf(item.file.bytes);
    if (check.ok) continue;
    if (check.reason === 'too-large') {
      throw AppError.of(413, 'FILE_TOO_LARGE', `${item.file.originalName} is larger than 10 MB. Please upload a smaller PDF.`, { field: 'file' });
    }
    throw AppError.of(400, 'NOT_A_PDF', `${item.file.originalName} is not a PDF file. Please upload the signed 8821 as a PDF.`, { field: 'file' });
  }
}

class SubmissionTaken extends Error {}

async function writeOrders(
  ctx: AppContext,
  actor: Actor,
  request: OrderRequest,
  prepared: Prepared,
  files: readonly StoredUpload[],
  idempotency: { key: string; hash: string } | null,
): Promise<string[]> {
  const now = ctx.clock.now();
  const { product, clients, ownerId, line } = prepared;
  const addOnNote = line.addOnLabels.length ? ` (+ ${line.addOnLabels.join(', ')})` : '';
  const dueAt = dueTime(product.delivery, now);
  const bundleOrderId = request.items.length > 1 ? randomUUID() : null;
  const typeLabel = REPORT_TYPES.find((t) => t.code === product.reportType)?.label ?? product.reportType;

  return ctx.db.transaction().execute(async (trx) => {
    let submissionId: string | null = null;
    if (idempotency) {
      const row = await trx
        .insertInto('order_submissions')
        .values({ lender_id: actor.lenderId, idempotency_key: idempotency.key, request_hash: idempotency.hash, placed_by: actor.userId, created_at: now })
        .onConflict((oc) => oc.columns(['lender_id', 'idempotency_key']).doNothing())
        .returning('id')
        .executeTakeFirst();
      if (!row) throw new SubmissionTaken();
      submissionId = row.id;
    }
    const orderIds: string[] = [];
    for (const [index, item] of request.items.entries()) {
      const file = files[index] ?? null;
      let formFileId: string | null = null;
      if (file) {
        const stored = await trx
          .insertInto('stored_files')
          .values({
            lender_id: actor.lenderId,
            storage_key: file.key,
            original_name: file.originalName.slice(0, 255),
            content_type: 'application/pdf',
            size_bytes: file.bytes.length,
            sha256: hashFile(file.bytes),
            uploaded_by: actor.userId,
            created_at: now,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        formFileId = stored.id;
      }
      const order = await trx
        .insertInto('orders')
        .values({
          lender_id: actor.lenderId,
          client_id: item.clientId,
          bundle_order_id: bundleOrderId,
          report_type: product.reportType,
          delivery: product.delivery,
          record_of_account: request.addOns.recordOfAccount,
          tax_return_transcripts: request.addOns.taxReturnTranscripts,
          wage_income: request.addOns.wageIncome,
          on_demand: request.mode === 'on-demand',
          placed_by: actor.userId,
          owner_id: ownerId,
          form_file_id: formFileId,
          form_name: item.formName,
          idempotency_key: idempotency?.key ?? null,
          submission_id: submissionId,
          due_at: dueAt,
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      orderIds.push(order.id);
      await trx
        .insertInto('reports')
        .values({ lender_id: actor.lenderId, client_id: item.clientId, order_id: order.id, kind: 'ORDER', report_type: product.reportType, created_at: now })
        .execute();
      const businessName = clients[index]?.businessName ?? '';
      await trx
        .insertInto('invoice_lines')
        .values({
          lender_id: actor.lenderId,
          order_id: order.id,
          line_date: now,
          description: `${typeLabel}, ${product.label}${addOnNote}: ${businessName}`,
          product_code: product.productCode,
          amount_cents: line.amountCents,
          created_at: now,
        })
        .execute();
    }
    await enqueue(
      trx,
      {
        channel: 'ops-event',
        payload: {
          type: 'ORDER_PLACED',
          lenderId: actor.lenderId,
          orderIds,
          bundleOrderId,
          reportType: product.reportType,
          delivery: product.delivery,
          dueAt: dueAt.toISOString(),
        },
      },
      now,
    );
    return orderIds;
  });
}

function isUniqueViolation(error: unknown, constraint: string): boolean {
  const e = error as { code?: string; constraint?: string; message?: string };
  return e?.code === UNIQUE_VIOLATION && (e.constraint === constraint || String(e.message).includes(constraint));
}
