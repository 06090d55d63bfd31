import type { ColumnType, Generated } from 'kysely';
import type { NullableTimestamp, TimestampDefault } from './column-types.js';

type OptionalText = ColumnType<string | null, string | null | undefined, string | null>;
type NullableBytes = ColumnType<Uint8Array | null, Buffer | null | undefined, Buffer | null>;
type Count = ColumnType<number, number | undefined, number>;

export type TranscriptMailboxStatus = 'QUEUED' | 'READING' | 'DONE' | 'REFUSED' | 'FAILED';
export type TranscriptMailboxItemReason = 'AMBIGUOUS' | 'UNMATCHED' | 'REFUSED';
export type TranscriptMailboxItemStatus = 'LISTED' | 'FILED' | 'DISCARDED';

/** Migration 058 (decision 283): an operator's mailbox ZIP, its bytes sealed until filed, and its progress. */
export type TranscriptMailboxesTable = {
  id: Generated<string>;
  uploaded_by: string | null;
  file_name: string;
  size_bytes: number;
  content_sealed: NullableBytes;
  status: ColumnType<TranscriptMailboxStatus, TranscriptMailboxStatus | undefined, TranscriptMailboxStatus>;
  refusal_reason: OptionalText;
  refusal_detail: OptionalText;
  files_total: Count;
  files_done: Count;
  modules_filed: Count;
  modules_listed: Count;
  job_id: OptionalText;
  created_at: TimestampDefault;
  done_at: NullableTimestamp;
};

/** Migration 058 (decision 283): a mailbox module not filed (ambiguous, unmatched, refused), sealed, for 30 days. */
export type TranscriptMailboxItemsTable = {
  id: Generated<string>;
  mailbox_id: string;
  source: string;
  position: number;
  reason: TranscriptMailboxItemReason;
  item_sealed: string;
  content_sealed: NullableBytes;
  status: ColumnType<TranscriptMailboxItemStatus, TranscriptMailboxItemStatus | undefined, TranscriptMailboxItemStatus>;
  decided_by: OptionalText;
  decided_at: NullableTimestamp;
  filed_report_id: OptionalText;
  created_at: TimestampDefault;
};

/** Migration 058 (decision 283): why an operator attached a module answered before its order was placed. */
export type TranscriptBeforeOrderReasonsTable = {
  module_id: string;
  report_id: string;
  lender_id: string;
  reason: string;
  user_id: string | null;
  created_at: TimestampDefault;
};

export type TranscriptMailboxTables = {
  transcript_before_order_reasons: TranscriptBeforeOrderReasonsTable;
  transcript_mailboxes: TranscriptMailboxesTable;
  transcript_mailbox_items: TranscriptMailboxItemsTable;
};
