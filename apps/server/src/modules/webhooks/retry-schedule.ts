/**
 * When a failed attempt is tried again: the first attempt is at once, then after 5 s, 5 min, 30 min,
 * 2 h, 5 h, 10 h and 10 h; after the eighth failure the message is failed.
 */
export const RETRY_DELAYS_MS = [5_000, 300_000, 1_800_000, 7_200_000, 18_000_000, 36_000_000, 36_000_000] as const;
export const MAX_ATTEMPTS = RETRY_DELAYS_MS.length + 1;

/** The next attempt's time after `attempts` failed ones, or null when the message has failed for good. */
export const nextAttemptAfter = (attempts: number, now: Date): Date | null =>
  attempts >= MAX_ATTEMPTS ? null : new Date(now.getTime() + RETRY_DELAYS_MS[attempts - 1]!);

/** An endpoint whose messages have all failed for this long is disabled and its admins mailed. */
export const DISABLE_AFTER_MS = 5 * 86_400_000;
