import type { Bundle, BundleInput, ClientSummary } from '@taxlens/contracts';
import type { Database } from '../../db/connection.js';
import { recordAudit } from '../../platform/audit.js';
import { AppError, conflict, notFound } from '../../platform/errors.js';
import type { Actor } from './actor.js';
import { toClientSummary } from './client-view.js';

/** A bundle of the lender with its clients in order, each with the form data the order form needs. */
export async function loadBundle(db: Database, lenderId: string, bundleId: string): Promise<Bundle | null> {
  const bundle = await db
    .selectFrom('bundles')
    .select(['id', 'name'])
    .where('lender_id', '=', lenderId)
    .where('id', '=', bundleId)
    .executeTakeFirst();
  if (!bundle) return null;
  const members = await db
    .selectFrom('bundle_clients as bc')
    .innerJoin('clients as c', (j) => j.onRef('c.id', '=', 'bc.client_id').onRef('c.lender_id', '=', 'bc.lender_id'))
    .leftJoin('stored_files as f', (j) =>
      j.onRef('f.id', '=', 'c.form_file_id').onRef('f.lender_id', '=', 'c.lender_id'),
    )
    .select([
      'c.id',
      'c.business_name',
      'c.client_type',
      'c.status',
      'c.tax_id_kind',
      'c.tax_id_last4',
      'c.second_ein_last4',
      'f.original_name',
    ])
    .where('bc.bundle_id', '=', bundleId)
    .where('bc.lender_id', '=', lenderId)
    .orderBy('bc.position')
    .execute();
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
  const rows = await db
    .selectFrom('clients as c')
    .leftJoin('bundle_clients as bc', 'bc.client_id', 'c.id')
    .select([
      'c.id',
      'c.business_name',
      'c.client_type',
      'c.status',
      'c.tax_id_kind',
      'c.tax_id_last4',
      'c.second_ein_last4',
      'bc.bundle_id',
    ])
    .where('c.lender_id', '=', actor.lenderId)
    .where('c.id', 'in', input.clientIds)
    .execute();
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

async function writeMembers(db: Database, lenderId: string, bundleId: string, clientIds: string[]): Promise<void> {
  await db.deleteFrom('bundle_clients').where('bundle_id', '=', bundleId).where('lender_id', '=', lenderId).execute();
  await db
    .insertInto('bundle_clients')
    .values(
      clientIds.map((clientId, position) => ({
        bundle_id: bundleId,
        client_id: clientId,
        lender_id: lenderId,
        position,
      })),
    )
    .execute();
}

const isUniqueViolation = (error: unknown) => (error as { code?: string } | null)?.code === '23505';
const raced = () =>
  conflict('A client of this bundle was just added to another bundle. Please try again.', { field: 'clientIds' });

export async function createBundle(db: Database, actor: Actor, input: BundleInput): Promise<Bundle> {
  await validateBundle(db, actor, input);
  try {
    const id = await db.transaction().execute(async (trx) => {
      const row = await trx
        .insertInto('bundles')
        .values({ lender_id: actor.lenderId, name: input.name })
        .returning('id')
        .executeTakeFirstOrThrow();
      await writeMembers(trx, actor.lenderId, row.id, input.clientIds);
      await recordAudit(trx, {
        userId: actor.userId,
        lenderId: actor.lenderId,
        action: 'BUNDLE_CREATED',
        targetType: 'bundle',
        targetId: row.id,
        ip: actor.ip,
        details: { clientIds: input.clientIds },
      });
      return row.id;
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
      await trx
        .updateTable('bundles')
        .set({ name: input.name })
        .where('id', '=', bundleId)
        .where('lender_id', '=', actor.lenderId)
        .execute();
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
