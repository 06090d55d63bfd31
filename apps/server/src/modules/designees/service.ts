import type { Designee, designeeInputSchema } from '@taxlens/contracts';
import type { Selectable } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../db/connection.js';
import type { DesigneesTable } from '../../db/schema-portfolio.js';
import { recordAudit } from '../../platform/audit.js';
import { conflict, notFound } from '../../platform/errors.js';
import type { Actor } from '../clients/index.js';
import * as repo from './repo.js';

type DesigneeInput = z.output<typeof designeeInputSchema>;

const columns = (input: DesigneeInput) => ({
  name: input.name,
  caf_number: input.cafNumber,
  ptin: input.ptin,
  address_line1: input.addressLine1,
  address_line2: input.addressLine2,
  city: input.city,
  state: input.state,
  zip: input.zip,
  phone: input.phone,
  fax: input.fax,
});

function toView(row: Selectable<DesigneesTable> & { client_count: number | string }): Designee {
  return {
    id: row.id,
    name: row.name,
    cafNumber: row.caf_number,
    ptin: row.ptin,
    addressLine1: row.address_line1,
    addressLine2: row.address_line2,
    city: row.city,
    state: row.state,
    zip: row.zip,
    phone: row.phone,
    fax: row.fax,
    clientCount: Number(row.client_count),
  };
}

const isUniqueViolation = (error: unknown) => (error as { code?: string } | null)?.code === '23505';
const sameCaf = () => conflict('Another designee of your lender has this CAF number.', { field: 'cafNumber' });

export async function listDesignees(db: Database, actor: Actor): Promise<Designee[]> {
  const rows = await repo.listDesigneeRows(db, actor.lenderId);
  return rows.map((r) => toView({ ...r, client_count: r.client_count ?? 0 }));
}

async function getDesignee(db: Database, actor: Actor, id: string): Promise<Designee> {
  const row = await repo.findDesigneeRow(db, actor.lenderId, id);
  if (!row) throw notFound('The designee');
  return toView({ ...row, client_count: row.client_count ?? 0 });
}

async function guardCaf<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw sameCaf();
    throw error;
  }
}

export async function addDesignee(db: Database, actor: Actor, input: DesigneeInput): Promise<Designee> {
  const id = await guardCaf(() =>
    db.transaction().execute(async (trx) => {
      const designeeId = await repo.insertDesignee(trx, actor.lenderId, columns(input));
      await recordAudit(trx, {
        userId: actor.userId,
        lenderId: actor.lenderId,
        action: 'DESIGNEE_ADDED',
        targetType: 'designee',
        targetId: designeeId,
        ip: actor.ip,
      });
      return designeeId;
    }),
  );
  return getDesignee(db, actor, id);
}

export async function editDesignee(db: Database, actor: Actor, id: string, input: DesigneeInput): Promise<Designee> {
  await getDesignee(db, actor, id);
  await guardCaf(() =>
    db.transaction().execute(async (trx) => {
      await repo.updateDesignee(trx, actor.lenderId, id, { ...columns(input), updated_at: new Date() });
      await recordAudit(trx, {
        userId: actor.userId,
        lenderId: actor.lenderId,
        action: 'DESIGNEE_UPDATED',
        targetType: 'designee',
        targetId: id,
        ip: actor.ip,
      });
    }),
  );
  return getDesignee(db, actor, id);
}

/** Removing a designee clears it from the clients that named it (the foreign key sets null). */
export async function removeDesignee(db: Database, actor: Actor, id: string): Promise<void> {
  await getDesignee(db, actor, id);
  await db.transaction().execute(async (trx) => {
    await repo.deleteDesignee(trx, actor.lenderId, id);
    await recordAudit(trx, {
      userId: actor.userId,
      lenderId: actor.lenderId,
      action: 'DESIGNEE_REMOVED',
      targetType: 'designee',
      targetId: id,
      ip: actor.ip,
    });
  });
}

/** Names a designee of the lender on a client's 8821, or none. */
export async function assignDesignee(
  db: Database,
  actor: Actor,
  clientId: string,
  designeeId: string | null,
): Promise<void> {
  const client = await repo.findClientId(db, actor.lenderId, clientId);
  if (!client) throw notFound('The client');
  if (designeeId) await getDesignee(db, actor, designeeId);
  await db.transaction().execute(async (trx) => {
    await repo.setClientDesignee(trx, actor.lenderId, clientId, designeeId);
    await recordAudit(trx, {
      userId: actor.userId,
      lenderId: actor.lenderId,
      action: 'CLIENT_DESIGNEE_SET',
      targetType: 'client',
      targetId: clientId,
      ip: actor.ip,
      details: { designeeId },
    });
  });
}
