import type { ImportIssue } from '@taxlens/contracts';
import type { Database } from '../../db/connection.js';
import { findDesigneeCapability, listDesignees } from './repo.js';

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
  if ((await findDesigneeCapability(db, lenderId)) !== 'ACTIVE') return null;
  const designees = await listDesignees(db, lenderId);
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
