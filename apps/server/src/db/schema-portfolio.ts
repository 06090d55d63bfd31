import type {
  AlertType,
  CategoryCode,
  ClientStatus,
  ClientTypeCode,
  DeliveryCode,
  InvoiceStatus,
  OrderStatus,
  RejectionReason,
  ReportKind,
  ReportStatus,
  ReportTypeCode,
  RiskLevel,
  TaxClassification,
  TaxIdKind,
  TaxPeriod,
} from '@taxlens/contracts';
import type { ColumnType, Generated, GeneratedAlways } from 'kysely';
import type { NullableTimestamp, Timestamp, TimestampDefault } from './column-types.js';

/** A `date` column: read as 'YYYY-MM-DD' (both drivers, no time-zone shift); write 'YYYY-MM-DD'. */
type CalendarDate = ColumnType<string, Date | string, Date | string>;
type NullableCalendarDate = ColumnType<string | null, Date | string | null | undefined, Date | string | null>;
/** int8 columns are parsed to number by the connection (cents fit well within 2^53). */
type Cents = ColumnType<number, number, number>;
type GeneratedCents = ColumnType<number, number | undefined, number>;

export type AddOnFrequency = 'ALWAYS' | 'SELECTED' | 'NEVER';
export type MonitoringFrequency = 'None' | 'MONTHLY' | 'SEMI_MONTHLY' | 'WEEKLY';

export type LenderProductsTable = {
  lender_id: string;
  report_type: ReportTypeCode;
  delivery: DeliveryCode;
  product_code: string;
  label: string;
  price_cents: GeneratedCents;
  trt_frequency: Generated<AddOnFrequency>;
  roa_frequency: Generated<AddOnFrequency>;
  wi_frequency: Generated<AddOnFrequency>;
  active: Generated<boolean>;
};

export type ClientsTable = {
  id: Generated<string>;
  lender_id: string;
  client_type: ClientTypeCode;
  business_name: string;
  dba: string | null;
  first_name: string | null;
  last_name: string | null;
  fiduciary_name: string | null;
  tax_id_kind: TaxIdKind;
  tax_id_encrypted: string;
  tax_id_last4: string;
  tax_id_hash: string;
  second_ein_encrypted: string | null;
  second_ein_last4: string | null;
  address_line1: string;
  address_line2: string | null;
  city: string;
  state: string;
  zip: string;
  phone: string | null;
  status: Generated<ClientStatus>;
  monitoring_frequency: Generated<MonitoringFrequency>;
  authorization_expires_on: NullableCalendarDate;
  /** Added by 004-clients: the lender's designee on the client's 8821, and the current 8821. */
  designee_id: ColumnType<string | null, string | null | undefined, string | null>;
  form_file_id: ColumnType<string | null, string | null | undefined, string | null>;
  created_by: string | null;
  created_at: TimestampDefault;
  updated_at: TimestampDefault;
  /** Migration 033: when the client was archived or closed (trends leave it out of later months). */
  archived_at: NullableTimestamp;
  /** Migration 041: the client's contact, who signs its 8821 when requests are sent in bulk (docs/decisions/215). */
  contact_name: ColumnType<string | null, string | null | undefined, string | null>;
  contact_email: ColumnType<string | null, string | null | undefined, string | null>;
  contact_mobile: ColumnType<string | null, string | null | undefined, string | null>;
  contact_title: ColumnType<string | null, string | null | undefined, string | null>;
  /** Migration 059 (decision 285): how a corporation or an LLC is taxed; null when not known. */
  tax_classification: ColumnType<
    TaxClassification | null,
    TaxClassification | null | undefined,
    TaxClassification | null
  >;
  /** Migration 042: an individual's spouse who filed jointly and signs a form of their own (docs/decisions/218). */
  spouse_first_name: ColumnType<string | null, string | null | undefined, string | null>;
  spouse_last_name: ColumnType<string | null, string | null | undefined, string | null>;
  spouse_tax_id_encrypted: ColumnType<string | null, string | null | undefined, string | null>;
  spouse_tax_id_last4: ColumnType<string | null, string | null | undefined, string | null>;
  spouse_email: ColumnType<string | null, string | null | undefined, string | null>;
  spouse_mobile: ColumnType<string | null, string | null | undefined, string | null>;
  /** The spouse's current signed 8821, beside the taxpayer's `form_file_id`. */
  spouse_form_file_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** Migration 048: the names lower-cased by PostgreSQL (stored generated columns) for search (docs/decisions/228). */
  name_lower: GeneratedAlways<string>;
  dba_lower: GeneratedAlways<string | null>;
};

export type BundlesTable = {
  id: Generated<string>;
  lender_id: string;
  name: string;
  created_at: TimestampDefault;
};

export type BundleClientsTable = {
  bundle_id: string;
  client_id: string;
  lender_id: string;
  position: Generated<number>;
};

export type DesigneesTable = {
  id: Generated<string>;
  lender_id: string;
  name: string;
  caf_number: string;
  ptin: string | null;
  address_line1: string;
  address_line2: string | null;
  city: string;
  state: string;
  zip: string;
  phone: string;
  fax: string | null;
  created_at: TimestampDefault;
  updated_at: TimestampDefault;
};

export type StoredFilesTable = {
  id: Generated<string>;
  lender_id: string;
  storage_key: string;
  original_name: string;
  content_type: string;
  size_bytes: number;
  sha256: string;
  uploaded_by: string | null;
  created_at: TimestampDefault;
  /** Added by 031: the file is an 8821 signed through a signature request. */
  e_signed: Generated<boolean>;
  /** Added by 036: operations submitted this e-signed form through the IRS's online tool. */
  submitted_online_at: NullableTimestamp;
  submitted_online_by: ColumnType<string | null, string | null | undefined, string | null>;
  submission_reference: ColumnType<string | null, string | null | undefined, string | null>;
  /** Added by 043: the bytes were deleted after the retention period (docs/decisions/219); the row stays as a tombstone. */
  deleted_at: ColumnType<Date | string | null, never, Date>;
  /** Added by 061: the bytes at rest are sealed with the PII key (docs/decisions/289). */
  sealed: Generated<boolean>;
};

export type OrdersTable = {
  id: Generated<string>;
  lender_id: string;
  client_id: string;
  bundle_order_id: string | null;
  report_type: ReportTypeCode;
  delivery: DeliveryCode;
  record_of_account: Generated<boolean>;
  tax_return_transcripts: Generated<boolean>;
  wage_income: Generated<boolean>;
  on_demand: Generated<boolean>;
  placed_by: string;
  owner_id: string | null;
  form_file_id: string | null;
  form_name: string | null;
  idempotency_key: string | null;
  /** Migration 008: the keyed submission that made the order. */
  submission_id: string | null;
  status: Generated<OrderStatus>;
  due_at: NullableTimestamp;
  created_at: TimestampDefault;
  updated_at: TimestampDefault;
  /** Migration 039 (docs/decisions/213): the signature request an AWAITING_SIGNATURE order waits on. */
  signature_request_id: string | null;
  /** Migration 039: the invoice line the awaiting order gets when it enters the queue. */
  awaiting_bill: ColumnType<AwaitingBill | null, string | null | undefined, string | null>;
  cancel_reason: string | null;
  cancelled_at: NullableTimestamp;
  /** Migration 042 (docs/decisions/218): a joint filer's order carries the spouse's signed 8821 too. */
  spouse_form_file_id: string | null;
  /** Migration 056 (decision 274): why the lender placed the order although its pre-check said likely_rejection. */
  send_anyway_reason: ColumnType<string | null, string | null | undefined, string | null>;
};

export type AwaitingBill = { amountCents: number; description: string; productCode: string };

export type ReportsTable = {
  id: Generated<string>;
  lender_id: string;
  client_id: string;
  order_id: string | null;
  kind: ReportKind;
  report_type: ReportTypeCode;
  status: Generated<ReportStatus>;
  rejection_code: RejectionReason | null;
  rejection_note: string | null;
  report_date: NullableCalendarDate;
  /** Insert and update with JSON.stringify(periods): a bare array would be sent as a SQL array. */
  periods: ColumnType<TaxPeriod[], string | undefined, string>;
  total_liability_cents: GeneratedCents;
  categories: ColumnType<CategoryCode[], CategoryCode[] | undefined, CategoryCode[]>;
  risk_level: RiskLevel | null;
  created_at: TimestampDefault;
  started_at: NullableTimestamp;
  completed_at: NullableTimestamp;
  rejected_at: NullableTimestamp;
};

export type AlertsTable = {
  id: Generated<string>;
  lender_id: string;
  client_id: string | null;
  report_id: string | null;
  user_id: string | null;
  portal_alert_type: AlertType;
  title: string;
  body: string;
  created_at: TimestampDefault;
  viewed: Generated<boolean>;
  viewed_at: NullableTimestamp;
  acknowledged_at: NullableTimestamp;
};

/** Migration 047: open (not dismissed) alerts per lender and audience, kept by the alerts' triggers (docs/decisions/227). */
export type LenderAlertCountsTable = {
  lender_id: string;
  /** The user the alerts are for, or the nil uuid for alerts to everyone at the lender. */
  user_key: string;
  unacknowledged: ColumnType<number, never, never>;
};

export type InvoicesTable = {
  id: Generated<string>;
  lender_id: string;
  period_month: CalendarDate;
  invoice_date: Timestamp;
  amount_cents: GeneratedCents;
  status: Generated<InvoiceStatus>;
  external_id: string | null;
  issued_at: NullableTimestamp;
  /** Migration 011. */
  paid_at: NullableTimestamp;
  created_at: TimestampDefault;
};

export type InvoiceLinesTable = {
  id: Generated<string>;
  lender_id: string;
  invoice_id: string | null;
  order_id: string | null;
  report_id: string | null;
  line_date: Timestamp;
  description: string;
  product_code: string;
  amount_cents: Cents;
  created_at: TimestampDefault;
};

/** Migration 005: each client's latest completed report, kept by a trigger (dashboards, overview). */
export type ClientLatestReportsTable = {
  client_id: string;
  lender_id: string;
  report_id: string;
  report_date: CalendarDate;
  completed_at: Timestamp;
  total_liability_cents: Cents;
  liability_without_ia_cents: Cents;
  liability_without_lien_cents: Cents;
  categories: ColumnType<CategoryCode[], CategoryCode[], CategoryCode[]>;
  category_bits: number;
  risk_level: RiskLevel;
  client_active: boolean;
};

/** Migration 005: orders per lender and status, kept by a trigger (status cards). */
export type LenderOrderCountsTable = { lender_id: string; status: OrderStatus; n: Cents };

/** Migration 014: a lender's data version, bumped by every write to its clients, orders and reports (decision 125). */
/** Decision 125; the parts' counters of decision 222 move only with their own tables. */
export type LenderDataVersionsTable = {
  lender_id: string;
  version: Cents;
  clients_version: GeneratedCents;
  orders_version: GeneratedCents;
  latest_reports_version: GeneratedCents;
  settled_version: GeneratedCents;
};

/** The latest completed reports summed per lender, UTC completion day, category bits and risk (decision 222). */
export type LenderLatestReportDaysTable = {
  lender_id: string;
  completed_on: string;
  category_bits: number;
  risk_level: string;
  clients: number;
  owing: number;
  liability_cents: Cents;
  without_lien_cents: Cents;
};

export type PortfolioTables = {
  lender_products: LenderProductsTable;
  clients: ClientsTable;
  bundles: BundlesTable;
  bundle_clients: BundleClientsTable;
  designees: DesigneesTable;
  stored_files: StoredFilesTable;
  orders: OrdersTable;
  reports: ReportsTable;
  alerts: AlertsTable;
  lender_alert_counts: LenderAlertCountsTable;
  invoices: InvoicesTable;
  invoice_lines: InvoiceLinesTable;
  client_latest_reports: ClientLatestReportsTable;
  lender_order_counts: LenderOrderCountsTable;
  lender_data_versions: LenderDataVersionsTable;
  lender_latest_report_days: LenderLatestReportDaysTable;
};
