import { type AlertRuleDefinition, type RuleFacts, ruleFires } from '@taxlens/contracts';
import { addCalendarDays } from '../../domain/business-calendar.js';
import { businessDay, businessDayStart } from '../../domain/business-day.js';
import type { ClientHistory } from './client-history.js';

/** The daily check's calendar day: the Eastern day, as the authorization reminders count it (decision 324). */
export const dayOf = businessDay;

const clientFacts = (h: ClientHistory) => ({ clientType: h.clientType, bundleIds: h.bundleIds });

/** The facts of the client's report at `index`, compared with the one before it. */
export function factsOfReport(h: ClientHistory, index: number): RuleFacts {
  return {
    client: clientFacts(h),
    report: h.reports[index]!.snapshot,
    previous: index > 0 ? h.reports[index - 1]!.snapshot : null,
    today: null,
    authorizationExpiresOn: null,
  };
}

/** The facts the daily check sees on `day`: the latest report completed by the day's end, and the 8821's expiry. */
export function factsOnDay(h: ClientHistory, day: string): RuleFacts {
  const end = businessDayStart(addCalendarDays(day, 1)).getTime();
  let index = -1;
  while (index + 1 < h.reports.length && h.reports[index + 1]!.completedAt.getTime() < end) index++;
  return {
    client: clientFacts(h),
    report: index >= 0 ? h.reports[index]!.snapshot : null,
    previous: index > 0 ? h.reports[index - 1]!.snapshot : null,
    today: day,
    authorizationExpiresOn: h.authorizationExpiresOn,
  };
}

/** Whether the rule fires on one report (the consumer's question). */
export function firesOnReport(rule: AlertRuleDefinition, h: ClientHistory, reportId: string): boolean {
  const index = h.reports.findIndex((r) => r.id === reportId);
  return index >= 0 && ruleFires(rule, factsOfReport(h, index));
}

/** Whether the daily rule fires for the client on `day` (it needs a recorded 8821 expiry: its key). */
export function firesOnDay(rule: AlertRuleDefinition, h: ClientHistory, day: string): boolean {
  return h.authorizationExpiresOn !== null && ruleFires(rule, factsOnDay(h, day));
}

export type PreviewHit = { clientId: string; businessName: string; firstFiredAt: Date };

/**
 * The clients the rule would have fired for in [from, to]: a report rule on each report completed in
 * the window, a daily rule on each day of it. The same functions as the consumer and the job.
 */
export function previewHits(
  rule: AlertRuleDefinition,
  daily: boolean,
  histories: readonly ClientHistory[],
  from: Date,
  to: Date,
): PreviewHit[] {
  const hits: PreviewHit[] = [];
  for (const h of histories) {
    const first = daily ? firstFiringDay(rule, h, from, to) : firstFiringReport(rule, h, from, to);
    if (first) hits.push({ clientId: h.clientId, businessName: h.businessName, firstFiredAt: first });
  }
  return hits.sort(byFirstFiring);
}

/** The preview's order: soonest first firing, then name (also across a lender's batches). */
export const byFirstFiring = (a: PreviewHit, b: PreviewHit): number =>
  a.firstFiredAt.getTime() - b.firstFiredAt.getTime() || a.businessName.localeCompare(b.businessName);

function firstFiringReport(rule: AlertRuleDefinition, h: ClientHistory, from: Date, to: Date): Date | undefined {
  for (let i = 0; i < h.reports.length; i++) {
    const at = h.reports[i]!.completedAt;
    if (at >= from && at <= to && ruleFires(rule, factsOfReport(h, i))) return at;
  }
  return undefined;
}

function firstFiringDay(rule: AlertRuleDefinition, h: ClientHistory, from: Date, to: Date): Date | undefined {
  for (let day = dayOf(from); businessDayStart(day) <= to; day = addCalendarDays(day, 1)) {
    if (firesOnDay(rule, h, day)) return new Date(Math.max(businessDayStart(day).getTime(), from.getTime()));
  }
  return undefined;
}
