import { createHash, randomUUID } from 'node:crypto';
import {
  type AddOnValues,
  BUSINESS_TIME_ZONE,
  type PlacedOrder,
  priceOrder,
  REPORT_TYPES,
  type Role,
} from '@taxlens/contracts';
import type { AppContext } from '../../app-context.js';
import type { Database } from '../../db/connection.js';
import { AppError } from '../../platform/errors.js';
import { type KeyRecorder, KeyTaken, runOnceWithWork } from '../../platform/idempotency/run-once.js';
import { type EventInput, recordEvent } from '../../platform/events/record-event.js';
import type { FileContent } from '../../platform/storage/file-content.js';
import { checkPdf } from '../../platform/storage/pdf-upload.js';
import { storedFileValues, withSavedFiles } from '../../platform/storage/save-file.js';
import { getAddOnPrices } from '../invoices/index.js';
import { dueTime } from '../../domain/due-time.js';
import { findFormsOnFile, type FormOnFile, NO_FORM_ON_FILE } from '../clients/index.js';
import { queueOrderChecks, sendAnywayReasonFor } from '../form-check/index.js';
import {
  checkAddOnSelection,
  checkClients,
  checkNoPendingOrder,
  hasOrderPlacerRight,
  ORDER_OWNER_ROLES,
  resolveOnDemandProduct,
  resolveOwner,
  resolveProduct,
} from './order-rules.js';
import { insertAwaitingOrder } from './awaiting-orders-repo.js';
import { insertQueuedOrder, insertSubmission } from './place-order-repo.js';
import { checkOrderSignatures, openAwaitedRequest, type OrderSignature } from './order-signatures.js';
import { toPlacedOrder } from './order-view.js';
import * as repo from './repo.js';
import type { OrderRow } from './repo.js';

export type UploadedFile = { content: FileContent; originalName: string };

/**
 * `formOnFile`: no file sent; the client's latest stored 8821 is used when still valid (docs/decisions/176).
 * `signature`: no file either; the order waits on a signature request (docs/decisions/213).
 */
export type OrderItem = {
  clientId: string;
  formName: string | null;
  file: UploadedFile | null;
  formOnFile?: boolean;
  signature?: OrderSignature | undefined;
  /** The pre-check of this item's file (decision 274) and, when it said likely_rejection, why it is sent anyway. */
  formCheckId?: string | undefined;
  sendAnywayReason?: string | undefined;
};

export type OrderRequest =
  | { mode: 'forms'; product: string; addOns: AddOnValues; ownerId: string | undefined; items: OrderItem[] }
  | { mode: 'on-demand'; addOns: AddOnValues; ownerId: string | undefined; items: OrderItem[] };

/**
 * `ip`: the caller's address, recorded with a signature request sent with the order. `sandbox`: the
 * lender is a sandbox (API test mode, decision 189), as loaded with the caller's lender or, for a
 * job, from the lender row (docs/decisions/270): its orders are never billed, its events are test.
 */
export type Actor = { userId: string; lenderId: string; roles: readonly Role[]; ip?: string | null; sandbox: boolean };
export type PlaceOrderOutcome = { replayed: boolean; orders: PlacedOrder[] };

const UNIQUE_VIOLATION = '23505';
const sha256 = (bytes: string) => createHash('sha256').update(bytes).digest('hex');

/** What makes two submissions "the same": every field and every file's content. */
function hashRequest(request: OrderRequest): string {
  return sha256(
    JSON.stringify({
      mode: request.mode,
      product: request.mode === 'forms' ? request.product : null,
      addOns: request.addOns,
      ownerId: request.ownerId ?? null,
      items: request.items.map((i) => ({
        clientId: i.clientId,
        formName: i.formName,
        file: i.file ? i.file.content.sha256 : null,
        onFile: i.formOnFile === true,
        signature: i.signature ?? null,
        // Left out when not sent (undefined), so keys recorded before the form check (decision 274) keep their fingerprint.
        formCheckId: i.formCheckId,
        sendAnywayReason: i.sendAnywayReason,
      })),
    }),
  );
}

/**
 * Places one order per item (a bundle when several), after checking every rule again. The forms are
 * saved with the shared withSavedFiles in the orders' transaction, so a committed row always has its
 * file and a failure leaves neither. The same Idempotency-Key with the same request answers the
 * first orders; with another request, 422.
 */
export async function placeOrders(
  ctx: AppContext,
  actor: Actor,
  request: OrderRequest,
  idempotencyKey?: string,
): Promise<PlaceOrderOutcome> {
  const facts = readOrderFacts(ctx, actor, request);
  // Asked for with the replay check; a replay answers without them, so their failure is then no one's concern.
  facts.catch(() => undefined);
  const place = async (recorder: KeyRecorder<SubmissionAnswer> | null) => {
    const prepared = await checkRequest(ctx, actor, request, await facts);
    const idempotency = idempotencyKey && recorder ? { key: idempotencyKey, recorder } : null;
    const rows = await writeOrders(ctx, actor, request, prepared, idempotency);
    ctx.outbox.kick();
    // The rows the inserts returned, in the order a listing gives them (no second read of what was just written).
    return rows
      .map(toPlacedOrder)
      .sort((a, b) => (a.businessName < b.businessName ? -1 : a.businessName > b.businessName ? 1 : 0));
  };
  try {
    if (!idempotencyKey) return { replayed: false, orders: await place(null) };
    const { result, replayed } = await runOnceWithWork<SubmissionAnswer, PlacedOrder[]>(
      ctx.db,
      ctx.clock.now(),
      {
        scope: { surface: 'web-orders', lenderId: actor.lenderId, principal: '', key: idempotencyKey },
        fingerprint: hashRequest(request),
        refuseReuse: () =>
          AppError.of(422, 'IDEMPOTENCY_KEY_REUSED', 'This Idempotency-Key was already used for a different order.'),
      },
      {
        run: place,
        replay: async ({ submissionId }) =>
          (await repo.listOrdersOfSubmission(ctx.db, actor.lenderId, submissionId)).map(toPlacedOrder),
        // The same submission sent twice at once: the copy that lost the race (on the submission key or
        // on the client's open order, which the winner has just committed) answers the winner's orders.
        raced: isPendingOrderConflict,
      },
    );
    return { replayed, orders: result };
  } catch (error) {
    if (isUniqueViolation(error, 'orders_one_open_per_client')) {
      throw AppError.of(409, 'PENDING_ORDER', 'An order already exists for this client.');
    }
    throw error;
  }
}

/** What a keyed submission's key replays: the orders it made, read again (decision 253). */
type SubmissionAnswer = { submissionId: string };

const isPendingOrderConflict = (error: unknown) =>
  isUniqueViolation(error, 'orders_one_open_per_client') ||
  (error instanceof AppError && error.status === 409 && error.messages.some((m) => m.key === 'PENDING_ORDER'));

type Prepared = Awaited<ReturnType<typeof checkRequest>>;

const esignActor = (actor: Actor) => ({ userId: actor.userId, lenderId: actor.lenderId, ip: actor.ip ?? null });

/**
 * What the checks read, each independent of the others: asked for at once, so a busy server makes the
 * request wait one round trip instead of four (docs/decisions/064, 229). Only what the checks use.
 */
function readOrderFacts(ctx: AppContext, actor: Actor, request: OrderRequest) {
  return Promise.all([
    repo.findClientsWithOpenOrders(
      ctx.db,
      actor.lenderId,
      request.items.map((i) => i.clientId),
    ),
    repo.findOrderTerms(ctx.db, actor.lenderId),
    // Only a user with the order-placer right names an owner, so only then is the list needed.
    hasOrderPlacerRight(actor.roles)
      ? repo.listOrderOwners(ctx.db, actor.lenderId, ORDER_OWNER_ROLES)
      : Promise.resolve([]),
    getAddOnPrices(ctx.db, actor.lenderId),
  ]);
}

async function checkRequest(
  ctx: AppContext,
  actor: Actor,
  request: OrderRequest,
  facts: Awaited<ReturnType<typeof readOrderFacts>>,
) {
  const [found, { products, flags }, owners, addOnPrices] = facts;
  const clientIds = request.items.map((i) => i.clientId);
  const clients = checkClients(clientIds, found.clients);
  const product =
    request.mode === 'forms' ? resolveProduct(products, request.product, flags) : resolveOnDemandProduct(products);
  checkAddOnSelection(product, clients, request.addOns);
  const ownerId = resolveOwner({ ownerId: request.ownerId, userId: actor.userId, roles: actor.roles }, owners);
  const onFile =
    request.mode === 'forms'
      ? await checkFormsOnFile(ctx, actor.lenderId, request.items, clients)
      : new Map<string, FormOnFile>();
  if (request.mode === 'forms') await checkForms(request.items.filter((i) => !i.formOnFile && !i.signature));
  // "Send it anyway" (decision 274): a form whose pre-check said likely_rejection goes only with a reason.
  const sendAnyway = new Map<OrderItem, string | null>();
  for (const item of request.items) sendAnyway.set(item, await sendAnywayReasonFor(ctx.db, actor.lenderId, item));
  if (found.openOrders.length > 0) {
    // The refusal names when the pending order was placed, in the reader's own zone (decision 154).
    const reader = await repo.findUserTimeZone(ctx.db, actor.userId);
    checkNoPendingOrder(clients, found.openOrders, reader?.time_zone ?? BUSINESS_TIME_ZONE);
  }
  // Each order is billed at the lender's pricing schedule: the product plus the add-ons ordered.
  const line = priceOrder(product.priceCents, request.addOns, addOnPrices);
  // Last, once every other rule passed: a new request's form is rendered here.
  const awaited =
    request.mode === 'forms'
      ? await checkOrderSignatures(ctx, { ...esignActor(actor), roles: actor.roles }, request.items)
      : new Map();
  return { clients, product, ownerId, line, onFile, awaited, sendAnyway };
}

/** The items ordered with the 8821 on file: each client's latest form must still be usable, else 400 with why. */
async function checkFormsOnFile(
  ctx: AppContext,
  lenderId: string,
  items: readonly OrderItem[],
  clients: readonly { businessName: string }[],
) {
  const wanted = items.filter((i) => i.formOnFile);
  const forms = await findFormsOnFile(
    ctx.db,
    lenderId,
    wanted.map((i) => i.clientId),
    { now: ctx.clock.now(), usableDays: ctx.config.formOnFileDays },
  );
  for (const item of wanted) {
    const form = forms.get(item.clientId);
    const problem = form ? form.problem : NO_FORM_ON_FILE;
    if (!problem) continue;
    // In a bundle the sentence names the client it is about.
    const who = items.length > 1 ? `${clients[items.indexOf(item)]?.businessName ?? ''}: ` : '';
    throw AppError.of(400, 'FORM_ON_FILE_INVALID', `${who}${problem}`, { field: 'formOnFile' });
  }
  return forms;
}

async function checkForms(items: readonly OrderItem[]): Promise<void> {
  for (const item of items) {
    if (!item.file)
      throw AppError.of(400, 'FORM_REQUIRED', 'Please attach the signed 8821 form for every client.', {
        field: 'file',
      });
    const check = await checkPdf(item.file.content);
    if (check.ok) continue;
    if (check.reason === 'too-large') {
      throw AppError.of(
        413,
        'FILE_TOO_LARGE',
        `${item.file.originalName} is larger than 10 MB. Please upload a smaller PDF.`,
        { field: 'file' },
      );
    }
    throw AppError.of(
      400,
      'NOT_A_PDF',
      `${item.file.originalName} is not a PDF file. Please upload the signed 8821 as a PDF.`,
      { field: 'file' },
    );
  }
}

async function writeOrders(
  ctx: AppContext,
  actor: Actor,
  request: OrderRequest,
  prepared: Prepared,
  idempotency: Idempotency | null,
): Promise<OrderRow[]> {
  const now = ctx.clock.now();
  const { product, clients, ownerId, line, onFile, awaited, sendAnyway } = prepared;
  const addOnNote = line.addOnLabels.length ? ` (+ ${line.addOnLabels.join(', ')})` : '';
  const dueAt = dueTime(product.delivery, now);
  const bundleOrderId = request.items.length > 1 ? randomUUID() : null;
  const typeLabel = REPORT_TYPES.find((t) => t.code === product.reportType)?.label ?? product.reportType;

  return withSavedFiles(ctx.db, ctx.storage, async (trx, save, put) => {
    // Each order's id is chosen here, so the event naming the orders is written before them. The
    // lender's version and count rows, which every placement of the lender updates, are taken only
    // as the transaction commits (migration 052, decision 240), so no order waits for another's round trips.
    const queuedIds = new Map(
      request.items.filter((item) => !awaited.has(item.clientId)).map((item) => [item, randomUUID()]),
    );
    // Operations learn of new due orders from the stream (the operations-log consumer); an order
    // awaiting signature is told there when it enters the queue (docs/decisions/213).
    const placed: EventInput<'order.placed'> | null =
      queuedIds.size > 0
        ? {
            type: 'order.placed',
            lenderId: actor.lenderId,
            test: actor.sandbox,
            payload: {
              orderIds: [...queuedIds.values()],
              bundleOrderId,
              reportType: product.reportType,
              delivery: product.delivery,
              dueAt: dueAt.toISOString(),
            },
          }
        : null;
    const submissionId = await recordSubmission(trx, actor, idempotency, placed, now);
    // What every order of this submission says, placed now or awaiting a signature.
    const orderValuesOf = (item: OrderItem) => ({
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
      idempotency_key: idempotency?.key ?? null,
      submission_id: submissionId,
      created_at: now,
      updated_at: now,
    });
    const businessNameOf = (item: OrderItem) => clients[request.items.indexOf(item)]?.businessName ?? '';
    // The forms first (written to storage; each row is written with its order), so no upload is written while the lender's rows are held.
    const forms = new Map<OrderItem, OrderForm>();
    for (const item of queuedIds.keys()) {
      if (item.file) {
        const file = {
          lenderId: actor.lenderId,
          originalName: item.file.originalName,
          contentType: 'application/pdf',
          uploadedBy: actor.userId,
          createdAt: now,
        };
        const stored = await put({ ...file, folder: 'forms', extension: 'pdf', bytes: item.file.content });
        forms.set(item, {
          upload: storedFileValues({ ...file, originalName: stored.originalName }, stored.storageKey, stored.content),
          fileId: null,
          formName: item.formName,
          spouseFileId: null,
        });
        continue;
      }
      const onFileForm = onFile.get(item.clientId);
      const fileId = onFileForm?.fileId ?? null;
      // A joint filer's current pair goes with an order on the 8821 on file (docs/decisions/218).
      const spouseFileId = fileId ? await repo.spouseFormOf(trx, actor.lenderId, item.clientId, fileId) : null;
      forms.set(item, {
        upload: null,
        fileId,
        formName: item.formName ?? onFileForm?.originalName ?? null,
        spouseFileId,
      });
    }
    const rows: OrderRow[] = [];
    for (const item of request.items) {
      const waitsOn = awaited.get(item.clientId);
      if (!waitsOn) continue;
      const businessName = businessNameOf(item);
      // No report, no invoice line: the order enters the queue, billed, when the form becomes usable.
      const requestId = await openAwaitedRequest(trx, save, ctx, esignActor(actor), item.clientId, waitsOn);
      const bill = actor.sandbox
        ? null
        : {
            amountCents: line.amountCents,
            description: `${typeLabel}, ${product.label}${addOnNote}: ${businessName}`,
            productCode: product.productCode,
          };
      const order = await insertAwaitingOrder(
        trx,
        { ...orderValuesOf(item), form_name: item.formName },
        requestId,
        bill,
      );
      rows.push({ ...order, business_name: businessName });
    }
    for (const [item, id] of queuedIds) {
      const businessName = businessNameOf(item);
      const form = forms.get(item)!;
      // The uploaded form's row, the order, its report and its invoice line in one statement: one round trip per client.
      const order = await insertQueuedOrder(trx, {
        upload: form.upload,
        fileId: form.fileId,
        billed: !actor.sandbox,
        order: {
          ...orderValuesOf(item),
          id,
          spouse_form_file_id: form.spouseFileId,
          form_name: form.formName,
          due_at: dueAt,
          send_anyway_reason: sendAnyway.get(item) ?? null,
        },
        line: {
          description: `${typeLabel}, ${product.label}${addOnNote}: ${businessName}`,
          productCode: product.productCode,
          amountCents: line.amountCents,
        },
      });
      rows.push({ ...order, business_name: businessName });
    }
    // Every placed order's form is checked after placement, never waited on (decision 274): its result reaches the order.
    const checked = [...queuedIds].filter(([item]) => forms.get(item)?.upload || forms.get(item)?.fileId);
    await queueOrderChecks(
      trx,
      actor.lenderId,
      actor.userId,
      checked.map(([item, orderId]) => ({ orderId, preCheckId: item.formCheckId ?? null })),
      now,
    );
    return rows;
  });
}

/** An order's 8821: an upload whose row is written with the order, or a stored form's id (on file). */
type OrderForm = {
  upload: ReturnType<typeof storedFileValues> | null;
  fileId: string | null;
  formName: string | null;
  spouseFileId: string | null;
};

/** A keyed submission's key and what records it in the store with the orders. */
type Idempotency = { key: string; recorder: KeyRecorder<SubmissionAnswer> };

/**
 * The submission's row and its key in the store, when the request came with an Idempotency-Key, and
 * the event naming the orders, in one statement (docs/decisions/238, 253). A key already taken by the
 * same request sent twice at once: KeyTaken, and the transaction rolls back with the event.
 */
async function recordSubmission(
  trx: Database,
  actor: Actor,
  idempotency: Idempotency | null,
  placed: EventInput<'order.placed'> | null,
  now: Date,
): Promise<string | null> {
  if (!idempotency) {
    if (placed) await recordEvent(trx, placed, now);
    return null;
  }
  const submissionId = randomUUID();
  const submission = {
    id: submissionId,
    lender_id: actor.lenderId,
    idempotency_key: idempotency.key,
    placed_by: actor.userId,
    created_at: now,
  };
  const row = await insertSubmission(trx, {
    submission,
    key: (db) => idempotency.recorder.insert(db, { submissionId }),
    placed,
    now,
  });
  if (!row) throw new KeyTaken();
  return row.id;
}

function isUniqueViolation(error: unknown, constraint: string): boolean {
  const e = error as { code?: string; constraint?: string; message?: string };
  return e?.code === UNIQUE_VIOLATION && (e.constraint === constraint || String(e.message).includes(constraint));
}
