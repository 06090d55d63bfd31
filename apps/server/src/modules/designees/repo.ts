import type { Insertable, Updateable } from 'kysely';
import type { Database } from '../../db/connection.js';
import type { DesigneesTable } from '../../db/schema-portfolio.js';

// SQL of the lender's designees (the representatives named on a client's 8821).

type DesigneeColumns = Omit<Insertable<DesigneesTable>, 'lender_id'>;

/** The lender's designees, each with how many clients name it. */
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

export async function listDesigneeRows(db: Database, lenderId: string) {
  return selectDesignees(db, lenderId).orderBy('d.name').execute();
}

export async function findDesigneeRow(db: Database, lenderId: string, id: string) {
  return selectDesignees(db, lenderId).where('d.id', '=', id).executeTakeFirst();
}

export async function insertDesignee(trx: Database, lenderId: string, values: DesigneeColumns): Promise<string> {
  const row = await trx
    .insertInto('designees')
    .values({ lender_id: lenderId, ...values })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateDesignee(
  trx: Database,
  lenderId: string,
  id: string,
  values: Updateable<DesigneesTable>,
): Promise<void> {
  await trx.updateTable('designees').set(values).where('id', '=', id).where('lender_id', '=', lenderId).execute();
}

/** The foreign key clears it from the clients that named it. */
export async function deleteDesignee(trx: Database, lenderId: string, id: string): Promise<void> {
  await trx.deleteFrom('designees').where('id', '=', id).where('lender_id', '=', lenderId).execute();
}

export async function findClientId(db: Database, lenderId: string, clientId: string) {
  return db
    .selectFrom('clients')
    .select('id')
    .where('id', '=', clientId)
    .where('lender_id', '=', lenderId)
    .executeTakeFirst();
}

export async function setClientDesignee(
  trx: Database,
  lenderId: string,
  clientId: string,
  designeeId: string | null,
): Promise<void> {
  await trx
    .updateTable('clients')
    .set({ designee_id: designeeId, updated_at: new Date() })
    .where('id', '=', clientId)
    .where('lender_id', '=', lenderId)
    .execute();
}
