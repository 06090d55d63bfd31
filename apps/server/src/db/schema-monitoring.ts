import type { ColumnType } from 'kysely';
import type { NullableTimestamp, Timestamp } from './column-types.js';

type OptionalText = ColumnType<string | null, string | null | undefined, string | null>;

/** Migration 012: periodic jobs claimed by one instance at a time. */
export type ScheduledJobsTable = {
  name: string;
  next_run_at: Timestamp;
  locked_until: NullableTimestamp;
  last_started_at: NullableTimestamp;
  last_finished_at: NullableTimestamp;
  last_error: OptionalText;
  runs: ColumnType<number, number | undefined, number>;
};

/** Columns migration 012 adds to tables declared elsewhere (merged by intersection in schema.ts). */
export type MonitoringTables = {
  scheduled_jobs: ScheduledJobsTable;
  reports: { monitoring_period: OptionalText; irs_name: OptionalText };
  clients: { authorization_periods: ColumnType<string[], string[] | undefined, string[]> };
};
