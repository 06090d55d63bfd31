export const opsLenderPath = (lenderId: string) => `/api/ops/lenders/${encodeURIComponent(lenderId)}`;

/** The invoice's PDF, opened as a link (the session cookie goes with it). */
export const opsInvoicePdfUrl = (lenderId: string, invoiceId: string) =>
  `${opsLenderPath(lenderId)}/invoices/${encodeURIComponent(invoiceId)}/pdf`;
