/** Every query key of the invoices page (decision 297): queries and invalidations use these, never literals. */
export const invoiceKeys = {
  dashboard: () => ['invoices', 'dashboard'] as const,
};
