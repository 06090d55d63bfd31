import type { ColumnType, Generated } from 'kysely';
import type { JsonDefault, NullableTimestamp, TimestampDefault } from './column-types.js';

type OptionalText = ColumnType<string | null, string | null | undefined, string | null>;
type OptionalBytes = ColumnType<Buffer | null, Buffer | null | undefined, Buffer | null>;

export type FormCheckStatusColumn = 'queued' | 'running' | 'done' | 'failed';

/** Migration 056 (decision 274): a check of a Form 8821, before or after its order (modules/form-check). */
export type FormChecksTable = {
  id: Generated<string>;
  lender_id: string;
  client_id: string;
  order_id: OptionalText;
  file_id: OptionalText;
  /** Rows written before migration 062 only, until the `form-check-files` job has moved them (decision 303). */
  sealed_form: OptionalBytes;
  /** Migration 062 (decision 303): a pre-check's upload, a sealed file of the storage layer. */
  form_key: OptionalText;
  file_name: string;
  file_sha256: string;
  status: ColumnType<FormCheckStatusColumn, FormCheckStatusColumn | undefined, FormCheckStatusColumn>;
  failure_reason: OptionalText;
  verdict: ColumnType<
    'ready' | 'check' | 'likely_rejection' | null,
    'ready' | 'check' | 'likely_rejection' | null | undefined,
    'ready' | 'check' | 'likely_rejection' | null
  >;
  codes: JsonDefault;
  findings: JsonDefault;
  fields: ColumnType<unknown, string | null | undefined, string | null>;
  read_by: OptionalText;
  pages: JsonDefault;
  /** Migration 059 (decision 285): a pre-check's product codes (the library's PRODUCT_LINE3_NEEDS keys). */
  products: JsonDefault;
  created_by: OptionalText;
  created_at: TimestampDefault;
  started_at: NullableTimestamp;
  finished_at: NullableTimestamp;
};

/** A check's page image: a sealed file under `png_key` (migration 062), or its bytes in the row before then. */
export type FormCheckPagesTable = { check_id: string; page: number; sealed_png: OptionalBytes; png_key: OptionalText };

/** Migration 060 (decision 287): a stored 8821's life after the check, moved by operations (or a transcript). */
export type FormStagesTable = {
  file_id: string;
  lender_id: string;
  client_id: string;
  submitted_at: NullableTimestamp;
  submitted_via: ColumnType<'fax' | 'online' | null, 'fax' | 'online' | null | undefined, 'fax' | 'online' | null>;
  submitted_by: OptionalText;
  caf_recorded_at: NullableTimestamp;
  caf_recorded_by: OptionalText;
  caf_recorded_from: ColumnType<
    'operator' | 'transcript' | null,
    'operator' | 'transcript' | null | undefined,
    'operator' | 'transcript' | null
  >;
  irs_rejected_at: NullableTimestamp;
  irs_rejection_code: OptionalText;
  irs_rejected_by: OptionalText;
  irs_rejected_report_id: OptionalText;
  revoked_at: NullableTimestamp;
  revoked_by: OptionalText;
  updated_at: TimestampDefault;
};

export type FormCheckTables = {
  form_checks: FormChecksTable;
  form_check_pages: FormCheckPagesTable;
  form_stages: FormStagesTable;
};
