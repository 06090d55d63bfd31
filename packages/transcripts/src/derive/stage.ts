import type { ActDate, Evidence, Located, ModuleFacts, Place, StageName } from '../types.js';
import { addDays, addYears, daysBetween } from '../read/values.js';
import { evidenceOf, type Event } from './events.js';

/** The stages' order (docs/decisions/258): a later stage wins while it lasts; the holds at the end pause collection. */
export const STAGES: StageName[] = [
  'none',
  'balance_due',
  'notices',
  'final_notice',
  'lien_filed',
  'levy',
  'agreement',
  'not_collectible',
  'bankruptcy',
  'offer_pending',
];

/** What the stage and the dates are computed from. */
export type StageFacts = {
  balanceCents: number | null;
  lienOpen: Event | null;
  finalNotice: Event | null;
  levy: Event | null;
  noticeEvents: Event[];
  iaHold: Event | null;
  cnc: Event | null;
  legal: Event | null;
  oicPending: Event | null;
  balanceAt: Located<number> | null;
  events: Event[];
};

type Stage = { name: StageName; reachedOn: string | null; at: Place | null; evidence: Evidence | null };

const fromEvent = (name: StageName, e: Event): Stage => ({
  name,
  reachedOn: e.row.date,
  at: { file: e.row.file, page: e.row.page, line: e.row.line },
  evidence: evidenceOf(e.row),
});

/**
 * The collection stage. Nothing is collected on a balance of zero or a credit, so then only a lien still in
 * force (it needs a release) keeps a stage; otherwise the highest stage whose condition holds wins.
 */
export function deriveStage(f: StageFacts): Stage {
  const owing = (f.balanceCents ?? 0) > 0;
  const candidates: (Stage | null)[] = [
    owing ? balanceDue(f) : null,
    owing && f.noticeEvents.length ? fromEvent('notices', f.noticeEvents[0]!) : null,
    owing && f.finalNotice ? fromEvent('final_notice', f.finalNotice) : null,
    f.lienOpen ? fromEvent('lien_filed', f.lienOpen) : null,
    owing && f.levy ? fromEvent('levy', f.levy) : null,
    owing && f.iaHold ? fromEvent('agreement', f.iaHold) : null,
    owing && f.cnc ? fromEvent('not_collectible', f.cnc) : null,
    owing && f.legal ? fromEvent('bankruptcy', f.legal) : null,
    owing && f.oicPending ? fromEvent('offer_pending', f.oicPending) : null,
  ];
  return (
    candidates.filter((c): c is Stage => c !== null).at(-1) ?? {
      name: 'none',
      reachedOn: null,
      at: null,
      evidence: null,
    }
  );
}

/** Balance due since the first assessment that raised it; the evidence is the balance line itself. */
function balanceDue(f: StageFacts): Stage {
  const first = f.events.find(
    (e) => (e.effect === 'return_filed' || e.effect === 'assessment') && (e.row.amountCents ?? 0) > 0,
  );
  const b = f.balanceAt;
  return {
    name: 'balance_due',
    reachedOn: first?.row.date ?? null,
    at: b ? b.at : null,
    evidence: b ? { ...b.at, code: null, date: null, amountCents: b.value, text: b.text } : null,
  };
}

/** Days a hold suspends the collection statute, with the time the law adds after it ends. */
const SUSPENSIONS: { start: Event['effect']; ends: Event['effect'][]; after: number; why: string }[] = [
  {
    start: 'legal_freeze',
    ends: ['legal_freeze_reversed'],
    after: 183,
    why: 'bankruptcy or legal action + 6 months (IRC 6503(h))',
  },
  {
    start: 'oic_pending',
    ends: ['oic_closed', 'oic_accepted'],
    after: 30,
    why: 'offer pending + 30 days (IRC 6331(k)(1), 6331(i)(5))',
  },
  {
    start: 'ia_pending',
    ends: ['ia_established', 'reversal'],
    after: 30,
    why: 'pending agreement + 30 days (IRC 6331(k)(2))',
  },
];

/** Days the statute is suspended, holds still open counting up to `until`. */
function suspendedDays(events: Event[], until: string | null): { days: number; why: string[] } {
  let days = 0;
  const why: string[] = [];
  for (const s of SUSPENSIONS) {
    let started: string | null = null;
    for (const e of events) {
      if (e.effect === s.start && !started) started = e.row.date;
      else if (started && s.ends.includes(e.effect) && e.row.date) {
        days += daysBetween(started, e.row.date) + s.after;
        why.push(s.why);
        started = null;
      }
    }
    if (started && until) {
      days += Math.max(0, daysBetween(started, until));
      why.push(`${s.why.split(' +')[0]}, still open`);
    }
  }
  return { days, why };
}

export function deriveActBy(
  f: StageFacts & { lienFiledOn: string | null; responseDate: string | null; asOf: string | null; stage: StageName },
): ModuleFacts['actBy'] {
  const owing = (f.balanceCents ?? 0) > 0;
  const notice = f.finalNotice?.row.date;
  const levyPossibleFrom: ActDate | null =
    owing && notice
      ? {
          date: addDays(notice, 30),
          basis: 'estimate',
          why: 'final notice of intent to levy + 30 days (IRC 6330(a)(2))',
        }
      : null;
  const reference = f.responseDate ?? f.asOf;
  const lienAge = f.lienFiledOn && reference ? daysBetween(f.lienFiledOn, reference) : null;
  const lienFiledWithin45Days: ActDate | null =
    f.lienFiledOn && lienAge !== null && lienAge >= 0 && lienAge <= 45
      ? {
          date: f.lienFiledOn,
          basis: 'stated',
          why: `lien filed ${lienAge} days before the transcript's response date`,
        }
      : null;
  const assessed = f.events
    .filter(
      (e) => (e.effect === 'return_filed' || e.effect === 'assessment') && (e.row.amountCents ?? 0) > 0 && e.row.date,
    )
    .map((e) => e.row.date!)
    .sort();
  let csed: ActDate | null = null;
  const latest = assessed.at(-1);
  if (owing && latest) {
    const held = suspendedDays(f.events, reference);
    const waiver = f.events.some((e) => e.row.code === '550');
    csed = {
      date: addDays(addYears(latest, 10), held.days),
      basis: 'estimate',
      why: [
        'latest assessment + 10 years (IRC 6502)',
        ...held.why.map((w) => `extended: ${w}`),
        ...(waiver ? ['a TC 550 waiver extends it further by a date the transcript does not print'] : []),
      ].join('; '),
    };
  }
  return { levyPossibleFrom, lienFiledWithin45Days, csed };
}
