import type { Database } from '../../db/connection.js';
import { notFound } from '../../platform/errors.js';
import {
  clearCatalog,
  copyCatalog,
  copyLenderSettings,
  findSandboxOf,
  insertSandboxLender,
  realLenderOfSandbox,
} from './sandbox-repo.js';

/**
 * The hidden sandbox lender of `lenderId` (decision 189), made on first use with the lender's
 * settings, capabilities and prices. Safe to call again and from two requests at once: the unique
 * index on sandbox_of lets one insert win and the other read its row. Works inside the caller's
 * transaction or opens its own.
 */
export async function ensureSandboxLender(db: Database, lenderId: string): Promise<string> {
  const existing = await findSandboxOf(db, lenderId);
  if (existing) return existing;
  const create = async (trx: Database) => {
    const inserted = await insertSandboxLender(trx, lenderId);
    if (!inserted) {
      // Another request made it first (or there is no such real lender).
      const raced = await findSandboxOf(trx, lenderId);
      if (!raced) throw notFound('The lender');
      return raced;
    }
    await copyCatalog(trx, lenderId, inserted.id);
    return inserted.id;
  };
  return db.isTransaction ? create(db) : db.transaction().execute(create);
}

/**
 * Is `lenderId` a sandbox? For work without a caller (a job): a caller's lender carries the flag as
 * loaded with it (PrincipalLender.sandbox), so a request never asks again (docs/decisions/270).
 */
export async function isSandboxLender(db: Database, lenderId: string): Promise<boolean> {
  return (await realLenderOfSandbox(db, lenderId)) !== undefined;
}

/**
 * After a real lender's settings, capabilities or prices change, its sandbox (if any) follows, so
 * test keys see what live keys see. Run inside the change's transaction.
 */
export async function syncSandbox(trx: Database, lenderId: string): Promise<void> {
  const sandboxId = await findSandboxOf(trx, lenderId);
  if (!sandboxId) return;
  await copyLenderSettings(trx, sandboxId);
  await clearCatalog(trx, sandboxId);
  await copyCatalog(trx, lenderId, sandboxId);
}
