import type { RejectionReason } from '@taxlens/contracts';

/** What an operations analyst would write beside each rejection code. */
export const REJECTION_NOTES: Record<RejectionReason, string> = {
  SECTION_4_CHECKED:
    'Line 4 is checked, so the IRS will not record the authorization on CAF. Please send a new 8821 with line 4 left blank.',
  SECTION_3_INCOMPLETE_INCORRECT:
    'Line 3 lists income tax only for 2021; the report needs the last four tax years and Form 941.',
  SECTION_2_INCOMPLETE_INCORRECT:
    'The designee on line 2 is not our firm. Please use the 8821 template from the Resources page.',
  SECTION_1_INCOMPLETE_INCORRECT: 'The taxpayer address on line 1 is incomplete (no ZIP code).',
  SECTION_5A_NOT_CHECKED: 'Line 5a (copies of notices) must be checked for transcript delivery.',
  SIGNATURE_MISSING_DECLINED: 'The form is not signed on line 7.',
  SIGNATURE_DATE_MISSING_ILLEGIBLE:
    'The signature date cannot be read. The IRS requires a date within 120 days of receipt.',
  NAME_EIN_SSN_ADDRESS_MISMATCH_IRS: 'The IRS reports that the name and tax id on the form do not match its records.',
  EIN_SSN_MISMATCH_PORTAL: 'The tax id on the uploaded form differs from the one entered in the portal.',
  UNABLE_TO_DETERMINE_ISSUE:
    'The IRS rejected the form without a reason code. We have opened a case with the CAF unit.',
  UNABLE_TO_PROCESS: 'The IRS could not process this request this cycle. Please upload a freshly signed form.',
  IDENTITY_THEFT:
    'The IRS has an identity-theft indicator on this account; transcripts are not available to third parties.',
  REVOKED: 'The taxpayer revoked the authorization with the IRS.',
  INCORRECT_FORM_UPLOADED: 'The uploaded document is a Form 4506-C, not a Form 8821.',
  NO_INCOME_MONITORING_AUTH: 'The form does not authorize future tax years, which income monitoring requires.',
  SIGNER_NOT_ASSOCIATED_WITH_BUSINESS_INDIVIDUAL: 'The signer is not listed as an officer or member of the business.',
  FORM_ILLEGIBLE: 'The scan is too faint to read lines 1 and 3. Please upload a clearer copy.',
  MISSING_INCORRECT_TITLE: "The signer's title is missing on line 7 (required for a business).",
  FORM_ISSUES: 'Pages 2 and 3 of the form are missing from the upload.',
  INCORRECT_ORG_TYPE: 'The client is set up as an LLC but files Form 1120-S; please correct the client type.',
  NOT_ACCEPTED_BY_CAF: 'The CAF unit did not accept the authorization. Please send a newly signed form.',
};
