import type { Database } from '../../db/connection.js';
import { decryptPii, encryptPii } from '../../platform/pii.js';
import type { StagedRow } from './plan-rows.js';

export async function findImport(db: Database, lenderId: string, id: string) {
  return db.selectFrom('imports').selectAll().where('lender_id', '=', lenderId).where('id', '=', id).executeTakeFirst();
}
export type ImportRecord = NonNullable<Awaited<ReturnType<typeof findImport>>>;

/** Staged rows are sealed whole (they hold tax ids), like a client's tax id at rest. */
export async function stageRows(trx: Database, piiKey: Buffer, importId: string, rows: readonly StagedRow[]): Promise<void> {
  for (let i = 0; i < rows.length; i += 500) {
    await trx
      .insertInto('import_rows')
      .values(rows.slice(i, i + 500).map((r) => ({ import_id: importId, row_number: r.rowNumber, cells_encrypted: encryptPii(piiKey, JSON.stringify({ c: r.cells, e: r.cellErrors ?? {} })) })))
      .execute();
  }
}

export async function readStagedRows(db: Database, piiKey: Buffer, importId: string, fromRow = 0): Promise<(StagedRow & { outcome: string | null })[]> {
  const rows = await db
    .selectFrom('import_rows')
    .select(['row_number', 'cells_encrypted', 'outcome'])
    .where('import_id', '=', importId)
    .where('row_number', '>=', fromRow)
    .orderBy('row_number')
    .execute();
  return rows.map((r) => {
    const { c, e } = JSON.parse(decryptPii(piiKey, r.cells_encrypted)) as { c: string[]; e: Record<number, string> };
    return { rowNumber: r.row_number, cells: c, cellErrors: e, outcome: r.outcome };
  });
}
