import { rejectionReasonLabel } from './dashboard-display.js';

// Apart from the form check's schemas (form-check.ts): the lists show these labels without zod (issue 50).
// Decision 287: the life of a client's 8821 after the check, as lists, the client page and /api/v1 show it.
export const FORM_STAGES = [
  'received',
  'checked',
  'submitted',
  'recorded',
  'rejected',
  'expiring',
  'expired',
  'revoked',
] as const;
export type FormStage = (typeof FORM_STAGES)[number];

export const FORM_STAGE_LABELS: Record<FormStage, string> = {
  received: 'Received',
  checked: 'Checked',
  submitted: 'Submitted to the IRS',
  recorded: 'Recorded on the CAF',
  rejected: 'Rejected by the IRS',
  expiring: 'Expiring',
  expired: 'Expired',
  revoked: 'Revoked',
};

/**
 * A form's stage as the lists show it and their CSV exports write it (decision 287): the label, and the IRS's
 * reason when it rejected the form.
 */
export function formStageText(stage: FormStage, rejectionCode: string | null | undefined): string {
  const label = FORM_STAGE_LABELS[stage];
  return stage === 'rejected' && rejectionCode ? `${label}: ${rejectionReasonLabel(rejectionCode)}` : label;
}

/**
 * Rejections a new signature fixes (the form's content, its signer or its signature): the client page offers
 * a prefilled signing request. The others (identity theft, revoked, not accepted by the CAF, unable to
 * process or to tell the issue) need the client or operations first.
 */
export const FIXABLE_REJECTION_CODES: readonly string[] = [
  'SECTION_4_CHECKED',
  'SECTION_3_INCOMPLETE_INCORRECT',
  'SECTION_2_INCOMPLETE_INCORRECT',
  'SECTION_1_INCOMPLETE_INCORRECT',
  'SECTION_5A_NOT_CHECKED',
  'SIGNATURE_MISSING_DECLINED',
  'SIGNATURE_DATE_MISSING_ILLEGIBLE',
  'NAME_EIN_SSN_ADDRESS_MISMATCH_IRS',
  'EIN_SSN_MISMATCH_PORTAL',
  'INCORRECT_FORM_UPLOADED',
  'NO_INCOME_MONITORING_AUTH',
  'SIGNER_NOT_ASSOCIATED_WITH_BUSINESS_INDIVIDUAL',
  'FORM_ILLEGIBLE',
  'MISSING_INCORRECT_TITLE',
  'FORM_ISSUES',
  'INCORRECT_ORG_TYPE',
];
