/**
 * Every query key of the esign feature (decision 297). The lender's request lists live under the shared
 * `signatureRequestKeys` (shared/signature-requests/keys.ts), which other features refresh too.
 */
export const esignKeys = {
  signing: (token: string) => ['signing', token] as const,
};
