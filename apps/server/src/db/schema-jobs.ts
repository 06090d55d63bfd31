import type { ColumnType, Generated } from 'kysely';
import type { JsonDefault, NullableTimestamp, TimestampDefault } from './column-types.js';

type OptionalText = ColumnType<string | null, string | null | undefined, string | null>;

export type BackgroundJobStatus = 'QUEUED' | 'RUNNING' | 'DONE' | 'FAILED';

/** Migration 024: one-off background jobs (platform/jobs/one-off.ts). */
export type BackgroundJobsTable = {
  id: Generated<string>;
  kind: string;
  lender_id: OptionalText;
  created_by: OptionalText;
  payload: JsonDefault;
  progress: JsonDefault;
  status: ColumnType<BackgroundJobStatus, BackgroundJobStatus | undefined, BackgroundJobStatus>;
  lease_token: OptionalText;
  locked_until: NullableTimestamp;
  attempts: ColumnType<number, number | undefined, number>;
  /** Migration 055: higher runs first within the job's lane. */
  priority: ColumnType<number, number | undefined, number>;
  /** Migration 055: runs that threw; the task's retry cap is counted against it. */
  failures: ColumnType<number, number | undefined, number>;
  last_error: OptionalText;
  created_at: TimestampDefault;
  started_at: NullableTimestamp;
  finished_at: NullableTimestamp;
};

type JsonColumn = ColumnType<unknown, string | undefined, string>;
type NullableJson = ColumnType<unknown, string | null | undefined, string | null>;

/** Migration 024: bulk client imports and their staged rows (modules/imports). */
export type ImportsTable = {
  id: Generated<string>;
  lender_id: string;
  created_by: string;
  file_name: string;
  file_hash: string;
  format: 'csv' | 'xlsx';
  encoding: OptionalText;
  sheet: OptionalText;
  sheets: JsonColumn;
  headers: JsonColumn;
  row_count: number;
  mapping: JsonColumn;
  existing: ColumnType<'skip' | 'update', 'skip' | 'update' | undefined, 'skip' | 'update'>;
  status: ColumnType<
    'UPLOADED' | 'PREVIEWED' | 'IMPORTING' | 'DONE' | 'FAILED',
    'UPLOADED' | undefined,
    'UPLOADED' | 'PREVIEWED' | 'IMPORTING' | 'DONE' | 'FAILED'
  >;
  counts: NullableJson;
  job_id: OptionalText;
  result: NullableJson;
  created_at: TimestampDefault;
  finished_at: NullableTimestamp;
  /** Migration 035: the ZIP of signed 8821s uploaded with the sheet, if any. */
  forms_file_name: OptionalText;
};

/** Migration 035: a ZIP entry of an import, by the name rows match it with (lower-case base name). */
export type ImportFilesTable = {
  import_id: string;
  match_name: string;
  original_name: string;
  storage_key: OptionalText;
  size_bytes: number;
  sha256: string;
  /** Why the entry cannot be a client's 8821 (not a PDF); null when it can. */
  problem: OptionalText;
};

export type ImportRowsTable = {
  import_id: string;
  row_number: number;
  cells_encrypted: string;
  outcome: ColumnType<
    'CREATED' | 'UPDATED' | 'SKIPPED' | 'FAILED' | null,
    'CREATED' | 'UPDATED' | 'SKIPPED' | 'FAILED' | null | undefined,
    'CREATED' | 'UPDATED' | 'SKIPPED' | 'FAILED' | null
  >;
  client_id: OptionalText;
  message: OptionalText;
};

export type JobTables = {
  background_jobs: BackgroundJobsTable;
  imports: ImportsTable;
  import_rows: ImportRowsTable;
  import_files: ImportFilesTable;
  clients: { reference_id: OptionalText };
};
