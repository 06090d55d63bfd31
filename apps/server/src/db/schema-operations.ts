import type { ColumnType, Generated } from 'kysely';
import type { Bytes, TimestampDefault } from './column-types.js';

/** Migration 010: what happened to a report (placed, started, rejected, resubmitted, completed). */
export type ReportEventsTable = {
  id: Generated<string>;
  report_id: string;
  lender_id: string;
  type: string;
  user_id: string | null;
  /** Insert with JSON.stringify(details). */
  details: ColumnType<Record<string, unknown>, string | undefined, string>;
  created_at: TimestampDefault;
};

/** Migration 010: the report PDF generated on completion (bytes in the file storage). */
export type ReportDocumentsTable = {
  report_id: string;
  lender_id: string;
  file_id: string;
  created_at: TimestampDefault;
};

/** Migration 037: a lender's logo for the signing page, set by operations (PNG or JPEG, checked by content). */
export type LenderLogosTable = {
  lender_id: string;
  content_type: 'image/png' | 'image/jpeg';
  bytes: Bytes;
  sha256: string;
  width: number;
  height: number;
  updated_at: TimestampDefault;
  updated_by: string | null;
};

export type OperationsTables = {
  report_events: ReportEventsTable;
  report_documents: ReportDocumentsTable;
  lender_logos: LenderLogosTable;
};
