import { LOGIN_THROTTLE } from '@taxlens/contracts';
import type { AppContext } from '../../app-context.js';

// Counters in the shared rate-limit store (database or Redis), so every instance sees one count (decision 130).
const PAIR_WINDOW_SECONDS = LOGIN_THROTTLE.pairRefusalMinutes * 60;
const ACCOUNT_WINDOW_SECONDS = LOGIN_THROTTLE.accountWindowHours * 3600;

// The typed name, not the account: unknown usernames are throttled exactly like real ones.
const typed = (username: string) => username.trim().toLowerCase();
const pairKey = (username: string, ip: string) => `login-pair:${typed(username)}:${ip}`;
const pairRefusedKey = (username: string, ip: string) => `login-pair-refused:${typed(username)}:${ip}`;
const accountKey = (userId: string) => `login-account:${userId}`;

/** True while this address is refused for this username (after 10 failures, for 15 minutes). */
export async function isPairRefused(ctx: AppContext, username: string, ip: string): Promise<boolean> {
  return (await ctx.rateLimits.peek(pairRefusedKey(username, ip), ctx.clock.now())) > 0;
}

/** Counts a failed password for (username, address); the 10th starts the 15-minute refusal. */
export async function countPairFailure(ctx: AppContext, username: string, ip: string): Promise<void> {
  const now = ctx.clock.now();
  const failures = await ctx.rateLimits.hit(
    pairKey(username, ip),
    LOGIN_THROTTLE.pairFailures,
    PAIR_WINDOW_SECONDS,
    now,
  );
  if (failures.count >= LOGIN_THROTTLE.pairFailures) {
    // A window of its own that starts now, so the refusal lasts the full 15 minutes from the 10th failure.
    await ctx.rateLimits.hit(pairRefusedKey(username, ip), 0, PAIR_WINDOW_SECONDS, now);
    await ctx.rateLimits.reset([pairKey(username, ip)]);
  }
}

/** A right password from this address starts its count again. */
export function clearPairFailures(ctx: AppContext, username: string, ip: string): Promise<void> {
  return ctx.rateLimits.reset([pairKey(username, ip)]);
}

/** True while the account needs a trusted browser: 100 failures from untrusted ones in 24 hours. */
export async function isAccountGuarded(ctx: AppContext, userId: string): Promise<boolean> {
  return (await ctx.rateLimits.peek(accountKey(userId), ctx.clock.now())) >= LOGIN_THROTTLE.accountFailures;
}

/** Counts a failure from an untrusted browser; true for exactly the one that reaches the limit (it mails the unlock link). */
export async function countAccountFailure(ctx: AppContext, userId: string): Promise<boolean> {
  const hit = await ctx.rateLimits.hit(
    accountKey(userId),
    LOGIN_THROTTLE.accountFailures,
    ACCOUNT_WINDOW_SECONDS,
    ctx.clock.now(),
  );
  return hit.count === LOGIN_THROTTLE.accountFailures;
}
