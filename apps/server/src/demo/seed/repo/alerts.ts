import type { Database } from '../../../db/connection.js';
import { type AlertInput, buildAlertRow } from '../factories/alerts.js';
import { insertInChunks } from './insert-in-chunks.js';

export async function createAlert(db: Database, input: AlertInput): Promise<{ id: string }> {
  const row = buildAlertRow(input);
  await db.insertInto('alerts').values(row).execute();
  return { id: row.id };
}

export async function createAlerts(db: Database, inputs: AlertInput[]): Promise<Array<{ id: string }>> {
  const rows = inputs.map(buildAlertRow);
  await insertInChunks(db, 'alerts', rows);
  return rows.map((r) => ({ id: r.id }));
}
