import { sql, type Updateable } from 'kysely';
import type { Database } from '../../db/connection.js';
import type { ClientsTable } from '../../db/schema-portfolio.js';
import { decryptPii, encryptPii } from '../../platform/pii.js';
import { yieldTurn } from '../../platform/yield-turn.js';
import type { StagedRow } from './plan-rows.js';
import type { StagedForm } from './read-forms-zip.js';

export async function findImport(db: Database, lenderId: string, id: string) {
  return db.selectFrom('imports').selectAll().where('lender_id', '=', lenderId).where('id', '=', id).executeTakeFirst();
}
export type ImportRecord = NonNullable<Awaited<ReturnType<typeof findImport>>>;

/** Rows per statement when staging or reading a file's rows: one short statement holds the embedded database's one session. */
const STAGE_PAGE_ROWS = 500;

/** A half-staged import is removed whole (its rows and ZIP entries go with it, on delete cascade). */
export async function deleteImport(db: Database, id: string): Promise<void> {
  await db.deleteFrom('imports').where('id', '=', id).execute();
}

/**
 * Staged rows are sealed whole (they hold tax ids), like a client's tax id at rest. Each page is
 * its own statement with a turn of the event loop before the next (decision 276).
 */
export async function stageRows(
  trx: Database,
  piiKey: Buffer,
  importId: string,
  rows: readonly StagedRow[],
): Promise<void> {
  for (let i = 0; i < rows.length; i += STAGE_PAGE_ROWS) {
    if (i > 0) await yieldTurn();
    await trx
      .insertInto('import_rows')
      .values(
        rows.slice(i, i + STAGE_PAGE_ROWS).map((r) => ({
          import_id: importId,
          row_number: r.rowNumber,
          cells_encrypted: encryptPii(piiKey, JSON.stringify({ c: r.cells, e: r.cellErrors ?? {} })),
        })),
      )
      .execute();
  }
}

type ReadRow = StagedRow & { outcome: string | null };

/**
 * An import's staged rows from `fromRow` on. The whole file is read a page at a time, a turn of the
 * event loop between pages; `onlyOpen` reads the job's next batch only.
 */
export async function readStagedRows(
  db: Database,
  piiKey: Buffer,
  importId: string,
  fromRow = 0,
  onlyOpen?: { limit: number },
): Promise<ReadRow[]> {
  if (onlyOpen) return readRowsPage(db, piiKey, importId, fromRow, onlyOpen);
  const all: ReadRow[] = [];
  for (let from = fromRow; ; await yieldTurn()) {
    const page = await readRowsPage(db, piiKey, importId, from, undefined);
    all.push(...page);
    if (page.length < STAGE_PAGE_ROWS) return all;
    from = page[page.length - 1]!.rowNumber + 1;
  }
}

async function readRowsPage(
  db: Database,
  piiKey: Buffer,
  importId: string,
  fromRow: number,
  onlyOpen: { limit: number } | undefined,
): Promise<ReadRow[]> {
  let query = db
    .selectFrom('import_rows')
    .select(['row_number', 'cells_encrypted', 'outcome'])
    .where('import_id', '=', importId)
    .where('row_number', '>=', fromRow);
  // The job's next batch: rows without an outcome, only as many as it takes (no decrypting the rest of the file each time).
  query = onlyOpen ? query.where('outcome', 'is', null).limit(onlyOpen.limit) : query.limit(STAGE_PAGE_ROWS);
  const rows = await query.orderBy('row_number').execute();
  return rows.map((r) => {
    const { c, e } = JSON.parse(decryptPii(piiKey, r.cells_encrypted)) as { c: string[]; e: Record<number, string> };
    return { rowNumber: r.row_number, cells: c, cellErrors: e, outcome: r.outcome };
  });
}

/** The ZIP entries of an import (decision 206), by the name rows match them with. */
export type RowOutcome = {
  rowNumber: number;
  outcome: 'CREATED' | 'UPDATED' | 'SKIPPED' | 'FAILED';
  clientId: string | null;
  message: string | null;
};

/** A batch's outcomes in one statement (the job's rows are keyed by import and row number). */
export async function recordRowOutcomes(
  trx: Database,
  importId: string,
  outcomes: readonly RowOutcome[],
): Promise<void> {
  if (outcomes.length === 0) return;
  const values = sql.join(
    outcomes.map((o) => sql`(${o.rowNumber}::integer, ${o.outcome}::text, ${o.clientId}::uuid, ${o.message}::text)`),
  );
  await sql`
    update import_rows r set outcome = v.outcome, client_id = v.client_id, message = v.message
    from (values ${values}) as v(row_number, outcome, client_id, message)
    where r.import_id = ${importId} and r.row_number = v.row_number`.execute(trx);
}

export async function stageForms(trx: Database, importId: string, forms: readonly StagedForm[]): Promise<void> {
  for (let i = 0; i < forms.length; i += 500) {
    await trx
      .insertInto('import_files')
      .values(
        forms.slice(i, i + 500).map((f) => ({
          import_id: importId,
          match_name: f.matchName,
          original_name: f.originalName,
          storage_key: f.storageKey,
          size_bytes: f.sizeBytes,
          sha256: f.sha256,
          problem: f.problem,
        })),
      )
      .execute();
  }
}

export async function readStagedForms(db: Database, importId: string): Promise<Map<string, StagedForm>> {
  const rows = await db.selectFrom('import_files').selectAll().where('import_id', '=', importId).execute();
  return new Map(
    rows.map((r) => [
      r.match_name,
      {
        matchName: r.match_name,
        originalName: r.original_name,
        storageKey: r.storage_key,
        sizeBytes: r.size_bytes,
        sha256: r.sha256,
        problem: r.problem,
      },
    ]),
  );
}

/** The PDFs of an import's ZIP (entries that are not PDFs not counted). */
export async function countStagedForms(db: Database, importId: string): Promise<number> {
  const row = await db
    .selectFrom('import_files')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('import_id', '=', importId)
    .where('problem', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The lender's clients among these tax id hashes. */
export function findClientsByTaxIdHash(db: Database, lenderId: string, hashes: string[]) {
  return db
    .selectFrom('clients')
    .select(['id', 'tax_id_hash'])
    .where('lender_id', '=', lenderId)
    .where('tax_id_hash', 'in', hashes)
    .execute();
}

export async function updateClient(
  trx: Database,
  lenderId: string,
  clientId: string,
  changes: Updateable<ClientsTable>,
): Promise<void> {
  await trx.updateTable('clients').set(changes).where('lender_id', '=', lenderId).where('id', '=', clientId).execute();
}

/** The rows' outcomes with the names of the clients they created or updated, in row order. */
export function listRowResults(trx: Database, importId: string) {
  return trx
    .selectFrom('import_rows as r')
    .leftJoin('clients as c', 'c.id', 'r.client_id')
    .select(['r.row_number', 'r.outcome', 'r.client_id', 'c.business_name'])
    .where('r.import_id', '=', importId)
    .orderBy('r.row_number')
    .execute();
}

/** The state of the lender's "may name designees" capability (addclientdesignee). */
export async function findDesigneeCapability(db: Database, lenderId: string): Promise<string | undefined> {
  const capability = await db
    .selectFrom('lender_capabilities')
    .select('state')
    .where('lender_id', '=', lenderId)
    .where('name', '=', 'addclientdesignee')
    .executeTakeFirst();
  return capability?.state;
}

export function listDesignees(db: Database, lenderId: string) {
  return db.selectFrom('designees').select(['id', 'name', 'caf_number']).where('lender_id', '=', lenderId).execute();
}
