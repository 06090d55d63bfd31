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
  last_error: OptionalText;
  created_at: TimestampDefault;
  started_at: NullableTimestamp;
  finished_at: NullableTimestamp;
};

export type JobTables = { background_jobs: BackgroundJobsTable };
