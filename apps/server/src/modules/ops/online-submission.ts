import type { RecordOnlineSubmissionInput } from '@taxlens/contracts';
import type { AppContext } from '../../app-context.js';
import { recordAudit } from '../../platform/audit.js';
import { conflict, notFound } from '../../platform/errors.js';
import type { Operator } from './report-lifecycle.js';
import * as repo from './repo.js';

/**
 * Operations submitted the report's e-signed 8821 through the IRS's online tool (faxed or mailed
 * forms need ink, so an e-signed one goes no other way; decision 210). Recorded once per form, on
 * the stored file, so every order using it shows it; the report's history and the audit log say who.
 */
export async function recordOnlineSubmission(
  ctx: AppContext,
  op: Operator,
  reportId: string,
  input: RecordOnlineSubmissionInput,
): Promise<void> {
  const now = ctx.clock.now();
  await ctx.db.transaction().execute(async (trx) => {
    const r = await repo.findReport(trx, reportId);
    if (!r) throw notFound('The report');
    const fileId = r.order_form_file_id ?? r.client_form_file_id;
    const file = fileId ? await repo.lockFormFile(trx, r.lender_id, fileId) : undefined;
    if (!file) throw notFound('The Form 8821 of this report');
    if (!file.e_signed)
      throw conflict('This Form 8821 was signed on paper: the IRS takes it by fax or mail, not online.', {
        field: 'form8821',
      });
    if (file.submitted_online_at)
      throw conflict('This Form 8821 is already recorded as submitted online.', { field: 'form8821' });
    await repo.markFormSubmittedOnline(trx, file.id, { at: now, userId: op.userId, reference: input.reference });
    await repo.insertEvent(trx, {
      reportId,
      lenderId: r.lender_id,
      type: 'SUBMITTED_ONLINE',
      userId: op.userId,
      details: { reference: input.reference },
      at: now,
    });
    await recordAudit(trx, {
      userId: op.userId,
      lenderId: r.lender_id,
      action: 'OPS_8821_SUBMITTED_ONLINE',
      targetType: 'report',
      targetId: reportId,
      ip: op.ip,
      details: { fileId: file.id, reference: input.reference },
    });
  });
}
