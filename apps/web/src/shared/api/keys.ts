/** The query keys of shared calls (decision 297); each feature has its own in features/<area>/api/keys.ts. */
export const sharedKeys = {
  // Kept across sign-out and lender switches (query-client.ts, navigation-effects.tsx): the app's public config.
  config: () => ['config'] as const,
  openFormData: () => ['formdata', 'open'] as const,
  lenderFormData: () => ['formdata', 'lender'] as const,
  reportEvidence: (reportId: string | null) => ['reports', reportId, 'evidence'] as const,
  formCheck: (checkId: string | null) => ['form-check', checkId] as const,
};
