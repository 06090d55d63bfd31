import type { Role } from '@taxlens/contracts';
import { createUser } from '../../apps/server/src/demo/seed/factories.js';
import type { Database } from '../../apps/server/src/db/connection.js';
import { saveSecondFactors } from '../../apps/server/src/modules/twofactor/second-factor-repo.js';
import { createTotpSecret } from '../../apps/server/src/modules/twofactor/totp.js';
import { hashPassword } from '../../apps/server/src/platform/passwords.js';
import { decryptPii, encryptPii } from '../../apps/server/src/platform/pii.js';
import { BENCH_PII_KEY } from './secrets.js';
import type { BenchUser } from './sign-in.js';

const PASSWORD = 'Bench-password-2026!';
const usernameOf = (i: number) => `bench.user.${String(i).padStart(4, '0')}`;

/** Who a bench user is: its role at each lender, or a role of its own without a lender (operations staff). */
export type BenchUserSpec = { username: string; lenders: Array<{ lenderId: string; role: Role }>; globalRole?: Role };

/**
 * `count` loan officers of the lender who sign in with a password and an authenticator app, made
 * once per data set, ready to sign in (readyToSignIn).
 */
export function ensureBenchUsers(db: Database, lenderId: string, count: number): Promise<BenchUser[]> {
  const specs = Array.from({ length: count }, (_, i) => ({
    username: usernameOf(i + 1),
    lenders: [{ lenderId, role: 'ROLE_LENDER' as const }],
  }));
  return ensureTotpUsers(db, specs);
}

/** Users who sign in with a password and an authenticator app, made once per data set (as ensureBenchUsers). */
export async function ensureTotpUsers(db: Database, specs: BenchUserSpec[]): Promise<BenchUser[]> {
  const key = Buffer.from(BENCH_PII_KEY, 'hex');
  const usernames = specs.map((s) => s.username);
  const existing = await db.selectFrom('users').select('username').where('username', 'in', usernames).execute();
  const have = new Set(existing.map((u) => u.username));
  let passwordHash: string | undefined;
  for (const spec of specs) {
    if (have.has(spec.username)) continue;
    passwordHash ??= await hashPassword(PASSWORD);
    const user = await createUser(db, {
      username: spec.username,
      passwordHash,
      f2aType: 'AUTHENTICATOR_APP',
      globalRole: spec.globalRole ?? null,
      lenders: spec.lenders,
    });
    await saveSecondFactors(db, user.id, { totp_secret: encryptPii(key, createTotpSecret()) }, new Date());
  }
  return readyToSignIn(db, usernames);
}

/**
 * The users' sign-in secrets, their used TOTP steps and code-attempt counters reset, so a run right after
 * another may sign them in again (each at most once per 30-second step).
 */
async function readyToSignIn(db: Database, usernames: string[]): Promise<BenchUser[]> {
  const key = Buffer.from(BENCH_PII_KEY, 'hex');
  const rows = await db
    .selectFrom('users')
    .innerJoin('user_second_factors', 'user_second_factors.user_id', 'users.id')
    .select(['users.id', 'users.username', 'user_second_factors.totp_secret'])
    .where('users.username', 'in', usernames)
    .orderBy('users.username')
    .execute();
  await db
    .updateTable('user_second_factors')
    .set({ totp_last_step: 0 })
    .where(
      'user_id',
      'in',
      rows.map((r) => r.id),
    )
    .execute();
  await db
    .deleteFrom('rate_limit_counters')
    .where(
      'key',
      'in',
      rows.map((r) => `totp:${r.id}`),
    )
    .execute();
  return rows.map((r) => ({ username: r.username, password: PASSWORD, totpSecret: decryptPii(key, r.totp_secret!) }));
}
