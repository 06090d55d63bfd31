/**
 * The labelled corpus: every scenario of shared/reference/irs-transcripts.md as invented modules, with the
 * facts a reader must find written out by hand (`expect`). scripts/build-corpus.ts renders them as text
 * (and its extraction variants), HTML and PDF; the golden test and the precision/recall script read them back.
 */
import type { ScenarioModule, ScenarioRow, Variant } from '../src/render/render-text.js';
import type { Client, InstallmentState, OicState, StageName } from '../src/types.js';

export type Expected = {
  refusal: string | null;
  form: string;
  taxPeriod: string;
  filed: boolean | 'unknown';
  filedOn: string | null;
  sfr: boolean;
  amended: boolean;
  balanceCents: number | null;
  accruedInterestCents: number | null;
  accruedPenaltyCents: number | null;
  asOf: string | null;
  lienFiledOn: string | null;
  lienReleased: boolean;
  levyNoticeOn: string | null;
  installmentAgreement: InstallmentState;
  cnc: boolean;
  bankruptcy: boolean;
  oic: OicState;
  stage: StageName;
  needsReview: boolean;
};

export type Scenario = {
  name: string;
  about: string;
  client: Client;
  modules: ScenarioModule[];
  expect: Expected[];
  /** The whole file's refusal reason, when it is refused. */
  fileRefusal?: string;
  variants?: Variant[];
  pageBreakAfter?: number;
};

const BIZ: Client = { tin: '12-3459876', name: 'Exam Fabrication Co' };
const PERSON: Client = { tin: '123-45-6789', name: 'Jonathan Smithers' };
const biz = { tin: 'XX-XXX9876', names: ['EXAM FABR CO'], street: '500 IN' };
const person = { tin: 'XXX-XX-6789', names: ['JONA SMIT'], street: '12 OAK' };
const dates = {
  requestDate: '2026-03-02',
  responseDate: '2026-03-02',
  tracking: '100000000001',
  accrualsAsOf: '2026-03-23',
};

const row = (
  code: string,
  explanation: string,
  date: string,
  dollars: number,
  extra: Partial<ScenarioRow> = {},
): ScenarioRow => ({
  code,
  explanation,
  date,
  amountCents: Math.round(dollars * 100),
  ...extra,
});
const filedRow = (date: string, dollars: number, cycle = '20251805') =>
  row('150', 'Tax return filed', date, dollars, { cycle, details: ['n/a 17221-115-00001-5'] });
const notice = (date: string, cp: string) => row('971', 'Notice issued', date, 0, { details: [`CP ${cp}`] });
const finalNotice = (date: string) =>
  row('971', 'Intent to levy collection due process notice', date, 0, { details: ['LT11'] });

const sum = (rows: ScenarioRow[]) => rows.reduce((s, r) => s + r.amountCents, 0);

/** The facts of an ordinary filed module; each scenario states what differs. */
function expected(m: ScenarioModule, facts: Partial<Expected>): Expected {
  const accrues = m.kind !== 'no_record' && m.kind !== 'not_found';
  return {
    refusal: null,
    form: m.form.replace(/-/g, ''),
    taxPeriod: m.period,
    filed: true,
    filedOn: null,
    sfr: false,
    amended: false,
    balanceCents: accrues ? (m.balanceCents ?? sum(m.rows)) : null,
    accruedInterestCents: accrues ? (m.interestCents ?? 0) : null,
    accruedPenaltyCents: accrues ? (m.penaltyCents ?? 0) : null,
    asOf: accrues ? (m.accrualsAsOf ?? null) : null,
    lienFiledOn: null,
    lienReleased: false,
    levyNoticeOn: null,
    installmentAgreement: 'none',
    cnc: false,
    bankruptcy: false,
    oic: 'none',
    stage: 'none',
    needsReview: false,
    ...facts,
  };
}

function one(
  name: string,
  about: string,
  client: Client,
  m: ScenarioModule,
  facts: Partial<Expected>,
  more: Partial<Scenario> = {},
): Scenario {
  return { name, about, client, modules: [m], expect: [expected(m, facts)], ...more };
}

const clean: ScenarioModule = {
  ...biz,
  ...dates,
  form: '1120',
  period: '2024-12-31',
  returnReceivedOn: '2025-04-15',
  processedOn: '2025-05-05',
  rows: [
    row('660', 'Estimated tax payment', '2024-12-15', -9500),
    filedRow('2025-05-05', 10500),
    row('610', 'Payment with return', '2025-04-15', -1000),
  ],
};
const unfiled: ScenarioModule = {
  ...biz,
  ...dates,
  form: '941',
  period: '2025-03-31',
  kind: 'not_present',
  rows: [
    row('650', 'Federal tax deposit', '2025-02-14', -2000),
    row('650', 'Federal tax deposit', '2025-03-14', -1500),
  ],
};
const noRecord: ScenarioModule = { ...biz, ...dates, form: '1120', period: '2023-12-31', kind: 'no_record', rows: [] };
const notices: ScenarioModule = {
  ...person,
  ...dates,
  form: '1040',
  period: '2023-12-31',
  interestCents: 4010,
  penaltyCents: 2100,
  returnReceivedOn: '2024-04-15',
  rows: [
    row('806', 'W-2 or 1099 withholding', '2024-04-15', -5000),
    filedRow('2024-05-20', 8000, '20242005'),
    row('196', 'Interest charged for late payment', '2024-05-20', 120),
    row('276', 'Penalty for late payment of tax', '2024-05-20', 80),
    notice('2024-05-20', '0014'),
    notice('2024-06-24', '0501'),
    notice('2024-07-29', '0503'),
  ],
};
const finalNoticeModule: ScenarioModule = {
  ...biz,
  ...dates,
  form: '941',
  period: '2024-06-30',
  interestCents: 31055,
  penaltyCents: 10000,
  rows: [
    row('650', 'Federal tax deposit', '2024-05-15', -10000),
    filedRow('2024-08-19', 15000, '202433'),
    notice('2024-08-19', '0161'),
    notice('2024-11-25', '0504B'),
    finalNotice('2025-02-10'),
  ],
};
const lien: ScenarioModule = {
  ...biz,
  ...dates,
  form: '941',
  period: '2024-09-30',
  rows: [
    filedRow('2024-11-18', 22000, '202446'),
    notice('2024-11-18', '0161'),
    finalNotice('2025-06-02'),
    row('582', 'Lien placed on assets due to balance owed', '2026-02-01', 0),
    row('360', 'Fees and other expenses for collection', '2026-02-01', 46),
  ],
};
const lienReleased: ScenarioModule = {
  ...biz,
  ...dates,
  form: '1120',
  period: '2021-12-31',
  rows: [
    filedRow('2022-05-16', 30000, '202219'),
    row('582', 'Lien placed on assets due to balance owed', '2023-01-10', 0),
    row('582', 'Lien placed on assets due to balance owed', '2023-05-01', 0),
    row('670', 'Payment', '2024-01-15', -30000),
    row('583', 'Reversed lien', '2024-02-01', 0),
    row('583', 'Reversed lien', '2024-02-01', 0),
  ],
};
const levy: ScenarioModule = {
  ...person,
  ...dates,
  form: '1040',
  period: '2022-12-31',
  rows: [
    filedRow('2023-05-22', 12000, '20232005'),
    notice('2023-05-22', '0014'),
    notice('2023-09-25', '0504'),
    finalNotice('2024-01-08'),
    row('670', 'Payment - levy proceeds', '2024-03-11', -2500, { details: ['Levy notice sent'] }),
    row('670', 'Subsequent payment', '2024-04-15', -500),
  ],
};
const agreement: ScenarioModule = {
  ...person,
  ...dates,
  form: '1040',
  period: '2023-12-31',
  rows: [
    filedRow('2024-05-06', 9000, '20241805'),
    notice('2024-05-06', '0014'),
    row('971', 'Pending installment agreement', '2024-07-01', 0),
    row('971', 'Installment agreement established', '2024-08-05', 0),
    row('670', 'Subsequent payment', '2024-09-05', -300),
    row('670', 'Subsequent payment', '2024-10-05', -300),
  ],
};
const agreementDefault: ScenarioModule = {
  ...biz,
  ...dates,
  form: '941',
  period: '2023-12-31',
  rows: [
    filedRow('2024-02-26', 18000, '202408'),
    notice('2024-02-26', '0161'),
    row('971', 'Installment agreement established', '2024-05-13', 0),
    row('670', 'Subsequent payment', '2024-06-13', -1000),
    notice('2024-10-14', '0523'),
    row('971', 'Defaulted installment agreement', '2024-12-16', 0),
  ],
};
const cnc: ScenarioModule = {
  ...person,
  ...dates,
  form: '1040',
  period: '2020-12-31',
  rows: [
    filedRow('2021-06-14', 7000, '20212305'),
    notice('2021-06-14', '0014'),
    notice('2021-10-18', '0504'),
    row('530', 'Balance due account currently not collectible', '2022-03-07', 0),
  ],
};
const bankruptcy: ScenarioModule = {
  ...biz,
  ...dates,
  form: '1120',
  period: '2022-12-31',
  rows: [
    filedRow('2023-05-15', 41000, '202319'),
    notice('2023-05-15', '0161'),
    row('520', 'Bankruptcy or other legal action filed', '2024-09-03', 0),
  ],
};
const oic: ScenarioModule = {
  ...person,
  ...dates,
  form: '1040',
  period: '2021-12-31',
  rows: [
    filedRow('2022-04-18', 15500, '20221605'),
    notice('2022-05-23', '0014'),
    row('480', 'Offer in compromise pending', '2023-02-06', 0),
  ],
};
const sfr: ScenarioModule = {
  ...person,
  ...dates,
  form: '1040',
  period: '2022-12-31',
  rows: [
    row('150', 'Substitute tax return prepared by IRS', '2024-06-10', 0, { cycle: '20242305' }),
    row('290', 'Additional tax assessed', '2024-06-10', 6400, { details: ['n/a 28221-118-05522-2'] }),
    notice('2024-06-10', '0014'),
  ],
};
const sfrOwnReturn: ScenarioModule = {
  ...person,
  ...dates,
  form: '1040',
  period: '2021-12-31',
  rows: [
    row('150', 'Substitute tax return prepared by IRS', '2023-06-12', 0, { cycle: '20232305' }),
    row('290', 'Additional tax assessed', '2023-06-12', 5100),
    row('976', 'Duplicate return filed', '2023-10-02', 0),
    row('291', 'Abatement of prior tax assessment', '2024-01-08', -5100),
  ],
};
const amended: ScenarioModule = {
  ...person,
  ...dates,
  form: '1040',
  period: '2023-12-31',
  rows: [
    row('806', 'W-2 or 1099 withholding', '2024-04-15', -6000),
    filedRow('2024-04-29', 6000, '20241605'),
    row('971', 'Amended tax return or claim forwarded for processing', '2024-11-04', 0),
    row('977', 'Amended return filed', '2024-12-09', 0),
  ],
};
const notFound: ScenarioModule = { ...biz, ...dates, form: '1065', period: '2024-12-31', kind: 'not_found', rows: [] };
const recordOfAccount: ScenarioModule = {
  ...biz,
  ...dates,
  title: 'Record of Account',
  form: '1120-S',
  period: '2024-12-31',
  returnReceivedOn: '2025-03-17',
  rows: [filedRow('2025-04-07', 0, '202514')],
};
const q1: ScenarioModule = {
  ...biz,
  ...dates,
  form: '941',
  period: '2025-03-31',
  rows: [row('650', 'Federal tax deposit', '2025-03-14', -4000), filedRow('2025-05-12', 4000, '202519')],
};
const q2: ScenarioModule = {
  ...biz,
  ...dates,
  form: '941',
  period: '2025-06-30',
  rows: [
    row('650', 'Federal tax deposit', '2025-06-13', -3000),
    filedRow('2025-08-11', 4200, '202532'),
    notice('2025-08-11', '0161'),
  ],
};
const returnTranscript: ScenarioModule = { ...q1, title: 'Tax Return Transcript' };
const otherTaxpayer: ScenarioModule = { ...q1, tin: 'XX-XXX1111', names: ['OTHE ENTE LLC'], street: '9 ELM' };
const sameDigitsOtherName: ScenarioModule = { ...q2, period: '2024-12-31', names: ['ZETA HOLD INC'] };
const review: ScenarioModule = {
  ...biz,
  ...dates,
  form: '1120',
  period: '2023-12-31',
  rows: [
    filedRow('2024-04-15', 2000, '202416'),
    row('971', 'Frozen refund review started', '2024-05-01', 0),
    row('999', 'Mystery transaction', '2024-06-03', 0),
  ],
};

export const SCENARIOS: Scenario[] = [
  one('clean', 'filed, paid in full', BIZ, clean, { filedOn: '2025-05-05' }),
  one('unfiled', 'no return posted, deposits only: a credit', BIZ, unfiled, { filed: false }),
  one('no-record', 'No record of return filed', BIZ, noRecord, { filed: false }),
  one(
    'balance-notices',
    'balance due with CP14, CP501, CP503',
    PERSON,
    notices,
    { filedOn: '2024-05-20', stage: 'notices' },
    { variants: ['raw'] },
  ),
  one(
    'final-notice',
    'CP161, CP504B and the final notice of intent to levy',
    BIZ,
    finalNoticeModule,
    { filedOn: '2024-08-19', levyNoticeOn: '2025-02-10', stage: 'final_notice' },
    { variants: ['nospace'] },
  ),
  one(
    'lien',
    'a lien filed within the last 45 days',
    BIZ,
    lien,
    { filedOn: '2024-11-18', levyNoticeOn: '2025-06-02', lienFiledOn: '2026-02-01', stage: 'lien_filed' },
    { variants: ['nbsp_crlf'] },
  ),
  one('lien-released', 'two liens, both released after payment in full', BIZ, lienReleased, {
    filedOn: '2022-05-16',
    lienReleased: true,
  }),
  one(
    'levy',
    'a levy after the final notice, split over two pages',
    PERSON,
    levy,
    { filedOn: '2023-05-22', levyNoticeOn: '2024-01-08', stage: 'levy' },
    { pageBreakAfter: 3 },
  ),
  one(
    'agreement',
    'installment agreement pending, then established',
    PERSON,
    agreement,
    { filedOn: '2024-05-06', installmentAgreement: 'established', stage: 'agreement' },
    { variants: ['wrapped'] },
  ),
  one('agreement-default', 'installment agreement in default after CP523', BIZ, agreementDefault, {
    filedOn: '2024-02-26',
    installmentAgreement: 'defaulted',
    stage: 'notices',
  }),
  one(
    'cnc',
    'currently not collectible',
    PERSON,
    cnc,
    { filedOn: '2021-06-14', cnc: true, stage: 'not_collectible' },
    { variants: ['yyyymm'] },
  ),
  one('bankruptcy', 'bankruptcy or other legal action', BIZ, bankruptcy, {
    filedOn: '2023-05-15',
    bankruptcy: true,
    stage: 'bankruptcy',
  }),
  one('oic', 'offer in compromise pending', PERSON, oic, {
    filedOn: '2022-04-18',
    oic: 'pending',
    stage: 'offer_pending',
  }),
  one('sfr', 'substitute for return, assessed by TC 290', PERSON, sfr, { filed: false, sfr: true, stage: 'notices' }),
  one('sfr-own-return', "SFR, then the taxpayer's own return (TC 976) and an abatement", PERSON, sfrOwnReturn, {
    filedOn: '2023-10-02',
    sfr: true,
  }),
  one('amended', 'amended return (TC 971 AC 010 and TC 977), not an SFR', PERSON, amended, {
    filedOn: '2024-04-29',
    amended: true,
  }),
  one('not-found', 'Requested data not found, a 1065 Series stub', BIZ, notFound, { filed: 'unknown' }),
  one('record-of-account', 'Record of Account of an 1120-S (TC 150 for 0.00 is a real filing)', BIZ, recordOfAccount, {
    filedOn: '2025-04-07',
  }),
  {
    name: 'multi-module',
    about: 'two quarters, a return transcript set aside, and a module of another name with the same last four',
    client: BIZ,
    modules: [q1, q2, returnTranscript, sameDigitsOtherName],
    expect: [
      expected(q1, { filedOn: '2025-05-12' }),
      expected(q2, { filedOn: '2025-08-11', stage: 'notices' }),
      expected(sameDigitsOtherName, {
        filedOn: '2025-08-11',
        stage: 'notices',
        taxPeriod: '2024-12-31',
        refusal: 'tin_mismatch',
      }),
    ],
  },
  {
    name: 'masking',
    about: "another taxpayer's module only: the file is refused",
    client: BIZ,
    modules: [otherTaxpayer],
    expect: [],
    fileRefusal: 'tin_mismatch',
  },
  one('needs-review', 'an unknown TC 971 wording and an unknown code', BIZ, review, {
    filedOn: '2024-04-15',
    stage: 'balance_due',
    needsReview: true,
  }),
];
