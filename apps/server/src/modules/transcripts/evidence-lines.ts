import type { TranscriptEvidence } from '@taxlens/contracts';

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

const dotted = (date: string | null) => (date ? `${date.slice(5, 7)}.${date.slice(8, 10)}.${date.slice(0, 4)}` : null);

/** "Lien filed 06.20.2025 — IRS transcript, TC 582, Form 941, 2024Q4": one sentence per evidence line. */
export function evidenceLines(form: string, period: string, evidence: Record<string, TranscriptEvidence[]>): string[] {
  const seen = new Set<string>();
  return LABELS.flatMap(([fact, label]) =>
    (evidence[fact] ?? []).flatMap((e) => {
      const line = [
        [label, dotted(e.date)].filter(Boolean).join(' '),
        ['IRS transcript', e.code ? `TC ${e.code}` : null, `Form ${form}`, period].filter(Boolean).join(', '),
      ].join(' — ');
      if (seen.has(line)) return [];
      seen.add(line);
      return [line];
    }),
  );
}
