// The verdicts and their labels without the check's schemas: a page that only shows a verdict (the client
// page's 8821 card) does not download and run zod for them (decision 326).

export const FORM_CHECK_VERDICTS = ['ready', 'check', 'likely_rejection'] as const;
export type FormCheckVerdict = (typeof FORM_CHECK_VERDICTS)[number];
export const FORM_CHECK_STATUSES = ['queued', 'running', 'done', 'failed'] as const;
export type FormCheckStatus = (typeof FORM_CHECK_STATUSES)[number];

/** The verdicts as the lender reads them. */
export const FORM_CHECK_VERDICT_LABELS: Record<FormCheckVerdict, string> = {
  ready: 'Ready',
  check: 'Check these',
  likely_rejection: 'Likely rejection',
};
