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
    rule: 'The order\'s product or add-on needs line 3 entries the form does not list (PRODUCT_LINE3_NEEDS: monitoring, income returns through the current year; income verification, tax return transcripts, record of account, an income return; wage and income, "Wage and Income" or the income forms)',
    code: 'NO_INCOME_MONITORING_AUTH',
    verdict: 'likely_rejection',
    source: `Portal spec 2 §8 "No income monitoring authorization"; product table PRODUCT_LINE3_NEEDS (decision 285) over ${INSTRUCTIONS}, line 3`,
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

/** What a product or add-on needs line 3 to authorise (NO_INCOME_MONITORING_AUTH), decision 285. */
export type Line3Need = {
  /** The need as the finding's sentence says it. */
  needs: string;
  /** Which rows count: an income return (1040, 1120, 1120-S, 1065, 1041, 990), or also wage and income entries. */
  accepts: 'income_return' | 'wage_and_income';
  /** The rows must reach the year the form arrives in (monitoring reads returns as they are filed). */
  throughCurrentYear: boolean;
  /** The provider's line 2 box for copies of notices matters (SECTION_5A_NOT_CHECKED, "check" only). */
  notices: boolean;
  source: string;
};

const SPEC = 'Portal spec 2';

/**
 * Product or add-on of the order -> what its line 3 must authorise. The codes are the order's (decision
 * 285, `productsOfOrder`): a report type, the monitoring delivery, an add-on. A product not listed (the
 * standard report, 4506-C, ...) needs no particular line 3 entry beyond the line 3 rules themselves.
 */
export const PRODUCT_LINE3_NEEDS = {
  MONITORING: {
    needs: 'income returns through the current year',
    accepts: 'income_return',
    throughCurrentYear: true,
    notices: true,
    source: `${SPEC} §4 delivery MONTHLY and §9 monitoring; §8 "No income monitoring authorization"; ${INSTRUCTIONS}, line 3: future periods up to 3 years`,
  },
  INCOME_VERIFICATION: {
    needs: 'an income return',
    accepts: 'income_return',
    throughCurrentYear: false,
    notices: false,
    source: `${SPEC} §4 report type INCOME_VERIFICATION; ${INSTRUCTIONS}, line 3: (a) type of tax, (b) form number`,
  },
  WAGE_INCOME: {
    needs: '"Wage and Income" (Forms W-2, 1099) or an income return',
    accepts: 'wage_and_income',
    throughCurrentYear: false,
    notices: false,
    source: `${SPEC} §4 add-on "Wage and income"; ${INSTRUCTIONS}, line 3: the designee receives only the forms listed`,
  },
  TAX_RETURN_TRANSCRIPTS: {
    needs: 'an income return',
    accepts: 'income_return',
    throughCurrentYear: false,
    notices: false,
    source: `${SPEC} §4 add-on "Tax return transcripts"; ${INSTRUCTIONS}, line 3: (b) the form number of the return`,
  },
  RECORD_OF_ACCOUNT: {
    needs: 'an income return',
    accepts: 'income_return',
    throughCurrentYear: false,
    notices: false,
    source: `${SPEC} §4 add-on "Record of account"; ${INSTRUCTIONS}, line 3: (b) the form number of the return`,
  },
} as const satisfies Record<string, Line3Need>;
export type ProductCode = keyof typeof PRODUCT_LINE3_NEEDS;

/** Other names of the codes (the client's monitoring frequencies, the CLI's older --product values). */
const PRODUCT_ALIASES: Record<string, ProductCode> = {
  MONTHLY: 'MONITORING',
  SEMI_MONTHLY: 'MONITORING',
  WEEKLY: 'MONITORING',
  WAGE_AND_INCOME: 'WAGE_INCOME',
};

/** The table's entry of a code or alias (any case); undefined for a product without line 3 needs. */
export function line3NeedOf(code: string): Line3Need | undefined {
  const key = code.toUpperCase();
  return (PRODUCT_LINE3_NEEDS as Record<string, Line3Need>)[key] ?? PRODUCT_LINE3_NEEDS[PRODUCT_ALIASES[key]!];
}

/** What the portal knows of an order being placed (or placed): its product identifier or parts, its add-ons. */
export type OrderProducts = {
  /** Place Order's product identifier, `REPORT_TYPE:DELIVERY`. */
  product?: string | null;
  reportType?: string | null;
  delivery?: string | null;
  recordOfAccount?: boolean | null;
  taxReturnTranscripts?: boolean | null;
  wageIncome?: boolean | null;
};

/** The table's codes an order carries (decision 285): the server hands them to the check. */
export function productsOfOrder(order: OrderProducts): ProductCode[] {
  const [fromProduct, deliveryOfProduct] = (order.product ?? '').split(':');
  const reportType = order.reportType ?? fromProduct;
  const delivery = order.delivery ?? deliveryOfProduct;
  const codes: ProductCode[] = [];
  if (reportType === 'INCOME_VERIFICATION') codes.push('INCOME_VERIFICATION');
  if (delivery === 'MONTHLY') codes.push('MONITORING');
  if (order.wageIncome) codes.push('WAGE_INCOME');
  if (order.taxReturnTranscripts) codes.push('TAX_RETURN_TRANSCRIPTS');
  if (order.recordOfAccount) codes.push('RECORD_OF_ACCOUNT');
  return codes;
}
