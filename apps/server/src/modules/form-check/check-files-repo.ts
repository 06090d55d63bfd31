import type { Database } from '../../db/connection.js';

// Decision 303: the rows written before migration 062 still hold their sealed bytes; the `form-check-files` job
// moves them to files, a few at a time (each statement below touches the rows the partial indexes find).

/** Checks whose sealed upload is still in the row, by id. */
export function listFormsInRows(db: Database, limit: number) {
  return db
    .selectFrom('form_checks')
    .select(['id', 'sealed_form'])
    .where('sealed_form', 'is not', null)
    .orderBy('id')
    .limit(limit)
    .execute();
}

/** The upload is the file under `key` now; false when the row went (or was moved) meanwhile. */
export async function setFormKey(db: Database, id: string, key: string): Promise<boolean> {
  const row = await db
    .updateTable('form_checks')
    .set({ form_key: key, sealed_form: null })
    .where('id', '=', id)
    .where('sealed_form', 'is not', null)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** Page images still in their rows. */
export function listPagesInRows(db: Database, limit: number) {
  return db
    .selectFrom('form_check_pages')
    .select(['check_id', 'page', 'sealed_png'])
    .where('sealed_png', 'is not', null)
    .orderBy('check_id')
    .orderBy('page')
    .limit(limit)
    .execute();
}

export async function setPngKey(db: Database, checkId: string, page: number, key: string): Promise<boolean> {
  const row = await db
    .updateTable('form_check_pages')
    .set({ png_key: key, sealed_png: null })
    .where('check_id', '=', checkId)
    .where('page', '=', page)
    .where('sealed_png', 'is not', null)
    .returning('check_id')
    .executeTakeFirst();
  return row !== undefined;
}
