import type { Designee, designeeInputSchema } from '@taxlens/contracts';
import type { Selectable } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../db/connection.js';
import type { DesigneesTable } from '../../db/schema-portfolio.js';
import { recordAudit } from '../../platform/audit.js';
import { conflict, notFound } from '../../platform/errors.js';
import type { Actor } from '../clients/index.js';

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

function selectDesignees(db: Database, lenderId: string) {
  return db
    .selectFrom('designees as d')
    .selectAll('d')
    .select((eb) =>
      eb
        .selectFrom('clients as c')
        .whereRef('c.designee_id', '=', 'd.id')
        .select(eb.fn.countAll<number>().as('n'))
        .as('client_count'),
    )
    .where('d.lender_id', '=', lenderId);
}

export async function listDesignees(db: Database, actor: Actor): Promise<Designee[]> {
  const rows = await selectDesignees(db, actor.lenderId).orderBy('d.name').execute();
  return rows.map((r) => toView({ ...r, client_count: r.client_count ?? 0 }));
}

async function getDesignee(db: Database, actor: Actor, id: string): Promise<Designee> {
  const row = await selectDesignees(db, actor.lenderId).where('d.id', '=', id).executeTakeFirst();
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
      const row = await trx
        .insertInto('designees')
        .values({ lender_id: actor.lenderId, ...columns(input) })
        .returning('id')
        .executeTakeFirstOrThrow();
      await recordAudit(trx, {
        userId: actor.userId,
        lenderId: actor.lenderId,
        action: 'DESIGNEE_ADDED',
        targetType: 'designee',
        targetId: row.id,
        ip: actor.ip,
      });
      return row.id;
    }),
  );
  return getDesignee(db, actor, id);
}

export async function editDesignee(db: Database, actor: Actor, id: string, input: DesigneeInput): Promise<Designee> {
  await getDesignee(db, actor, id);
  await guardCaf(() =>
    db.transaction().execute(async (trx) => {
      await trx
        .updateTable('designees')
        .set({ ...columns(input), updated_at: new Date() })
        .where('id', '=', id)
        .where('lender_id', '=', actor.lenderId)
        .execute();
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
    await trx.deleteFrom('designees').where('id', '=', id).where('lender_id', '=', actor.lenderId).execute();
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
  const client = await db
    .selectFrom('clients')
    .select('id')
    .where('id', '=', clientId)
    .where('lender_id', '=', actor.lenderId)
    .executeTakeFirst();
  if (!client) throw notFound('The client');
  if (designeeId) await getDesignee(db, actor, designeeId);
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('clients')
      .set({ designee_id: designeeId, updated_at: new Date() })
      .where('id', '=', clientId)
      .where('lender_id', '=', actor.lenderId)
      .execute();
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
