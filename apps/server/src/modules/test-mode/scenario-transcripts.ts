import type { ClientTypeCode, TaxForm, TaxPeriod } from '@taxlens/contracts';
import { renderText, type ScenarioModule } from '@taxlens/transcripts';
import { cleanPeriods, shift, syntheticPeriods } from './synthetic-periods.js';

type Row = ScenarioModule['rows'][number];

/**
 * The documented test tax ids of API test mode (decision 281): each picks a scenario whose transcripts a test
 * order's report is completed from. Both are valid by the portal's rules (an EIN with an IRS prefix, an SSN
 * with no 000/666/9xx area, 00 group or 0000 serial), so a client can be created with either.
 */
export const TEST_TAX_IDS = [
  { scenario: 'clean', ein: '99-0000101', ssn: '555-01-0101', about: 'every return filed, nothing owed' },
  { scenario: 'unfiled', ein: '99-0000102', ssn: '555-01-0102', about: 'a return not filed, deposits only' },
  {
    scenario: 'balance-notices',
    ein: '99-0000103',
    ssn: '555-01-0103',
    about: 'a balance due with notices (CP14/CP161, CP501, CP503)',
  },
  {
    scenario: 'final-notice',
    ein: '99-0000104',
    ssn: '555-01-0104',
    about: 'the final notice of intent to levy (TC 971, LT11)',
  },
  { scenario: 'lien', ein: '99-0000105', ssn: '555-01-0105', about: 'a federal tax lien filed 20 days ago (TC 582)' },
  { scenario: 'levy', ein: '99-0000106', ssn: '555-01-0106', about: 'a levy after the final notice' },
  {
    scenario: 'agreement',
    ein: '99-0000107',
    ssn: '555-01-0107',
    about: 'an installment agreement, pending then established',
  },
  {
    scenario: 'agreement-default',
    ein: '99-0000108',
    ssn: '555-01-0108',
    about: 'an installment agreement in default after CP523',
  },
  { scenario: 'cnc', ein: '99-0000109', ssn: '555-01-0109', about: 'currently not collectible (TC 530)' },
  {
    scenario: 'bankruptcy',
    ein: '99-0000110',
    ssn: '555-01-0110',
    about: 'bankruptcy or other legal action (TC 520)',
  },
] as const;
export type TestScenario = (typeof TEST_TAX_IDS)[number]['scenario'];

const digits = (taxId: string) => taxId.replace(/\D/g, '');

/** The scenario a client's tax id picks, or null for any other id (then the hash-picked outcome stands). */
export function scenarioOf(taxId: string): TestScenario | null {
  const d = digits(taxId);
  return TEST_TAX_IDS.find((t) => digits(t.ein) === d || digits(t.ssn) === d)?.scenario ?? null;
}

/** A module before rendering: a period, its filing and balance, and the rows beyond the return and its payment. */
type Plan = {
  form: TaxForm;
  code: string;
  filedOn: string | null;
  kind?: 'no_record' | 'not_present';
  balanceCents: number;
  extra: Row[];
};

/** What each form's return assesses before any balance (0.00 for the forms that assess no tax), invented. */
const BASE_TAX: Record<TaxForm, number> = {
  '1120': 1_050_000,
  '1120S': 0,
  '1065': 0,
  '1040': 800_000,
  '941': 400_000,
  '940': 42_000,
  '990': 0,
  '1041': 200_000,
};
const QUARTER_ENDS = ['03-31', '06-30', '09-30', '12-31'];
const periodEnd = (form: TaxForm, code: string) =>
  form === '941' ? `${code.slice(0, 4)}-${QUARTER_ENDS[Number(code.slice(5)) - 1]}` : `${code}-12-31`;
const printedForm = (form: TaxForm) => (form === '1120S' ? '1120-S' : form);
const isIndividual = (form: TaxForm) => form === '1040' || form === '1041';

const row = (code: string, explanation: string, date: string, cents: number, details?: string[]): Row => ({
  code,
  explanation,
  date,
  amountCents: cents,
  ...(details ? { details } : {}),
});
const notice = (date: string, cp: string) => row('971', 'Notice issued', date, 0, [`CP ${cp}`]);
const finalNotice = (date: string) => row('971', 'Intent to levy collection due process notice', date, 0, ['LT11']);
const lien = (date: string) => row('582', 'Lien placed on assets due to balance owed', date, 0);
const agreement = (date: string) => row('971', 'Installment agreement established', date, 0);
/** The notice that starts collection: CP14 for individuals, CP161 for businesses. */
const startNotice = (p: { form: TaxForm; filedOn: string | null }) =>
  notice(p.filedOn!, isIndividual(p.form) ? '0014' : '0161');
/** The day halfway between two dates. */
const between = (from: string, to: string) =>
  shift(from, Math.floor((Date.parse(to) - Date.parse(from)) / 86_400_000 / 2));

/** A TaxPeriod as the transcript rows that give it back through the reader (the hash-picked outcomes). */
function planOf(p: TaxPeriod, reportDate: string): Plan {
  const extra: Row[] = [];
  if (p.filed && p.balanceCents > 0) extra.push(startNotice(p));
  if (p.installmentAgreement) {
    const on = between(p.filedOn ?? shift(reportDate, -90), reportDate);
    extra.push(agreement(on));
    if (p.iaInDefault) extra.push(row('971', 'Defaulted installment agreement', between(on, reportDate), 0));
  }
  if (p.lienFiledOn) extra.push(lien(p.lienFiledOn));
  if (p.levyNoticeOn) extra.push(finalNotice(p.levyNoticeOn));
  if (!p.filed && (p.balanceCents > 0 || extra.length > 0)) {
    // No return, yet an assessment (the IRS's own): the module is there without a return posted.
    const end = periodEnd(p.form, p.period);
    const on = between(end, reportDate);
    extra.push(row('290', 'Additional tax assessed', on < reportDate ? on : end, p.balanceCents));
    return { form: p.form, code: p.period, filedOn: null, kind: 'not_present', balanceCents: p.balanceCents, extra };
  }
  return {
    form: p.form,
    code: p.period,
    filedOn: p.filed ? p.filedOn : null,
    ...(p.filed ? {} : { kind: 'no_record' as const }),
    balanceCents: p.balanceCents,
    extra,
  };
}

/**
 * The scenarios, each laid on a clean record: rows on one module (a business's payroll quarter, an individual's
 * older income year), dated back from the report date `r` so each comes after the return was filed.
 */
const SCENARIOS: Record<TestScenario, (p: Plan, r: string) => void> = {
  clean: () => {},
  unfiled: (p) => {
    const end = periodEnd(p.form, p.code);
    Object.assign(p, { filedOn: null, kind: 'not_present', balanceCents: 0 });
    p.extra =
      p.form === '941'
        ? [
            row('650', 'Federal tax deposit', shift(end, -45), -200_000),
            row('650', 'Federal tax deposit', shift(end, -16), -150_000),
          ]
        : [row('660', 'Estimated tax payment', shift(end, -16), -250_000)];
  },
  'balance-notices': (p, r) => {
    p.balanceCents = 620_000;
    p.extra = [startNotice(p), notice(shift(r, -45), '0501'), notice(shift(r, -15), '0503')];
  },
  'final-notice': (p, r) => {
    p.balanceCents = 1_500_000;
    p.extra = [
      startNotice(p),
      notice(shift(r, -50), isIndividual(p.form) ? '0504' : '0504B'),
      finalNotice(shift(r, -30)),
    ];
  },
  lien: (p, r) => {
    p.balanceCents = 2_204_600;
    p.extra = [
      startNotice(p),
      finalNotice(shift(r, -55)),
      lien(shift(r, -20)),
      row('360', 'Fees and other expenses for collection', shift(r, -20), 4_600),
    ];
  },
  levy: (p, r) => {
    p.balanceCents = 900_000;
    p.extra = [
      startNotice(p),
      finalNotice(shift(r, -55)),
      row('670', 'Payment - levy proceeds', shift(r, -12), -250_000, ['Levy notice sent']),
    ];
  },
  agreement: (p, r) => {
    p.balanceCents = 740_000;
    p.extra = [
      startNotice(p),
      row('971', 'Pending installment agreement', shift(r, -50), 0),
      agreement(shift(r, -40)),
      row('670', 'Subsequent payment', shift(r, -35), -30_000),
      row('670', 'Subsequent payment', shift(r, -5), -30_000),
    ];
  },
  'agreement-default': (p, r) => {
    p.balanceCents = 1_700_000;
    p.extra = [
      startNotice(p),
      agreement(shift(r, -58)),
      row('670', 'Subsequent payment', shift(r, -50), -100_000),
      notice(shift(r, -30), '0523'),
      row('971', 'Defaulted installment agreement', shift(r, -10), 0),
    ];
  },
  cnc: (p, r) => {
    p.balanceCents = 700_000;
    p.extra = [
      startNotice(p),
      notice(shift(r, -50), '0504'),
      row('530', 'Balance due account currently not collectible', shift(r, -20), 0),
    ];
  },
  bankruptcy: (p, r) => {
    p.balanceCents = 4_100_000;
    p.extra = [startNotice(p), row('520', 'Bankruptcy or other legal action filed', shift(r, -20), 0)];
  },
};

/** The client as a masked transcript prints it (reference section 1). */
export type MaskedClient = { name: string; taxId: string; person: boolean };

function maskedNames(name: string): string[] {
  const words = name
    .toUpperCase()
    .normalize('NFKD')
    .replace(/[^A-Z0-9& ]/g, ' ')
    .split(/\s+/)
    .filter(Boolean)
    .map((w) => w.slice(0, 4));
  return [words.join(' ') || 'TAXP'];
}

/** A plan as a module: the return (its tax such that the rows sum to the balance), a payment, the rest in date order. */
function moduleOf(p: Plan, client: MaskedClient, reportDate: string): ScenarioModule {
  const last4 = client.taxId.replace(/\D/g, '').slice(-4);
  const rows: Row[] = [...p.extra];
  if (!p.kind) {
    const base = BASE_TAX[p.form];
    const filedOn = p.filedOn!;
    if (base > 0) {
      rows.push(
        p.form === '941'
          ? row('650', 'Federal tax deposit', shift(periodEnd(p.form, p.code), -16), -base)
          : row('610', 'Payment with return', filedOn, -base),
      );
    }
    const others = rows.reduce((s, r) => s + r.amountCents, 0);
    rows.push(row('150', 'Tax return filed', filedOn, p.balanceCents - others, ['n/a 17221-115-00001-5']));
  }
  rows.sort((a, b) => a.date.localeCompare(b.date) || (a.code === '150' ? -1 : b.code === '150' ? 1 : 0));
  return {
    form: printedForm(p.form),
    period: periodEnd(p.form, p.code),
    tin: client.person ? `XXX-XX-${last4}` : `XX-XXX${last4}`,
    names: maskedNames(client.name),
    street: '100 MA',
    requestDate: reportDate,
    responseDate: reportDate,
    tracking: '100000000001',
    ...(p.kind ? { kind: p.kind } : {}),
    ...(p.kind === 'no_record' ? {} : { returnReceivedOn: p.filedOn ?? undefined }),
    rows: p.kind === 'no_record' ? [] : rows,
  };
}

/**
 * The transcripts of a test-mode report, as one text file the reader reads (decision 281): the scenario the
 * client's tax id picks, else the hash-picked outcome of decision 189 written as transcript rows. `periods`
 * is the order the report lists them in.
 */
export function testModeTranscripts(
  clientId: string,
  clientType: ClientTypeCode,
  client: MaskedClient,
  reportDate: string,
): { text: string; periods: string[]; scenario: TestScenario | null } {
  const scenario = scenarioOf(client.taxId);
  let periods: TaxPeriod[];
  let plans: Plan[];
  if (scenario) {
    const { income, payroll } = cleanPeriods(clientType, reportDate);
    periods = [...income, ...payroll];
    plans = periods.map((p) => planOf(p, reportDate));
    const target =
      payroll.length > 0
        ? plans[income.length + (scenario === 'unfiled' ? payroll.length - 1 : payroll.length - 2)]!
        : plans[1]!;
    SCENARIOS[scenario](target, reportDate);
  } else {
    periods = syntheticPeriods(clientId, clientType, reportDate);
    plans = periods.map((p) => planOf(p, reportDate));
  }
  return {
    text: renderText(plans.map((p) => moduleOf(p, client, reportDate))),
    periods: periods.map((p) => `${p.form} ${p.period}`),
    scenario,
  };
}

/** Any report's periods as the transcripts that give them back through the reader (the demo's reports, decision 281). */
export function transcriptsOfPeriods(periods: readonly TaxPeriod[], client: MaskedClient, reportDate: string): string {
  return renderText(periods.map((p) => moduleOf(planOf(p, reportDate), client, reportDate)));
}
