import { randomUUID } from 'node:crypto';
import { type FormCheck, formPreCheckFieldsSchema, toSafeFileName } from '@taxlens/contracts';
import { productsOfOrder } from '@taxlens/form-check';
import type { AppContext } from '../../app-context.js';
import type { Database } from '../../db/connection.js';
import { AppError, notFound } from '../../platform/errors.js';
import { sealedBytes } from '../../platform/sealed-bytes.js';
import type { FileUpload } from '../../platform/storage/read-file-upload.js';
import { withSavedFiles } from '../../platform/storage/save-file.js';
import { assertPdf } from '../../platform/storage/pdf-upload.js';
import { parseWith } from '../../platform/validation-messages.js';
import { CHECK_FILES_FOLDER } from './move-files.js';
import * as repo from './repo.js';
import { uploadHandoffOf } from './upload-handoff.js';
import { toFormCheck } from './view.js';

type Caller = { lenderId: string; userId: string };

/**
 * A pre-check of the form a lender chose on Place Order (or on the client page): the bytes are checked
 * to be a PDF within the limit (400 / 413 as the order call answers), stored as a sealed file (decision 303:
 * not a bytea value, which held the embedded database's thread) and queued with the products of the order
 * being placed (their line 3 needs, decision 285); the job gets the bytes from memory. The answer is the
 * check's id at once. A client of another lender is not found.
 */
export async function startPreCheck(
  ctx: AppContext,
  caller: Caller,
  clientId: string,
  readUpload: () => Promise<FileUpload>,
): Promise<{ id: string; status: 'queued' }> {
  // The client first: another lender's id is not found, whatever was sent with it.
  if (!(await repo.findClientFacts(ctx.db, caller.lenderId, clientId))) throw notFound('The client');
  const upload = await readUpload();
  const order = parseWith(formPreCheckFieldsSchema, upload.fields, 'body');
  await assertPdf(upload.bytes);
  const id = randomUUID();
  const fileName = toSafeFileName(upload.fileName, 'form.pdf');
  // Kept before the commit: the job may start as soon as its row commits.
  const handoff = uploadHandoffOf(ctx);
  handoff.keep(id, upload.bytes);
  try {
    await withSavedFiles(ctx.db, ctx.storage, async (trx, _save, put) => {
      const file = await put({
        lenderId: caller.lenderId,
        folder: CHECK_FILES_FOLDER,
        extension: 'pdf',
        bytes: upload.bytes,
        originalName: fileName,
        contentType: 'application/pdf',
        uploadedBy: caller.userId,
      });
      await repo.insertPreCheck(trx, {
        ...caller,
        id,
        clientId,
        fileName,
        sha256: file.content.sha256,
        formKey: file.storageKey,
        products: productsOfOrder(order),
        now: ctx.clock.now(),
      });
    });
  } catch (error) {
    handoff.drop(id);
    throw error;
  }
  return { id, status: 'queued' };
}

export async function getFormCheck(ctx: AppContext, lenderId: string, id: string): Promise<FormCheck> {
  const row = await repo.findCheck(ctx.db, lenderId, id);
  if (!row) throw notFound('The form check');
  return toFormCheck(row);
}

/** A page image of the check, the TIN covered (drawn by the check's job), from its sealed file. */
export async function getFormCheckPage(ctx: AppContext, lenderId: string, id: string, page: number): Promise<Buffer> {
  const row = await repo.findPage(ctx.db, lenderId, id, page);
  // A page written before migration 062 is read from its row until the `form-check-files` job moves it.
  const png = row?.png_key
    ? await ctx.storage.get(row.png_key)
    : row?.sealed_png && sealedBytes(ctx.config.piiKey).open(row.sealed_png);
  if (!png) throw notFound('The page');
  return png;
}

/**
 * "Send it anyway": an order placed with a pre-check that said likely_rejection must say why; the
 * reason is recorded on the order and shown to operations. Answers the reason to record.
 */
export async function sendAnywayReasonFor(
  db: Database,
  lenderId: string,
  item: { clientId: string; formCheckId?: string | undefined; sendAnywayReason?: string | undefined },
): Promise<string | null> {
  if (!item.formCheckId) return item.sendAnywayReason ?? null;
  const check = await repo.findPreCheckVerdict(db, lenderId, item.clientId, item.formCheckId);
  if (!check)
    throw AppError.of(400, 'FORM_CHECK_NOT_FOUND', 'The form check was not found for this client.', {
      field: 'formCheckId',
    });
  if (check.verdict === 'likely_rejection' && !item.sendAnywayReason)
    throw AppError.of(
      400,
      'SEND_ANYWAY_REASON_REQUIRED',
      'The check found this form is likely to be rejected. Give a reason to send it anyway, or replace the form.',
      { field: 'sendAnywayReason' },
    );
  return item.sendAnywayReason ?? null;
}
