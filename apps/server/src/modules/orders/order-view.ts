import type { ClientOrder, PlacedOrder } from '@taxlens/contracts';
import type { ClientOrderRow, OrderRow } from './repo.js';

const iso = (at: Date | string) => new Date(at).toISOString();

export function toPlacedOrder(row: OrderRow): PlacedOrder {
  return {
    id: row.id,
    clientId: row.client_id,
    businessName: row.business_name,
    reportType: row.report_type,
    delivery: row.delivery,
    status: row.status,
    recordOfAccount: row.record_of_account,
    taxReturnTranscripts: row.tax_return_transcripts,
    wageIncome: row.wage_income,
    onDemand: row.on_demand,
    formName: row.form_name,
    bundleOrderId: row.bundle_order_id,
    createdAt: iso(row.created_at),
    dueAt: row.due_at ? iso(row.due_at) : null,
    signatureRequestId: row.signature_request_id ?? null,
    cancelReason: row.cancel_reason ?? null,
  };
}

export function toClientOrder(row: ClientOrderRow): ClientOrder {
  return {
    ...toPlacedOrder(row),
    reportId: row.report_id,
    reportStatus: row.report_status,
    signatureRequestStatus: row.signature_request_status ?? null,
  };
}
