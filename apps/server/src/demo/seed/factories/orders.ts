import type { DeliveryCode, ReportStatus, ReportTypeCode } from '@taxlens/contracts';
import { randomUUID } from 'node:crypto';
import type { Insertable } from 'kysely';
import type { OrdersTable } from '../../../db/schema-portfolio.js';
import { buildReportRow, type ReportDetails, type ReportRow } from './reports.js';

export type OrderInput = {
  lenderId: string;
  clientId: string;
  placedBy: string;
  id?: string;
  bundleOrderId?: string | null;
  reportType?: ReportTypeCode;
  delivery?: DeliveryCode;
  recordOfAccount?: boolean;
  taxReturnTranscripts?: boolean;
  wageIncome?: boolean;
  onDemand?: boolean;
  ownerId?: string | null;
  formFileId?: string | null;
  formName?: string | null;
  idempotencyKey?: string | null;
  /** An order made with its report moves as its report does (never AWAITING_SIGNATURE or CANCELLED). */
  status?: ReportStatus;
  dueAt?: Date | null;
  createdAt?: Date;
  updatedAt?: Date;
  /** The order's report, in the order's status; false leaves the order without one. */
  report?: ReportDetails | false;
};

export type OrderRow = Insertable<OrdersTable> & { id: string };

export type CreatedOrder = { id: string; status: ReportStatus; reportId: string | null };

/** The order row and its ORDER report row, consistent with each other (status, type, timestamps). */
export function buildOrder(input: OrderInput, now: Date = new Date()): { order: OrderRow; report: ReportRow | null } {
  const status = input.status ?? 'PENDING';
  const createdAt = input.createdAt ?? now;
  const order: OrderRow = {
    id: input.id ?? randomUUID(),
    lender_id: input.lenderId,
    client_id: input.clientId,
    bundle_order_id: input.bundleOrderId ?? null,
    report_type: input.reportType ?? 'TAXLENS',
    delivery: input.delivery ?? (input.onDemand ? 'ON_DEMAND' : 'NEXT_DAY'),
    record_of_account: input.recordOfAccount ?? false,
    tax_return_transcripts: input.taxReturnTranscripts ?? false,
    wage_income: input.wageIncome ?? false,
    on_demand: input.onDemand ?? false,
    placed_by: input.placedBy,
    owner_id: input.ownerId ?? input.placedBy,
    form_file_id: input.formFileId ?? null,
    form_name: input.formName !== undefined ? input.formName : input.onDemand ? null : 'Form 8821',
    idempotency_key: input.idempotencyKey ?? null,
    status,
    due_at: input.dueAt ?? null,
    created_at: createdAt,
  };
  if (input.report === false) return { order: { ...order, updated_at: input.updatedAt ?? createdAt }, report: null };
  const report = buildReportRow(
    {
      ...input.report,
      createdAt,
      lenderId: order.lender_id,
      clientId: order.client_id,
      orderId: order.id,
      kind: 'ORDER',
      reportType: order.report_type,
      status,
    },
    now,
  );
  const settledAt = report.completed_at ?? report.rejected_at ?? report.started_at ?? createdAt;
  return { order: { ...order, updated_at: input.updatedAt ?? settledAt }, report };
}
