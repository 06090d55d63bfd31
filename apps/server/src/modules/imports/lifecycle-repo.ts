// An import's life: recorded at upload, previewed, started, finished or failed; its job and result.
import type { Insertable, Updateable } from 'kysely';
import type { Database } from '../../db/connection.js';
import type { ImportsTable } from '../../db/schema-jobs.js';

/** Whether the lender has this import (another lender's answers like a missing one). */
export async function lenderHasImport(db: Database, lenderId: string, id: string): Promise<boolean> {
  const found = await db
    .selectFrom('imports')
    .select('id')
    .where('id', '=', id)
    .where('lender_id', '=', lenderId)
    .executeTakeFirst();
  return Boolean(found);
}

export async function insertImport(trx: Database, values: Insertable<ImportsTable>): Promise<string> {
  const row = await trx.insertInto('imports').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updateImport(db: Database, id: string, changes: Updateable<ImportsTable>): Promise<void> {
  await db.updateTable('imports').set(changes).where('id', '=', id).execute();
}

/** Moves a previewed import to IMPORTING with its job; false when it had already started. */
export async function startImport(trx: Database, id: string, jobId: string): Promise<boolean> {
  const started = await trx
    .updateTable('imports')
    .set({ status: 'IMPORTING', job_id: jobId })
    .where('id', '=', id)
    .where('status', '=', 'PREVIEWED')
    .executeTakeFirst();
  return Number(started.numUpdatedRows) === 1;
}

export function findImportById(db: Database, id: string) {
  return db.selectFrom('imports').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

export function findImportResult(db: Database, id: string) {
  return db.selectFrom('imports').select(['result']).where('id', '=', id).executeTakeFirstOrThrow();
}

/** The progress its background job reported. */
export async function findJobProgress(db: Database, jobId: string): Promise<unknown> {
  const job = await db.selectFrom('background_jobs').select('progress').where('id', '=', jobId).executeTakeFirst();
  return job?.progress;
}

/** Whom the finished import's mail goes to. */
export function findCreator(db: Database, userId: string) {
  return db
    .selectFrom('users')
    .select(['id', 'email', 'first_name'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
}
