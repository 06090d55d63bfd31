import { findTextProblem, stripRefusedCharacters, toSafeFileName } from '@taxlens/contracts';
import type { Database } from '../../db/connection.js';
import { recordAudit } from '../audit.js';
import type { Job } from '../jobs/runner.js';
import { STORED_TEXT_COLUMNS, type StoredTextColumn } from './stored-text-columns.js';
import { type Candidate, selectTextCandidates, updateIfUnchanged } from './stored-text-repo.js';

/** What a required column holds where cleaning left nothing a person could read. */
export const TEXT_PLACEHOLDER = '(unreadable text removed)';
export const FILE_NAME_PLACEHOLDER = 'file';
export const TEXT_CLEANED_ACTION = 'TEXT_CLEANED_TO_PLACEHOLDER';

const PAGE_SIZE = 500;
// Rows worth a look: anything outside printable ASCII, or only spaces; the rule itself decides.
const TEXT_CANDIDATE = '[^ -~]|^ +$';
// File names: the above, path separators, reserved characters, leading dots, or too long.
const FILE_NAME_CANDIDATE = '[^ -~]|[/\\\\<>:"|?*]|^[. ]|[ ]$|^.{121}';

type Fix = { next: string | null; emptied: boolean };

/** The value under the rule, or null when it keeps the rule already. */
function decideFix(column: StoredTextColumn, value: string): Fix | null {
  if (column.fileName) {
    const safe = toSafeFileName(value, '');
    if (safe === value) return null;
    return safe
      ? { next: safe, emptied: false }
      : { next: column.nullable ? null : FILE_NAME_PLACEHOLDER, emptied: true };
  }
  const options = { multiline: column.multiline ?? false };
  if (findTextProblem(value, options) === null && value === value.normalize('NFC')) return null;
  const clean = stripRefusedCharacters(value, options);
  return clean ? { next: clean, emptied: false } : { next: column.nullable ? null : TEXT_PLACEHOLDER, emptied: true };
}

async function findCandidates(
  db: Database,
  column: StoredTextColumn,
  after: string | number | undefined,
): Promise<Candidate[]> {
  return selectTextCandidates(db, column, column.fileName ? FILE_NAME_CANDIDATE : TEXT_CANDIDATE, after, PAGE_SIZE);
}

/**
 * Writes one fix. The update only applies while the row still holds the value read (someone may
 * have edited it since, or another instance fixed it), and only the write that applied is audited.
 */
async function applyFix(db: Database, column: StoredTextColumn, row: Candidate, fix: Fix): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    if (!(await updateIfUnchanged(trx, column, row, fix.next))) return false;
    if (fix.emptied) {
      await recordAudit(trx, {
        userId: null,
        lenderId: row.lender_id,
        action: TEXT_CLEANED_ACTION,
        targetType: column.table,
        targetId: String(row.key),
        ip: null,
        details: { column: column.column, replacedWith: fix.next },
      });
    }
    return true;
  });
}

/** Brings every stored free-text value under the one text rule; answers how many values changed. Safe to repeat. */
export async function cleanStoredText(
  db: Database,
  columns: readonly StoredTextColumn[] = STORED_TEXT_COLUMNS,
): Promise<number> {
  let changed = 0;
  for (const column of columns) {
    let after: string | number | undefined;
    for (;;) {
      const page = await findCandidates(db, column, after);
      for (const row of page) {
        const fix = decideFix(column, row.value);
        if (fix && (await applyFix(db, column, row, fix))) changed += 1;
      }
      if (page.length < PAGE_SIZE) break;
      after = page[page.length - 1]!.key;
    }
  }
  return changed;
}

/** Once per database: the runner's row then waits a century, and a repeat would find nothing to do. */
const ONCE_MS = 100 * 365 * 24 * 3600_000;

export function createStoredTextCleanupJob(): Job {
  return { name: 'clean-stored-text', intervalMs: ONCE_MS, run: async (db) => void (await cleanStoredText(db)) };
}
