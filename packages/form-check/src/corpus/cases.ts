import type { RejectionReason } from '@taxlens/contracts';
import type { ClientFacts } from '../types.js';
import type { FormSpec } from './fill-form.js';

/** A labelled case of the corpus: the client, the form, and the codes the check must raise (with their verdict). */
export type CorpusCase = {
  name: string;
  facts: ClientFacts;
  spec: FormSpec | 'form-2848';
  /** A case that only exists as this scan (a page too degraded to read). */
  onlyAs?: 'noise';
  /** A form of the older seven-line revision (decision 312), with its line 5a box. */
  sevenLine?: { line5a: boolean };
  expected: Partial<Record<RejectionReason, 'check' | 'likely_rejection'>>;
};

export const RECEIVED_ON = '2026-03-02';
export const PROVIDER = { name: 'TaxLens Transcript Services', caf: '0312-45678R' };
const PROVIDER_LINE = {
  nameAddress: 'TaxLens Transcript Services\n1500 Market Street, Philadelphia, PA 19102',
  caf: PROVIDER.caf,
  copies: true,
};

type Client = Pick<ClientFacts, 'clientType' | 'taxClassification' | 'clientName' | 'clientTin'> & {
  form: string;
  title: string;
  signer: string;
};

const CLIENTS: Record<string, Client> = {
  c_corp: {
    clientType: 'corp',
    taxClassification: 'c_corporation',
    clientName: 'Northwind Traders Inc',
    clientTin: '12-3456789',
    form: '1120',
    title: 'President',
    signer: 'Maria Lopez',
  },
  s_corp: {
    clientType: 'corp',
    taxClassification: 's_corporation',
    clientName: 'Blue Heron Dental PC',
    clientTin: '23-4567890',
    form: '1120-S',
    title: 'CEO',
    signer: 'Daniel Cho',
  },
  corp_unknown: {
    clientType: 'corp',
    taxClassification: null,
    clientName: 'Granite Peak Corp',
    clientTin: '34-5678901',
    form: '1120',
    title: 'Treasurer',
    signer: 'Ann Patel',
  },
  llc_partnership: {
    clientType: 'llc',
    taxClassification: 'partnership',
    clientName: 'Riverbend Farms LLC',
    clientTin: '45-6789012',
    form: '1065',
    title: 'Managing Member',
    signer: 'Tom Becker',
  },
  llc_unknown: {
    clientType: 'llc',
    taxClassification: null,
    clientName: 'Cedar Hollow LLC',
    clientTin: '57-8901234',
    form: '1120-S',
    title: 'Managing Member',
    signer: 'Iris Novak',
  },
  llc_disregarded: {
    clientType: 'llc',
    taxClassification: 'disregarded',
    clientName: 'Solo Design LLC',
    clientTin: '56-7890123',
    form: '1040',
    title: 'Member',
    signer: 'Lena Fischer',
  },
  partnership: {
    clientType: 'partners',
    taxClassification: null,
    clientName: 'Oak & Stone Partners',
    clientTin: '67-8901234',
    form: '1065',
    title: 'General Partner',
    signer: 'Raj Mehta',
  },
  nonprofit: {
    clientType: 'nonprofit',
    taxClassification: null,
    clientName: 'Harbor Food Bank',
    clientTin: '78-9012345',
    form: '990',
    title: 'Executive Director',
    signer: 'Grace Kim',
  },
  sole_prop: {
    clientType: 'sole_prop',
    taxClassification: null,
    clientName: 'Jamal Carter',
    clientTin: '456-78-9012',
    form: '1040',
    title: '',
    signer: 'Jamal Carter',
  },
  individual: {
    clientType: 'individual',
    taxClassification: null,
    clientName: 'Emily Stone',
    clientTin: '567-89-0123',
    form: '1040',
    title: '',
    signer: 'Emily Stone',
  },
  trust: {
    clientType: 'estates_and_trusts',
    taxClassification: null,
    clientName: 'Whitman Family Trust',
    clientTin: '89-0123456',
    form: '1041',
    title: 'Trustee',
    signer: 'Paul Whitman',
  },
};

const factsOf = (c: Client, products: string[] = []): ClientFacts => ({
  clientType: c.clientType,
  taxClassification: c.taxClassification,
  clientName: c.clientName,
  clientTin: c.clientTin,
  designees: [PROVIDER],
  receivedOn: RECEIVED_ON,
  products,
});

const specOf = (c: Client): FormSpec => ({
  nameAddress: `${c.clientName}\n200 Harbor Way, Suite 4, Boston, MA 02110`,
  tin: c.clientTin,
  designees: [PROVIDER_LINE],
  rows: [{ type: 'Income', form: c.form, years: '2022-2026' }],
  line4: false,
  signature: true,
  date: '02/20/2026',
  printName: c.signer,
  title: c.title,
});

const base = CLIENTS.c_corp!;
const defect = (
  name: string,
  change: Partial<FormSpec>,
  expected: CorpusCase['expected'],
  client = base,
  products: string[] = [],
): CorpusCase => ({
  name,
  facts: factsOf(client, products),
  spec: { ...specOf(client), ...change },
  expected,
});

export const CORPUS: CorpusCase[] = [
  ...Object.entries(CLIENTS).map(([name, c]) => ({
    name: `clean-${name}`,
    facts: factsOf(c),
    spec: specOf(c),
    expected: {},
  })),
  defect('line4-checked', { line4: true }, { SECTION_4_CHECKED: 'likely_rejection' }),
  defect('line1-no-address', { nameAddress: base.clientName }, { SECTION_1_INCOMPLETE_INCORRECT: 'likely_rejection' }),
  defect('line1-no-tin', { tin: '' }, { SECTION_1_INCOMPLETE_INCORRECT: 'likely_rejection' }),
  defect('tin-mismatch', { tin: '98-7654321' }, { EIN_SSN_MISMATCH_PORTAL: 'likely_rejection' }),
  defect(
    'line2-no-provider',
    { designees: [{ nameAddress: 'Acme Tax Pros\n9 Elm St, Dover, DE 19901', caf: '9999-11111R', copies: true }] },
    { SECTION_2_INCOMPLETE_INCORRECT: 'likely_rejection' },
  ),
  defect(
    'line2-wrong-caf',
    { designees: [{ ...PROVIDER_LINE, caf: '0312-45679R' }] },
    { SECTION_2_INCOMPLETE_INCORRECT: 'likely_rejection' },
  ),
  defect(
    'line3-all-years',
    { rows: [{ type: 'Income', form: '1120', years: 'All years' }] },
    { SECTION_3_INCOMPLETE_INCORRECT: 'likely_rejection' },
  ),
  defect(
    'line3-far-future',
    { rows: [{ type: 'Income', form: '1120', years: '2024-2031' }] },
    { SECTION_3_INCOMPLETE_INCORRECT: 'likely_rejection' },
  ),
  defect(
    'line3-no-form',
    { rows: [{ type: 'Income', form: '', years: '2022-2025' }] },
    { SECTION_3_INCOMPLETE_INCORRECT: 'likely_rejection' },
  ),
  defect(
    'org-type-1040-for-corp',
    { rows: [{ type: 'Income', form: '1040', years: '2022-2025' }] },
    { INCORRECT_ORG_TYPE: 'likely_rejection' },
  ),
  defect(
    'org-type-1120-for-s-corp',
    { rows: [{ type: 'Income', form: '1120', years: '2022-2025' }] },
    { INCORRECT_ORG_TYPE: 'likely_rejection' },
    CLIENTS.s_corp,
  ),
  defect('no-signature', { signature: false }, { SIGNATURE_MISSING_DECLINED: 'likely_rejection' }),
  defect('no-date', { date: null }, { SIGNATURE_DATE_MISSING_ILLEGIBLE: 'likely_rejection' }),
  defect('date-too-old', { date: '10/20/2025' }, { SIGNATURE_DATE_MISSING_ILLEGIBLE: 'likely_rejection' }),
  defect('date-near-limit', { date: '11/10/2025' }, { SIGNATURE_DATE_MISSING_ILLEGIBLE: 'check' }),
  defect('no-title', { title: '' }, { MISSING_INCORRECT_TITLE: 'likely_rejection' }),
  defect(
    'signer-not-taxpayer',
    { printName: 'Robert Stone' },
    { SIGNER_NOT_ASSOCIATED_WITH_BUSINESS_INDIVIDUAL: 'likely_rejection' },
    CLIENTS.individual,
  ),
  defect(
    'monitoring-past-years-only',
    { rows: [{ type: 'Income', form: '1120', years: '2021-2024' }] },
    { NO_INCOME_MONITORING_AUTH: 'likely_rejection' },
    base,
    ['MONITORING'],
  ),
  defect(
    'monitoring-no-copies',
    { designees: [{ ...PROVIDER_LINE, copies: false }] },
    { SECTION_5A_NOT_CHECKED: 'check' },
    base,
    ['MONITORING'],
  ),
  // Decision 285: the add-on "Wage and income" needs wage and income entries (or an income return) on line 3.
  defect(
    'wage-income-ok',
    { rows: [{ type: 'Wage and Income', form: 'W-2, 1099', years: '2022-2025' }] },
    {},
    CLIENTS.individual,
    ['WAGE_INCOME'],
  ),
  defect(
    'wage-income-employment-only',
    { rows: [{ type: 'Employment', form: '941', years: '2022-2025' }] },
    { NO_INCOME_MONITORING_AUTH: 'likely_rejection' },
    CLIENTS.sole_prop,
    ['WAGE_INCOME'],
  ),
  defect(
    'org-type-1120s-for-llc-partnership',
    { rows: [{ type: 'Income', form: '1120-S', years: '2022-2025' }] },
    { INCORRECT_ORG_TYPE: 'likely_rejection' },
    CLIENTS.llc_partnership,
  ),
  // Decision 312: the older seven-line revision, read by its own labels (a page built from the reference's description).
  ...(
    [
      ['old-clean', {}, {}, base, []],
      ['old-clean-individual', {}, {}, CLIENTS.individual, []],
      ['old-line4-checked', { line4: true }, { SECTION_4_CHECKED: 'likely_rejection' }, base, []],
      ['old-line5a-unchecked', {}, { SECTION_5A_NOT_CHECKED: 'check' }, base, ['MONITORING'], false],
      ['old-no-signature', { signature: false }, { SIGNATURE_MISSING_DECLINED: 'likely_rejection' }, base, []],
      ['old-tin-mismatch', { tin: '98-7654321' }, { EIN_SSN_MISMATCH_PORTAL: 'likely_rejection' }, base, []],
      ['old-no-title', { title: '' }, { MISSING_INCORRECT_TITLE: 'likely_rejection' }, base, []],
    ] as [string, Partial<FormSpec>, CorpusCase['expected'], Client, string[], boolean?][]
  ).map(([name, change, expected, client, products, line5a = true]) => ({
    ...defect(name, change, expected, client, products),
    sevenLine: { line5a },
  })),
  { ...defect('illegible-scan', {}, { FORM_ILLEGIBLE: 'likely_rejection' }), onlyAs: 'noise' },
  {
    name: 'form-2848',
    facts: factsOf(base),
    spec: 'form-2848',
    expected: { INCORRECT_FORM_UPLOADED: 'likely_rejection' },
  },
];
