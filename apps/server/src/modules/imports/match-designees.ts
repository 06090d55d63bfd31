import type { ImportIssue } from '@taxlens/contracts';
import type { Database } from '../../db/connection.js';

type Plannable = {
  rowNumber: number;
  action: string;
  issues: ImportIssue[];
  client: unknown;
  designeeId: string | null;
};
type Row = { rowNumber: number; cells: readonly string[] };

const COLUMN = 'Designee';
const squash = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();

/** The lender's designees by name and by CAF number; null when the lender may not name designees (capability addclientdesignee). */
export async function designeesOf(db: Database, lenderId: string): Promise<Map<string, string> | null> {
  const capability = await db
    .selectFrom('lender_capabilities')
    .select('state')
    .where('lender_id', '=', lenderId)
    .where('name', '=', 'addclientdesignee')
    .executeTakeFirst();
  if (capability?.state !== 'ACTIVE') return null;
  const designees = await db
    .selectFrom('designees')
    .select(['id', 'name', 'caf_number'])
    .where('lender_id', '=', lenderId)
    .execute();
  return new Map(designees.flatMap((d) => [[squash(d.name), d.id] as const, [squash(d.caf_number), d.id] as const]));
}

/**
 * The Designee column: one of the lender's designees, by name or CAF number, named on a new client's
 * 8821. An unknown one is an error; existing clients keep theirs (an import never changes it), and a
 * lender without designees is told the column is not used. Both warnings, never silent.
 */
export function matchDesignees(
  plans: Plannable[],
  rows: readonly Row[],
  column: number | undefined,
  designees: ReadonlyMap<string, string> | null,
): void {
  if (column === undefined) return;
  const byRow = new Map(rows.map((r) => [r.rowNumber, r]));
  for (const plan of plans) {
    const named = (byRow.get(plan.rowNumber)?.cells[column] ?? '').trim();
    if (!named || plan.action === 'blank' || plan.action === 'skip') continue;
    if (!designees) {
      plan.issues.push({
        column: COLUMN,
        message: 'Your company does not name designees on 8821s, so this designee is not used.',
        severity: 'warning',
      });
      continue;
    }
    const id = designees.get(squash(named));
    if (!id) {
      plan.issues.push({
        column: COLUMN,
        message: `No designee is named "${named}". Add them under Designees first, or leave the cell empty.`,
        severity: 'error',
      });
      plan.action = 'error';
      plan.client = null;
    } else if (plan.action === 'update') {
      plan.issues.push({
        column: COLUMN,
        message: 'An existing client keeps its designee; change it on the client page.',
        severity: 'warning',
      });
    } else {
      plan.designeeId = id;
    }
  }
}
