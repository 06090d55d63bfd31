import type { Role } from '@taxlens/contracts';
import type { AppContext } from '../../app-context.js';
import type { OneOffTask } from '../../platform/jobs/one-off.js';
import { AppError } from '../../platform/errors.js';
import { isSandboxLender } from '../lenders/index.js';
import { placeOrders } from '../orders/index.js';
import { findImportResult, updateImport } from './lifecycle-repo.js';

export const IMPORT_ORDER_JOB = 'import-order';
type Payload = { importId: string; lenderId: string; userId: string; roles: Role[]; product: string; ownerId?: string };
type Progress = { next?: number; ordered?: number; withoutForm?: number; failed?: number };

/**
 * "Then order" (decision 178): one order per client the import created or updated, each with the
 * 8821 on file. Each order carries the Idempotency-Key `import:<importId>:<clientId>`, so a job
 * resumed after a restart answers the first order again instead of placing a second one.
 */
export function createImportOrderTask(ctx: AppContext): OneOffTask {
  return {
    kind: IMPORT_ORDER_JOB,
    run: async (db, job, tools) => {
      const p = job.payload as Payload;
      const imp = await findImportResult(db, p.importId);
      const clients = (imp.result as { clients: { clientId: string }[] }).clients;
      // No caller here: the sandbox flag comes from the lender row (docs/decisions/270).
      const sandbox = await isSandboxLender(db, p.lenderId);
      let progress = job.progress as Progress;
      for (let index = progress.next ?? 0; index < clients.length; index++) {
        const clientId = clients[index]!.clientId;
        let outcome: 'ordered' | 'withoutForm' | 'failed' = 'ordered';
        try {
          const request = {
            mode: 'forms' as const,
            product: p.product,
            addOns: { recordOfAccount: false, taxReturnTranscripts: false, wageIncome: false },
            ownerId: p.ownerId,
            items: [{ clientId, formName: null, file: null, formOnFile: true }],
          };
          await placeOrders(
            ctx,
            { userId: p.userId, lenderId: p.lenderId, roles: p.roles, sandbox },
            request,
            `import:${p.importId}:${clientId}`,
          );
        } catch (error) {
          const key = error instanceof AppError ? error.messages[0]?.key : null;
          outcome = key === 'FORM_ON_FILE_INVALID' ? 'withoutForm' : 'failed';
        }
        progress = { ...progress, next: index + 1, [outcome]: (progress[outcome] ?? 0) + 1 };
        // The order committed in its own transaction; the progress follows (a repeat is answered by its key).
        await tools.checkpoint(async () => ({ progress }));
      }
      await tools.checkpoint(async (trx) => {
        const orders = {
          ordered: progress.ordered ?? 0,
          withoutForm: progress.withoutForm ?? 0,
          failed: progress.failed ?? 0,
          done: true,
        };
        await updateImport(trx, p.importId, { result: JSON.stringify({ ...(imp.result as object), orders }) });
        return { progress };
      });
    },
  };
}
