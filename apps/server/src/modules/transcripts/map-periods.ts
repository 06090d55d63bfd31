import { TAX_FORMS, type TaxForm, type TaxPeriod } from '@taxlens/contracts';
import type { ActDate, Evidence, ModuleFacts, StageName } from '@taxlens/transcripts';

/** The TaxPeriod fields a transcript derives and an operator may correct. */
export const PERIOD_FACTS = [
  'filed',
  'filedOn',
  'balanceCents',
  'installmentAgreement',
  'iaInDefault',
  'lienFiledOn',
  'levyNoticeOn',
] as const;
export type PeriodFact = (typeof PERIOD_FACTS)[number];

/** What a period carries beside its TaxPeriod (decision 272): never read by the figures, shown as evidence. */
export type PeriodBeside = {
  /** A credit balance, kept here because `balanceCents` is never negative. */
  creditCents: number;
  /** An installment agreement requested and not yet established: `installmentAgreement` stays false. */
  iaPending: boolean;
  stage: { name: StageName; reachedOn: string | null };
  actBy: { levyPossibleFrom: ActDate | null; lienFiledWithin45Days: ActDate | null; csed: ActDate | null };
  evidence: Record<string, Evidence[]>;
  /** The transcript's response date (the later one wins when a module came twice). */
  responseDate: string | null;
};

export type MappedPeriod = { period: TaxPeriod; beside: PeriodBeside; moduleKey: string };

/** A module that gives no period, with the reason shown to the operator. */
export type LeftOut = { moduleKey: string; form: string | null; taxPeriod: string | null; why: string };

export type MappedReport = {
  periods: MappedPeriod[];
  /** `filed: "unknown"` ("Requested data not found"): "not reported by the IRS". */
  notReported: LeftOut[];
  /** Forms outside TAX_FORMS or periods that do not fit the form: evidence only, needs review. */
  needsReview: LeftOut[];
  /** The same form and period read twice: the earlier response is dropped, stated. */
  superseded: LeftOut[];
};

export type KeyedModule = { key: string; facts: ModuleFacts };

export const NOT_REPORTED = 'Not reported by the IRS ("Requested data not found").';

/** A form the report lists (TAX_FORMS); a module of any other form is evidence only. */
export const isReportForm = (form: string | null): form is TaxForm =>
  (TAX_FORMS as readonly string[]).includes(form ?? '');

const QUARTER_ENDS: Record<string, number> = { '03': 1, '06': 2, '09': 3, '12': 4 };

/**
 * The portal's period code of a transcript's period end (`YYYY-MM-DD`): a quarter for the 941, the tax year
 * the period ends in otherwise (a fiscal year ending 2025-06-30 is 2025). Null when it cannot be told.
 */
export function periodCode(form: TaxForm, taxPeriod: string | null): string | null {
  const m = /^(\d{4})-(\d{2})-\d{2}$/.exec(taxPeriod ?? '');
  if (!m) return null;
  if (form !== '941') return m[1]!;
  const quarter = QUARTER_ENDS[m[2]!];
  return quarter ? `${m[1]}Q${quarter}` : null;
}

function agreement(state: ModuleFacts['installmentAgreement']) {
  return {
    installmentAgreement: state === 'established' || state === 'defaulted',
    iaInDefault: state === 'defaulted',
    iaPending: state === 'pending',
  };
}

/** One module as a TaxPeriod and what stays beside it; the caller has left out refused and unknown modules. */
function toPeriod(form: TaxForm, code: string, m: ModuleFacts): Omit<MappedPeriod, 'moduleKey'> {
  const balance = m.balanceCents ?? 0;
  const ia = agreement(m.installmentAgreement);
  const filed = m.filed === true;
  return {
    period: {
      form,
      period: code,
      filed,
      filedOn: filed ? m.filedOn : null,
      balanceCents: Math.max(0, balance),
      installmentAgreement: ia.installmentAgreement,
      iaInDefault: ia.iaInDefault,
      lienFiledOn: m.lienFiledOn,
      levyNoticeOn: m.levyNoticeOn,
    },
    beside: {
      creditCents: Math.max(0, -balance),
      iaPending: ia.iaPending,
      stage: { name: m.stage.name, reachedOn: m.stage.reachedOn },
      actBy: m.actBy,
      evidence: m.evidence,
      responseDate: m.responseDate,
    },
  };
}

/**
 * Transcript modules into the report's periods, by the rules of decision 272. Refused modules
 * (another taxpayer's) must be left out by the caller; this sees only the client's.
 */
export function mapModules(modules: readonly KeyedModule[]): MappedReport {
  const out: MappedReport = { periods: [], notReported: [], needsReview: [], superseded: [] };
  const byPeriod = new Map<string, MappedPeriod>();
  for (const { key, facts: m } of modules) {
    const leftOut = (why: string): LeftOut => ({ moduleKey: key, form: m.form, taxPeriod: m.taxPeriod, why });
    if (!isReportForm(m.form)) {
      out.needsReview.push(leftOut(`Form ${m.form ?? '(none)'} is not a form the report lists: evidence only.`));
      continue;
    }
    const code = periodCode(m.form, m.taxPeriod);
    if (!code) {
      out.needsReview.push(leftOut(`The period ${m.taxPeriod ?? '(none)'} is not a period of Form ${m.form}.`));
      continue;
    }
    if (m.filed === 'unknown') {
      out.notReported.push(leftOut(NOT_REPORTED));
      continue;
    }
    const mapped = { ...toPeriod(m.form, code, m), moduleKey: key };
    const id = `${m.form} ${code}`;
    const earlier = byPeriod.get(id);
    if (earlier) {
      const laterWins = (m.responseDate ?? '') >= (earlier.beside.responseDate ?? '');
      const [keep, drop] = laterWins ? [mapped, earlier] : [earlier, mapped];
      byPeriod.set(id, keep);
      out.superseded.push({
        moduleKey: drop.moduleKey,
        form: m.form,
        taxPeriod: m.taxPeriod,
        why: `Form ${m.form} ${code} came twice; the later response (${keep.beside.responseDate ?? 'undated'}) is used.`,
      });
      continue;
    }
    byPeriod.set(id, mapped);
  }
  out.periods = [...byPeriod.values()].sort(
    (a, b) => a.period.form.localeCompare(b.period.form) || a.period.period.localeCompare(b.period.period),
  );
  return out;
}

/** An operator's correction of one fact of one period, with the reason (decision 272). */
export type Correction = { form: TaxForm; period: string; fact: PeriodFact; value: unknown; reason: string };

/** Which facts of a period were derived from a transcript and which an operator entered. */
export type FactSources = Partial<Record<PeriodFact, 'derived' | 'entered'>>;

/** The mapped periods with corrections applied (the latest correction of a fact wins) and each fact's source. */
export function applyCorrections(
  periods: readonly MappedPeriod[],
  corrections: readonly Correction[],
): { period: TaxPeriod; sources: FactSources }[] {
  return periods.map(({ period }) => {
    const sources: FactSources = Object.fromEntries(PERIOD_FACTS.map((f) => [f, 'derived']));
    let next: TaxPeriod = { ...period };
    for (const c of corrections) {
      if (c.form !== period.form || c.period !== period.period) continue;
      next = { ...next, [c.fact]: c.value };
      sources[c.fact] = 'entered';
    }
    return { period: next, sources };
  });
}
