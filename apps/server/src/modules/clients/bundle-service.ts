import type { Bundle, BundleInput, ClientSummary } from '@taxlens/contracts';
import type { Database } from '../../db/connection.js';
import { recordAudit } from '../../platform/audit.js';
import { AppError, conflict, notFound } from '../../platform/errors.js';
import type { Actor } from './actor.js';
import {
  findBundle,
  insertBundle,
  listBundleMembers,
  listClientsWithBundle,
  renameBundle,
  writeMembers,
} from './bundle-repo.js';
import { toClientSummary } from './client-view.js';

/** A bundle of the lender with its clients in order, each with the form data the order form needs. */
export async function loadBundle(db: Database, lenderId: string, bundleId: string): Promise<Bundle | null> {
  const bundle = await findBundle(db, lenderId, bundleId);
  if (!bundle) return null;
  const members = await listBundleMembers(db, lenderId, bundleId);
  return {
    id: bundle.id,
    name: bundle.name,
    clients: members.map((m) => ({ ...toClientSummary(m), formData: { clientId: m.id, formName: m.original_name } })),
  };
}

export async function getBundle(db: Database, actor: Actor, bundleId: string): Promise<Bundle> {
  const bundle = await loadBundle(db, actor.lenderId, bundleId);
  if (!bundle) throw notFound('The bundle');
  return bundle;
}

/**
 * The rules of a bundle: every client belongs to the lender (else 404, as for any foreign id), none is
 * archived or closed, and none is already in another bundle.
 */
export async function validateBundle(
  db: Database,
  actor: Actor,
  input: BundleInput,
  selfBundleId?: string,
): Promise<ClientSummary[]> {
  const rows = await listClientsWithBundle(db, actor.lenderId, input.clientIds);
  if (rows.length !== input.clientIds.length) throw notFound('A client of the bundle');
  const byId = new Map(rows.map((r) => [r.id, r]));
  const ordered = input.clientIds.map((id) => byId.get(id)!);
  const closed = ordered.find((r) => r.status === 'ARCHIVED' || r.status === 'CLOSED');
  if (closed)
    throw AppError.of(400, 'VALIDATION_ERROR', `${closed.business_name} is archived and cannot join a bundle.`, {
      field: 'clientIds',
    });
  const taken = ordered.find((r) => r.bundle_id && r.bundle_id !== selfBundleId);
  if (taken)
    throw conflict(`${taken.business_name} already belongs to another bundle.`, {
      field: 'clientIds',
      link: `/client/${taken.id}`,
    });
  return ordered.map(toClientSummary);
}

const isUniqueViolation = (error: unknown) => (error as { code?: string } | null)?.code === '23505';
const raced = () =>
  conflict('A client of this bundle was just added to another bundle. Please try again.', { field: 'clientIds' });

export async function createBundle(db: Database, actor: Actor, input: BundleInput): Promise<Bundle> {
  await validateBundle(db, actor, input);
  try {
    const id = await db.transaction().execute(async (trx) => {
      const bundleId = await insertBundle(trx, actor.lenderId, input.name);
      await writeMembers(trx, actor.lenderId, bundleId, input.clientIds);
      await recordAudit(trx, {
        userId: actor.userId,
        lenderId: actor.lenderId,
        action: 'BUNDLE_CREATED',
        targetType: 'bundle',
        targetId: bundleId,
        ip: actor.ip,
        details: { clientIds: input.clientIds },
      });
      return bundleId;
    });
    return (await loadBundle(db, actor.lenderId, id))!;
  } catch (error) {
    if (isUniqueViolation(error)) throw raced();
    throw error;
  }
}

export async function updateBundle(db: Database, actor: Actor, bundleId: string, input: BundleInput): Promise<Bundle> {
  await getBundle(db, actor, bundleId);
  await validateBundle(db, actor, input, bundleId);
  try {
    await db.transaction().execute(async (trx) => {
      await renameBundle(trx, actor.lenderId, bundleId, input.name);
      await writeMembers(trx, actor.lenderId, bundleId, input.clientIds);
      await recordAudit(trx, {
        userId: actor.userId,
        lenderId: actor.lenderId,
        action: 'BUNDLE_UPDATED',
        targetType: 'bundle',
        targetId: bundleId,
        ip: actor.ip,
        details: { clientIds: input.clientIds },
      });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw raced();
    throw error;
  }
  return getBundle(db, actor, bundleId);
}
