import type { RejectionReason } from '@taxlens/contracts';
import type { Verdict } from '../types.js';

/** One row of the rule table (docs/decisions/261): what is checked, the spec 2 §8 code, the worst verdict, the IRS source. */
export type Rule = { rule: string; code: RejectionReason; verdict: Exclude<Verdict, 'ready'>; source: string };

const INSTRUCTIONS = 'Instructions for Form 8821 (Rev. September 2021)';

export const RULES = [
  {
    rule: 'Line 4 (specific use not recorded on the CAF) is checked',
    code: 'SECTION_4_CHECKED',
    verdict: 'likely_rejection',
    source: `Form 8821 line 4; ${INSTRUCTIONS}, line 4: such an authorization is not recorded on the CAF`,
  },
  {
    rule: "Line 1 misses the taxpayer's name, TIN or address",
    code: 'SECTION_1_INCOMPLETE_INCORRECT',
    verdict: 'likely_rejection',
    source: `Form 8821 line 1; ${INSTRUCTIONS}, line 1`,
  },
  {
    rule: "Line 1's TIN is not the client's (or a joint filer's spouse's, decision 218)",
    code: 'EIN_SSN_MISMATCH_PORTAL',
    verdict: 'likely_rejection',
    source: `${INSTRUCTIONS}, line 1: the taxpayer's SSN, ITIN or EIN`,
  },
  {
    rule: "Line 2 does not name the provider's designee, or names it with another CAF number",
    code: 'SECTION_2_INCOMPLETE_INCORRECT',
    verdict: 'likely_rejection',
    source: `Form 8821 line 2; ${INSTRUCTIONS}, line 2 (CAF number)`,
  },
  {
    rule: 'Line 3 without a form number or years, with "All years", or with years ending more than 3 years after receipt',
    code: 'SECTION_3_INCOMPLETE_INCORRECT',
    verdict: 'likely_rejection',
    source: `${INSTRUCTIONS}, line 3: general references are not accepted; future periods up to 3 years`,
  },
  {
    rule: 'Line 3 names an income return the client does not file (a 1040 for a corporation, an 1120 for an S corporation or a partnership)',
    code: 'INCORRECT_ORG_TYPE',
    verdict: 'likely_rejection',
    source: `${INSTRUCTIONS}, line 3: the form number of the taxpayer's own return`,
  },
  {
    rule: 'Line 6 has no signature',
    code: 'SIGNATURE_MISSING_DECLINED',
    verdict: 'likely_rejection',
    source:
      'Form 8821 line 6: "If not completed, signed, and dated, this tax information authorization will be returned"',
  },
  {
    rule: 'Line 6 has no date, or the IRS could not receive the form within 120 days of it ("check" within 15 days of the limit)',
    code: 'SIGNATURE_DATE_MISSING_ILLEGIBLE',
    verdict: 'likely_rejection',
    source: `Form 8821 line 6; ${INSTRUCTIONS}: received within 120 days of the signature date`,
  },
  {
    rule: "A business's signer gives no title",
    code: 'MISSING_INCORRECT_TITLE',
    verdict: 'likely_rejection',
    source: `Form 8821 line 6 "Title"; ${INSTRUCTIONS}, line 6 (corporation, partnership, trust, estate)`,
  },
  {
    rule: "An individual's form is signed by someone else",
    code: 'SIGNER_NOT_ASSOCIATED_WITH_BUSINESS_INDIVIDUAL',
    verdict: 'likely_rejection',
    source: `${INSTRUCTIONS}, line 6, Individual: the taxpayer signs`,
  },
  {
    rule: 'The file is another form (2848, 4506-C, ...), not an 8821',
    code: 'INCORRECT_FORM_UPLOADED',
    verdict: 'likely_rejection',
    source: 'Form 8821 header; Form 2848 and 4506-C are other authorizations',
  },
  {
    rule: "A page is too poor to read (the OCR's own confidence, or the page cannot be registered)",
    code: 'FORM_ILLEGIBLE',
    verdict: 'likely_rejection',
    source: 'IRS CAF units return forms they cannot read',
  },
  {
    rule: "A product's line 3 needs are not met (monitoring: income returns through the current year)",
    code: 'NO_INCOME_MONITORING_AUTH',
    verdict: 'likely_rejection',
    source: `Product rule (PRODUCT_LINE3_NEEDS) over ${INSTRUCTIONS}, line 3`,
  },
  {
    rule: "Rev. 01-2021: the provider's line 2 box for copies of notices is not checked while the product needs notices; older revisions: line 5a not checked",
    code: 'SECTION_5A_NOT_CHECKED',
    verdict: 'check',
    source: 'DESIGN.md, third turn; Form 8821 (Rev. 01-2021) line 2 box; older revisions line 5a',
  },
] as const satisfies readonly Rule[];

export type RuleCode = (typeof RULES)[number]['code'];

export const ruleOf = (code: RuleCode): Rule => RULES.find((r) => r.code === code)!;

/** Product or add-on -> what its line 3 must authorise (NO_INCOME_MONITORING_AUTH). */
export const PRODUCT_LINE3_NEEDS: Record<
  string,
  { needs: string; incomeThroughCurrentYear: boolean; notices: boolean }
> = {
  MONITORING: { needs: 'income returns through the current year', incomeThroughCurrentYear: true, notices: true },
  MONTHLY: { needs: 'income returns through the current year', incomeThroughCurrentYear: true, notices: true },
  SEMI_MONTHLY: { needs: 'income returns through the current year', incomeThroughCurrentYear: true, notices: true },
  WEEKLY: { needs: 'income returns through the current year', incomeThroughCurrentYear: true, notices: true },
  INCOME_VERIFICATION: { needs: 'an income return', incomeThroughCurrentYear: false, notices: false },
};
