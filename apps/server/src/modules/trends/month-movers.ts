import { TREND_MOVERS_LIMIT } from '@taxlens/contracts';

/** A client's liability on its latest report before the range and at its end (decision 201). */
export type MoverFacts = { clientId: string; startCents: number; endCents: number };
export type RankedMovers = { risers: MoverFacts[]; fallers: MoverFacts[] };

/**
 * A client's completed reports as far back as the movers look, oldest first (ties by id): its latest
 * before the earliest first month, then each one since, up to the month's end (decision 224).
 */
export type MoverHistory = readonly (readonly [completedAtMs: number, totalCents: number])[];

/** A range's first month: its key ('YYYY-MM-DD') and the instant it begins. */
export type MoverStart = { key: string; at: number };

/** The movers of every range ending with one month: first month key -> filter key -> ranked. */
export type MoversByStart = Map<string, Map<string, RankedMovers>>;

const change = (m: MoverFacts) => m.endCents - m.startCents;
// The order of decision 201: the largest change first, ties by client id.
const byRise = (a: MoverFacts, b: MoverFacts) => change(b) - change(a) || (a.clientId < b.clientId ? -1 : 1);
const byFall = (a: MoverFacts, b: MoverFacts) => change(a) - change(b) || (a.clientId < b.clientId ? -1 : 1);

/** Keeps the TREND_MOVERS_LIMIT best of `list` by `order`, adding `m`: few clients enter once the list is full. */
function keepTop(list: MoverFacts[], m: MoverFacts, order: (a: MoverFacts, b: MoverFacts) => number): void {
  if (list.length === TREND_MOVERS_LIMIT && order(m, list.at(-1)!) >= 0) return;
  list.push(m);
  list.sort(order);
  if (list.length > TREND_MOVERS_LIMIT) list.pop();
}

/**
 * Ranks a client whose liability changed among the movers of each filter it counts under (all, its
 * type, its bundle; the risk filter does not apply to movers).
 */
function rankMover(byFilter: Map<string, RankedMovers>, keys: readonly string[], m: MoverFacts): void {
  for (const key of keys) {
    let ranked = byFilter.get(key);
    if (!ranked) byFilter.set(key, (ranked = { risers: [], fallers: [] }));
    keepTop(change(m) > 0 ? ranked.risers : ranked.fallers, m, change(m) > 0 ? byRise : byFall);
  }
}

/**
 * Ranks a client among the movers of every range ending with the month, one per first month in
 * `starts` (ascending): its start is its latest report before the first month began, its end the
 * last of its history (decision 201).
 */
export function rankMoverStarts(
  byStart: MoversByStart,
  starts: readonly MoverStart[],
  keys: readonly string[],
  clientId: string,
  history: MoverHistory,
): void {
  const endCents = history.at(-1)?.[1];
  if (endCents === undefined) return;
  let before = -1;
  for (const start of starts) {
    while (before + 1 < history.length && history[before + 1]![0] < start.at) before++;
    // No report before this first month: no start (a later first month may have one).
    if (before < 0) continue;
    // From here on every later first month finds the same report at both ends: no change.
    if (before === history.length - 1) return;
    // Only a change moves a client.
    if (history[before]![1] === endCents) continue;
    let ranked = byStart.get(start.key);
    if (!ranked) byStart.set(start.key, (ranked = new Map()));
    rankMover(ranked, keys, { clientId, startCents: history[before]![1], endCents });
  }
}

/** The filter whose movers a query reads: the bundle, else the client type, else all. */
export const moversFilterKey = (q: { clientType?: string | undefined; bundleId?: string | undefined }) =>
  q.bundleId ? `bundle:${q.bundleId}` : q.clientType ? `type:${q.clientType}` : 'all';
