import type { Database } from '../../../db/connection.js';
import { buildReportRow, type CreatedReport, describeReport, type ReportInput } from '../factories/reports.js';
import { insertInChunks } from './insert-in-chunks.js';

export async function createReport(db: Database, input: ReportInput): Promise<CreatedReport> {
  const row = buildReportRow(input);
  await db.insertInto('reports').values(row).execute();
  return describeReport(row);
}

export async function createReports(db: Database, inputs: ReportInput[]): Promise<CreatedReport[]> {
  const rows = inputs.map((input) => buildReportRow(input));
  await insertInChunks(db, 'reports', rows);
  return rows.map(describeReport);
}
