import type { ClientTypeCode, TaxForm, TaxPeriod } from '@taxlens/contracts';
import { lastCompleteQuarter } from '../../domain/derive-report.js';
import { addDaysIso, daysBetweenIso, previousQuarter, quarterEndIso } from './calendar.js';
import type { Random } from './random.js';

const INCOME_FORMS: Record<ClientTypeCode, readonly TaxForm[]> = {
  corp: ['1120', '1120S'],
  llc: ['1065', '1120S'],
  partners: ['1065'],
  nonprofit: ['990'],
  sole_prop: ['1040'],
  individual: ['1040'],
  estates_and_trusts: ['1041'],
};

const PAYROLL_CHANCE: Record<ClientTypeCode, number> = {
  corp: 0.85,
  llc: 0.7,
  partners: 0.6,
  nonprofit: 0.7,
  sole_prop: 0.45,
  individual: 0,
  estates_and_trusts: 0.1,
};

export type TaxProfile = { incomeForm: TaxForm; payroll: boolean };

export function pickTaxProfile(rng: Random, clientType: ClientTypeCode): TaxProfile {
  return { incomeForm: rng.pick(INCOME_FORMS[clientType]), payroll: rng.chance(PAYROLL_CHANCE[clientType]) };
}

function blank(form: TaxForm, period: string): TaxPeriod {
  return {
    form,
    period,
    filed: false,
    filedOn: null,
    balanceCents: 0,
    installmentAgreement: false,
    iaInDefault: false,
    lienFiledOn: null,
    levyNoticeOn: null,
  };
}

/** A date in (from, to], or null when the window is empty. */
function dateWithin(rng: Random, from: string, to: string): string | null {
  const span = daysBetweenIso(from, to);
  return span < 1 ? null : addDaysIso(from, rng.int(1, span));
}

/** Filed by its due date (or on extension) unless that is after the report date: then not filed yet. */
function fileReturn(rng: Random, p: TaxPeriod, reportDate: string, earliest: string, due: string): TaxPeriod {
  const filedOn = addDaysIso(due, -rng.int(0, 40));
  const onTime = filedOn > earliest ? filedOn : addDaysIso(earliest, 1);
  if (onTime <= reportDate) return { ...p, filed: true, filedOn: onTime };
  const late = dateWithin(rng, earliest, reportDate);
  return late && rng.chance(0.6) ? { ...p, filed: true, filedOn: late } : p;
}

function incomeDue(form: TaxForm, year: number, rng: Random): string {
  if (rng.chance(0.2)) return `${year + 1}-10-15`; // filed on extension
  return form === '1120S' || form === '1065' ? `${year + 1}-03-15` : `${year + 1}-04-15`;
}

const dollars = (rng: Random, min: number, max: number) =>
  Math.round(Math.exp(Math.log(min) + rng.next() * (Math.log(max) - Math.log(min))) * 100);

/** The periods a completed report lists, with a realistic mix of balances, agreements, liens, levies and unfiled returns. */
export function generatePeriods(rng: Random, profile: TaxProfile, reportDate: string): TaxPeriod[] {
  const year = Number(reportDate.slice(0, 4));
  const periods: TaxPeriod[] = [];
  // Now and then an old, still unpaid year: a liability outside the last four tax years.
  const years = [1, 2, 3, ...(rng.chance(0.5) ? [4] : []), ...(rng.chance(0.06) ? [6] : [])];
  for (const back of years) {
    const y = year - back;
    periods.push(
      fileReturn(
        rng,
        blank(profile.incomeForm, String(y)),
        reportDate,
        `${y + 1}-01-15`,
        incomeDue(profile.incomeForm, y, rng),
      ),
    );
  }
  if (profile.payroll) {
    for (const back of [1, 2])
      periods.push(
        fileReturn(
          rng,
          blank('940', String(year - back)),
          reportDate,
          `${year - back + 1}-01-02`,
          `${year - back + 1}-01-31`,
        ),
      );
    const last = lastCompleteQuarter(reportDate);
    for (let back = 0; back < 6; back++) {
      const quarter = previousQuarter(last, back);
      const end = quarterEndIso(quarter);
      periods.push(fileReturn(rng, blank('941', quarter), reportDate, end, addDaysIso(end, 31)));
    }
  }
  unfileSome(rng, periods, year, lastCompleteQuarter(reportDate));
  addDebts(rng, periods, reportDate);
  return periods;
}

function unfileSome(rng: Random, periods: TaxPeriod[], year: number, lastQuarter: string): void {
  const unfile = (match: (p: TaxPeriod) => boolean) => {
    for (const p of periods) if (match(p)) Object.assign(p, { filed: false, filedOn: null });
  };
  const income = (back: number) => (p: TaxPeriod) =>
    p.form !== '941' && p.form !== '940' && p.period === String(year - back);
  if (rng.chance(0.09)) unfile(income(1));
  if (rng.chance(0.06)) unfile(income(2));
  if (rng.chance(0.04)) unfile(income(3));
  if (rng.chance(0.08)) unfile((p) => p.form === '941' && p.period === lastQuarter);
}

function addDebts(rng: Random, periods: TaxPeriod[], reportDate: string): void {
  const year = Number(reportDate.slice(0, 4));
  const old = periods.find((p) => p.period === String(year - 6) && p.filed);
  if (old) old.balanceCents = dollars(rng, 2_000, 60_000);
  if (!rng.chance(0.45)) return;
  const candidates = rng.shuffle(periods.filter((p) => p.filed && p.filedOn && p.form !== '940' && p !== old));
  const owing = candidates.slice(0, rng.int(1, Math.min(3, candidates.length)));
  for (const p of owing) p.balanceCents = p.form === '941' ? dollars(rng, 800, 45_000) : dollars(rng, 1_500, 350_000);
  if (owing.length === 0) return;
  const byPeriod = [...owing].sort((a, b) => a.period.localeCompare(b.period));

  if (rng.chance(0.38)) {
    // Sometimes the newest balance arrives after the agreement: a potential default.
    const covered = byPeriod.length > 1 && rng.chance(0.3) ? byPeriod.slice(0, -1) : byPeriod;
    const inDefault = rng.chance(0.25);
    for (const p of covered) Object.assign(p, { installmentAgreement: true, iaInDefault: inDefault });
  }
  if (rng.chance(0.4)) {
    const largest = [...owing].sort((a, b) => b.balanceCents - a.balanceCents)[0]!;
    const earliest = addDaysIso(largest.filedOn!, 120);
    const older = dateWithin(rng, earliest, addDaysIso(reportDate, -46));
    largest.lienFiledOn = rng.chance(0.3) || !older ? addDaysIso(reportDate, -rng.int(0, 44)) : older;
  }
  const unprotected = owing.filter((p) => !p.installmentAgreement || p.iaInDefault);
  if (unprotected.length && rng.chance(0.15)) {
    const p = rng.pick(unprotected);
    p.levyNoticeOn = dateWithin(rng, addDaysIso(p.filedOn!, 60), addDaysIso(reportDate, -3));
  }
}

/** The next monitoring report's periods: new quarters and years appear, and sometimes something happens. */
export function evolvePeriods(
  rng: Random,
  profile: TaxProfile,
  previous: TaxPeriod[],
  fromDate: string,
  toDate: string,
): TaxPeriod[] {
  const periods = previous.map((p) => ({ ...p }));
  const has = (form: TaxForm, period: string) => periods.some((p) => p.form === form && p.period === period);
  const lastQuarter = lastCompleteQuarter(toDate);
  if (profile.payroll && !has('941', lastQuarter)) {
    const end = quarterEndIso(lastQuarter);
    periods.push(fileReturn(rng, blank('941', lastQuarter), toDate, end, addDaysIso(end, 31)));
  }
  const lastYear = String(Number(toDate.slice(0, 4)) - 1);
  if (!has(profile.incomeForm, lastYear)) {
    periods.push(
      fileReturn(
        rng,
        blank(profile.incomeForm, lastYear),
        toDate,
        `${lastYear}-12-31`,
        incomeDue(profile.incomeForm, Number(lastYear), rng),
      ),
    );
  }
  const event = (chance: number) => rng.chance(chance);
  const owing = periods.filter((p) => p.balanceCents > 0);
  const inWindow = () => dateWithin(rng, fromDate, toDate);
  for (const p of periods) {
    const filedOn = !p.filed && event(0.3) ? inWindow() : null;
    if (filedOn) Object.assign(p, { filed: true, filedOn });
  }
  if (owing.length && event(0.1)) rng.pick(owing).balanceCents = 0;
  const unliened = owing.filter((p) => p.balanceCents > 0 && !p.lienFiledOn);
  if (unliened.length && event(0.08)) rng.pick(unliened).lienFiledOn = inWindow();
  const levyable = owing.filter(
    (p) => p.balanceCents > 0 && !p.levyNoticeOn && (!p.installmentAgreement || p.iaInDefault),
  );
  if (levyable.length && event(0.05)) rng.pick(levyable).levyNoticeOn = inWindow();
  const agreements = periods.filter((p) => p.installmentAgreement && !p.iaInDefault);
  if (agreements.length && event(0.05)) for (const p of agreements) p.iaInDefault = true;
  const newest941 = periods
    .filter((p) => p.form === '941' && p.filed)
    .sort((a, b) => b.period.localeCompare(a.period))[0];
  if (newest941 && newest941.balanceCents === 0 && event(0.06)) newest941.balanceCents = dollars(rng, 600, 25_000);
  return periods.sort((a, b) => a.form.localeCompare(b.form) || a.period.localeCompare(b.period));
}
