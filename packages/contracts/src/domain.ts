// Domain constants of the specs, shared by server and web. Later issues add their areas here.

export const CLIENT_TYPES = [
  { code: 'corp', label: 'Corporation' },
  { code: 'llc', label: 'LLC' },
  { code: 'partners', label: 'Partnership' },
  { code: 'nonprofit', label: 'Nonprofit' },
  { code: 'sole_prop', label: 'Sole Proprietorship' },
  { code: 'individual', label: 'Individual' },
  { code: 'estates_and_trusts', label: 'Estates and Trusts' },
] as const;
export type ClientTypeCode = (typeof CLIENT_TYPES)[number]['code'];

/** Spec 2 §8: rejection reasons of an authorization form. */
export const REJECTION_REASONS = {
  SECTION_4_CHECKED: 'Section 4 checked',
  SECTION_3_INCOMPLETE_INCORRECT: 'Section 3 incorrect or incomplete',
  SECTION_2_INCOMPLETE_INCORRECT: 'Section 2 incorrect or incomplete',
  SECTION_1_INCOMPLETE_INCORRECT: 'Section 1 incomplete or incorrect',
  SECTION_5A_NOT_CHECKED: 'Section 5A not checked',
  SIGNATURE_MISSING_DECLINED: 'Signature missing',
  SIGNATURE_DATE_MISSING_ILLEGIBLE: 'Signature date missing or illegible',
  NAME_EIN_SSN_ADDRESS_MISMATCH_IRS: 'Mismatch',
  EIN_SSN_MISMATCH_PORTAL: 'EIN/SSN mismatch',
  UNABLE_TO_DETERMINE_ISSUE: 'Unable to determine issue',
  UNABLE_TO_PROCESS: 'Unable to process',
  IDENTITY_THEFT: 'Identity theft',
  REVOKED: 'Revoked',
  INCORRECT_FORM_UPLOADED: 'Incorrect form uploaded',
  NO_INCOME_MONITORING_AUTH: 'No income monitoring authorization',
  SIGNER_NOT_ASSOCIATED_WITH_BUSINESS_INDIVIDUAL: 'Signer not associated with business/individual',
  FORM_ILLEGIBLE: 'Form illegible',
  MISSING_INCORRECT_TITLE: 'Missing or incorrect title',
  FORM_ISSUES: 'Form issues',
  INCORRECT_ORG_TYPE: 'Incorrect organization type',
  NOT_ACCEPTED_BY_CAF: 'Not accepted by CAF',
} as const;
export type RejectionReason = keyof typeof REJECTION_REASONS;

/** Spec 2 §4, in priority order. */
export const DELIVERY_OPTIONS = [
  { code: 'EXPRESS', description: 'within 2 hours' },
  { code: 'SAME_DAY', description: 'by 7 PM ET' },
  { code: 'NEXT_DAY', description: 'by 7 PM ET the following business day' },
  { code: 'THREE_DAY', description: '3 business days' },
  { code: 'TEN_DAY', description: '10 business days' },
  { code: 'THIRTY_DAY', description: '30 business days' },
  { code: 'TGR_ONDEMAND', description: 'by 7 PM ET next business day' },
  { code: 'ON_DEMAND', description: 'by 7 PM ET next business day' },
  { code: 'MONTHLY', description: 'tax return transcripts' },
] as const;
export type DeliveryCode = (typeof DELIVERY_OPTIONS)[number]['code'];

/** Spec 2 §4 report types; `{product}` is TAXLENS. */
export const REPORT_TYPES = [
  { code: 'TAXLENS', label: 'TaxLens Report' },
  { code: 'STANDARD', label: 'Standard Report' },
  { code: 'TAXLENS_LITE', label: 'TaxLens Lite Report' },
  { code: 'BASIC', label: 'Basic Report' },
  { code: 'TG_4506', label: '4506-C' },
  { code: 'INCOME_VERIFICATION', label: 'Income Verification' },
  { code: 'GUARDIAN', label: 'Guardian' },
] as const;
export type ReportTypeCode = (typeof REPORT_TYPES)[number]['code'];

export const REPORT_STATUSES = ['PENDING', 'IN_PROGRESS', 'COMPLETED', 'REJECTED'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

/** DESIGN.md "Report data": the derived category codes. */
export const CATEGORY_CODES = [
  'WITH_LIABILITIES',
  'WITH_LIABILITIES_LAST_FOUR_YEARS',
  'WITH_OUT_IA',
  'WITH_POTENTIAL_DEFAULT',
  'WITH_LIENS',
  'WITH_LIENS_LAST_45_DAYS',
  'WITH_LEVY',
  'WITH_HIDDEN_LIABILITIES',
  'WITH_UN_FILED_INCOME_TAX_CURRENT_PERIOD',
  'WITH_UN_FILED_INCOME_TAX_PREVIOUS_PERIOD',
  'WITH_UN_FILED_INCOME_TAX_TWO_PERIODS_AGO',
  'WITH_UN_FILED_941_LAST_QUARTER',
] as const;
export type CategoryCode = (typeof CATEGORY_CODES)[number];

export const RISK_LEVELS = ['HIGH', 'MEDIUM', 'LOW'] as const;
export type RiskLevel = (typeof RISK_LEVELS)[number];

export const ALERT_TYPES = [
  'CLIENT_RENAMED',
  'REJECTED',
  'INCOMPLETE_AUTH',
  'HIGH_RISK',
  'LENDER_ALERT',
  'LENDER_RULE',
] as const;
export type AlertType = (typeof ALERT_TYPES)[number];

export const TAX_FORMS = ['1120', '1120S', '1065', '1040', '941', '940', '990', '1041'] as const;
export type TaxForm = (typeof TAX_FORMS)[number];

export const INVOICE_STATUSES = ['Paid', 'Poor Standing', 'Overdue', 'Collection', 'Pending'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];
