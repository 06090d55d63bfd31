import { hasUsZoneClock } from '@taxlens/contracts';
import { whenIdle } from '../hooks/when-idle';

/** At most this long after start: a page whose data is slow to come still renders without the cost. */
const PREPARE_WITHIN_MS = 300;

/**
 * Makes the page load's first Intl date formatter, for the reader's zone, in an idle moment while the
 * first page waits for its chunk and data. The first Intl formatter of a page load sets up the
 * browser's locale and zone data: 15-40 ms on a fast machine, a long task on a phone, which fell
 * inside the first render of every page that shows a date (the client page's "Created", the
 * orders list), where it blocks and holds back the paint (issue 50, decision 330). Every later
 * formatter, of any zone or options, then costs well under a millisecond. Pages that show no
 * date at first (the dashboard, decision 231) do not call it. A US zone's times are shown by the
 * zone's own rules, without Intl (decision 339): nothing to prepare, and the page never pays it.
 */
export function prepareDateFormatting(timeZone: string | null | undefined): void {
  if (hasUsZoneClock(timeZone)) return;
  whenIdle(() => {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone: timeZone || undefined, timeZoneName: 'short' }).format(0);
    } catch {
      // An unknown zone: the page falls back to the browser's, and sets that up itself.
    }
  }, PREPARE_WITHIN_MS);
}
