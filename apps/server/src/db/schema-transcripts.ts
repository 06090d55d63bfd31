import type { ColumnType, Generated } from 'kysely';
import type { Json, NullableTimestamp, TimestampDefault } from './column-types.js';

type OptionalText = ColumnType<string | null, string | null | undefined, string | null>;
type NullableBytes = ColumnType<Uint8Array | null, Buffer | null | undefined, Buffer | null>;

export type TranscriptFileStatus = 'QUEUED' | 'READING' | 'READ' | 'REFUSED' | 'FAILED';
export type TranscriptModuleStatus = 'READY' | 'NEEDS_REVIEW' | 'CONFIRMED' | 'REFUSED';

/** Migration 056: a transcript file uploaded to an open report; its bytes sealed with the PII key until read. */
export type TranscriptFilesTable = {
  id: Generated<string>;
  report_id: string;
  lender_id: string;
  uploaded_by: string | null;
  file_name: string;
  size_bytes: number;
  content_sealed: NullableBytes;
  status: ColumnType<TranscriptFileStatus, TranscriptFileStatus | undefined, TranscriptFileStatus>;
  refusal_reason: OptionalText;
  refusal_detail: OptionalText;
  job_id: OptionalText;
  created_at: TimestampDefault;
  read_at: NullableTimestamp;
};

/** Migration 056: one module read from a transcript file; its facts a sealed JSON text (null when refused). */
export type TranscriptModulesTable = {
  id: Generated<string>;
  file_id: string;
  report_id: string;
  lender_id: string;
  source: string;
  position: number;
  form: OptionalText;
  tax_period: OptionalText;
  facts_sealed: OptionalText;
  status: TranscriptModuleStatus;
  refusal_reason: OptionalText;
  refusal_detail: OptionalText;
  confirmed_by: OptionalText;
  confirmed_at: NullableTimestamp;
  created_at: TimestampDefault;
};

/** Migration 056: an operator's correction of one derived fact, with the reason. */
export type TranscriptCorrectionsTable = {
  id: Generated<string>;
  report_id: string;
  lender_id: string;
  form: string;
  period: string;
  fact: string;
  value: Json;
  reason: string;
  user_id: string | null;
  created_at: TimestampDefault;
};

/** Migration 056: per period of a report completed from transcripts, the sources, evidence, stage and dates (sealed). */
export type ReportTranscriptFactsTable = {
  report_id: string;
  lender_id: string;
  facts_sealed: string;
  created_at: TimestampDefault;
};

export type TranscriptTables = {
  transcript_files: TranscriptFilesTable;
  transcript_modules: TranscriptModulesTable;
  transcript_corrections: TranscriptCorrectionsTable;
  report_transcript_facts: ReportTranscriptFactsTable;
};
