import type { Database } from '../../db/connection.js';
import { recordAudit } from '../../platform/audit.js';
import { coveredPeriodEnd, normalizeCoveredPeriods } from '../monitoring/index.js';
import { reopenRejectedOrder } from '../reports/index.js';
import * as repo from './repo.js';

/**
 * A stored 8821 becomes the client's current form, the same way for an upload and an e-signed form
 * (docs/decisions/199): the client points at it, a rejected latest order goes back to operations
 * with it, and an audit row says who. A form whose periods are known (e-signed, prefilled from the
 * coverage table) records them as the client's covered periods at once. Runs in the caller's transaction.
 */
export async function makeCurrentForm8821(
  trx: Database,
  input: {
    lenderId: string;
    clientId: string;
    fileId: string;
    spouseFileId?: string;
    userId: string | null;
    ip: string | null;
    now: Date;
    action: string;
    coveredPeriods?: string[];
    details?: Record<string, unknown>;
  },
): Promise<void> {
  const periods = input.coveredPeriods?.length ? normalizeCoveredPeriods(input.coveredPeriods) : null;
  await repo.updateClient(trx, input.lenderId, input.clientId, {
    form_file_id: input.fileId,
    // A joint filer's spouse signs a form of their own, kept beside the client's (docs/decisions/218).
    ...(input.spouseFileId ? { spouse_form_file_id: input.spouseFileId } : {}),
    ...(periods
      ? { authorization_periods: periods, authorization_expires_on: coveredPeriodEnd(periods[periods.length - 1]!) }
      : {}),
  });
  if (input.userId)
    await reopenRejectedOrder(trx, {
      lenderId: input.lenderId,
      clientId: input.clientId,
      fileId: input.fileId,
      userId: input.userId,
      now: input.now,
    });
  await recordAudit(trx, {
    userId: input.userId,
    lenderId: input.lenderId,
    action: input.action,
    targetType: 'client',
    targetId: input.clientId,
    ip: input.ip,
    details: { fileId: input.fileId, ...input.details, ...(periods ? { periods } : {}) },
  });
}
