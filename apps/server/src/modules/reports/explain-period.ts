import {
  COLLECTION_STAGE_LABELS,
  type CollectionStage,
  displayDate,
  formatUsd,
  type ReportEvidence,
  type ReportEvidenceLine,
  type TaxPeriod,
  type TranscriptEvidence,
} from '@taxlens/contracts';

type ActBy = ReportEvidence['periods'][number]['actBy'];

/**
 * What "Complete from transcripts" keeps per period beside the report's figures (decision 272), sealed in
 * report_transcript_facts: which facts were derived or entered, the stage, the dates and the evidence.
 */
export type StoredPeriodFacts = {
  form: string;
  period: string;
  sources: Record<string, 'derived' | 'entered'>;
  creditCents?: number;
  iaPending?: boolean;
  stage: { name: string; reachedOn: string | null };
  actBy: ActBy;
  evidence: Record<string, TranscriptEvidence[]>;
};

/** The facts a lender reads evidence for, in the order the report page lists them, in plain words. */
const LABELS: [fact: string, label: string][] = [
  ['filed', 'Return filed'],
  ['sfr', 'Substitute for return'],
  ['amended', 'Amended return'],
  ['balanceCents', 'Balance'],
  ['notices', 'Notice'],
  ['lienFiledOn', 'Lien filed'],
  ['lienReleased', 'Lien released'],
  ['levyNoticeOn', 'Levy notice'],
  ['levyOn', 'Levy'],
  ['installmentAgreement', 'Installment agreement'],
  ['cnc', 'Currently not collectible'],
  ['bankruptcy', 'Bankruptcy'],
  ['oic', 'Offer in compromise'],
];

/**
 * Each evidence line of a period as the lender reads it, once, in a fixed order: the transcript line's code,
 * date, amount and text, and its summary "Lien filed 06.20.2025 — IRS transcript, TC 582, Form 941, 2024Q4".
 * The file, page and line it came from stay with operations (decision 279).
 */
export function evidenceOfPeriod(
  form: string,
  period: string,
  evidence: Record<string, TranscriptEvidence[]>,
): ReportEvidenceLine[] {
  const seen = new Set<string>();
  return LABELS.flatMap(([fact, label]) =>
    (evidence[fact] ?? []).flatMap((e) => {
      // The library cites a lien's filing (TC 582) for `lienReleased` too, as why it is not released:
      // only a release (TC 583) reads as "Lien released".
      if (fact === 'lienReleased' && e.code !== '583') return [];
      const summary = [
        [label, e.date ? displayDate(e.date) : null].filter(Boolean).join(' '),
        ['IRS transcript', e.code ? `TC ${e.code}` : null, `Form ${form}`, period].filter(Boolean).join(', '),
      ].join(' — ');
      if (seen.has(summary)) return [];
      seen.add(summary);
      return [
        { fact, label, code: e.code, date: e.date, amountCents: e.amountCents, text: e.text, form, period, summary },
      ];
    }),
  );
}

export function collectionStage(stage: { name: string; reachedOn: string | null }): CollectionStage {
  return { name: stage.name, label: COLLECTION_STAGE_LABELS[stage.name] ?? stage.name, reachedOn: stage.reachedOn };
}

const on = (date: string | null) => (date ? ` on ${displayDate(date)}` : '');
const since = (date: string | null) => (date ? ` since ${displayDate(date)}` : '');

/** What the stage adds to the sentence; none and balance_due add nothing beyond the balance. */
const STAGE_CLAUSES: Record<string, (reachedOn: string | null) => string> = {
  notices: (d) => `the IRS has sent notices${since(d)}`,
  final_notice: (d) => `the IRS sent its final notice of intent to levy${on(d)}`,
  lien_filed: (d) => `a federal tax lien was filed${on(d)}`,
  levy: (d) => `the IRS levied${on(d)}`,
  agreement: (d) => `an installment agreement has paused collection${since(d)}`,
  not_collectible: (d) => `the IRS has paused collection as currently not collectible${since(d)}`,
  bankruptcy: (d) => `bankruptcy or legal action has frozen collection${since(d)}`,
  offer_pending: (d) => `an offer in compromise is pending${since(d)}`,
};

/** Stages after which a levy can still come: the levy date is worth saying. */
const LEVY_AHEAD = new Set(['balance_due', 'notices', 'final_notice', 'lien_filed']);

/**
 * One plain sentence on a period (decision 279): filed or not, what is owed, and, when the report came from
 * transcripts, the collection stage and when a levy is possible; a report typed by hand is told from its
 * figures alone. `reportDate` (YYYY-MM-DD) sets the tense of the levy date.
 */
export function explainPeriod(p: TaxPeriod, facts: StoredPeriodFacts | null, reportDate: string): string {
  const filed = p.filed ? `The return was filed${on(p.filedOn)}` : 'No return is on record';
  const credit = facts?.creditCents ?? 0;
  const owed =
    p.balanceCents > 0
      ? `${formatUsd(p.balanceCents)} is owed`
      : credit > 0
        ? `nothing is owed (a credit of ${formatUsd(credit)})`
        : 'nothing is owed';
  const clauses: string[] = [];
  const stage = facts?.stage.name ?? null;
  if (facts && stage && STAGE_CLAUSES[stage]) clauses.push(STAGE_CLAUSES[stage](facts.stage.reachedOn));
  if (!facts && p.levyNoticeOn) clauses.push(`a levy notice was issued${on(p.levyNoticeOn)}`);
  if (p.lienFiledOn && stage !== 'lien_filed') clauses.push(`a federal tax lien was filed${on(p.lienFiledOn)}`);
  if (p.installmentAgreement && stage !== 'agreement')
    clauses.push(p.iaInDefault ? 'the installment agreement is in default' : 'an installment agreement is in place');
  else if (p.iaInDefault) clauses.push('the installment agreement is in default');
  const levy = facts?.actBy.levyPossibleFrom;
  if (levy && p.balanceCents > 0 && stage && LEVY_AHEAD.has(stage))
    clauses.push(
      `${levy.date <= reportDate ? 'a levy has been possible since' : 'a levy is possible from'} ${displayDate(levy.date)} (${levy.basis})`,
    );
  const last = clauses.pop();
  const tail = last ? `; ${[...clauses, ''].join(', ')}${clauses.length ? 'and ' : ''}${last}` : '';
  return `${filed} and ${owed}${tail}.`;
}
