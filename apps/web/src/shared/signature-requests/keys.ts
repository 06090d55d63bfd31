/**
 * Every signature-request query key (decision 297). All start with `all`: a change anywhere refreshes the
 * client page's list, the portfolio list and the bulk dialog alike.
 */
export const signatureRequestKeys = {
  all: ['signature-requests'] as const,
  client: (clientId: string) => [...signatureRequestKeys.all, clientId] as const,
  prefill: (clientId: string) => [...signatureRequestKeys.client(clientId), 'prefill'] as const,
  lenderPage: (lenderId: string, query: string) => [...signatureRequestKeys.all, 'lender', lenderId, query] as const,
  identityLevels: () => [...signatureRequestKeys.all, 'identity-levels'] as const,
  bulkPreview: (selection: object) => [...signatureRequestKeys.all, 'bulk-preview', selection] as const,
  bulkJob: (jobId: string | null) => [...signatureRequestKeys.all, 'bulk-job', jobId] as const,
};
