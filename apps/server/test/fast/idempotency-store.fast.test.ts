import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/db/connection.js';
import { createLender } from '../../src/demo/seed/factories.js';
import {
  fingerprintOf,
  type KeyScope,
  runOnceClaimed,
  runOnceWithWork,
} from '../../src/platform/idempotency/run-once.js';
import { deleteExpiredKeys, findKey } from '../../src/platform/idempotency/keys-repo.js';
import { openMigratedDatabase } from './support/fast-database.js';

const NOW = new Date('2026-06-01T12:00:00Z');
const MINUTE = 60_000;

class Reused extends Error {}
class Busy extends Error {}

/** The one idempotency store (docs/decisions/253) on a real database: each surface keeps its own keys and answers. */
describe('idempotency store', () => {
  let h: DatabaseHandle;
  let lenderId: string;
  let keys = 0;
  beforeAll(async () => {
    h = await openMigratedDatabase();
    lenderId = (await createLender(h.db)).id;
  });
  afterAll(() => h.close());

  const scopeOf = (surface: KeyScope['surface'], key = `key-${(keys += 1)}`): KeyScope => ({
    surface,
    lenderId,
    principal: surface === 'api-v1' ? 'key:k1' : '',
    key,
  });
  const keyed = (scope: KeyScope, content: unknown) => ({
    scope,
    fingerprint: fingerprintOf(content),
    refuseReuse: () => new Reused(),
  });

  it('runs claimed work once: a retry answers the stored answer; another request with the key is refused', async () => {
    const scope = scopeOf('api-v1');
    let runs = 0;
    const steps = { run: async () => ({ order: (runs += 1) }), refuseBusy: () => new Busy(), keptMs: 60 * MINUTE };

    expect(await runOnceClaimed(h.db, NOW, keyed(scope, { a: 1 }), steps)).toEqual({
      result: { order: 1 },
      replayed: false,
    });
    expect(await runOnceClaimed(h.db, NOW, keyed(scope, { a: 1 }), steps)).toEqual({
      result: { order: 1 },
      replayed: true,
    });
    await expect(runOnceClaimed(h.db, NOW, keyed(scope, { a: 2 }), steps)).rejects.toBeInstanceOf(Reused);
    expect(runs).toBe(1);
    expect(await findKey(h.db, scope)).toMatchObject({ status: 'DONE', answer: JSON.stringify({ order: 1 }) });
  });

  it('frees the key of failed work, so a retry runs it', async () => {
    const scope = scopeOf('api-v1');
    const failing = { run: () => Promise.reject(new Error('refused')), refuseBusy: () => new Busy(), keptMs: MINUTE };

    await expect(runOnceClaimed(h.db, NOW, keyed(scope, {}), failing)).rejects.toThrow('refused');
    expect(await findKey(h.db, scope)).toBeUndefined();
  });

  it('keeps the same key apart on each surface, each with its own answer', async () => {
    const web = scopeOf('web-orders', 'shared-key');
    const api = scopeOf('api-v1', 'shared-key');
    const work = (answer: string) => ({
      run: async (key: { record: (trx: typeof h.db, a: string) => Promise<void> }) =>
        h.db.transaction().execute(async (trx) => {
          await key.record(trx, answer);
          return answer;
        }),
      replay: async (stored: string) => `replayed ${stored}`,
    });

    expect(await runOnceWithWork(h.db, NOW, keyed(web, { x: 1 }), work('web answer'))).toEqual({
      result: 'web answer',
      replayed: false,
    });
    expect(
      await runOnceClaimed(h.db, NOW, keyed(api, { x: 1 }), {
        run: async () => 'api answer',
        refuseBusy: () => new Busy(),
        keptMs: MINUTE,
      }),
    ).toEqual({ result: 'api answer', replayed: false });
    expect(await runOnceWithWork(h.db, NOW, keyed(web, { x: 1 }), work('second run'))).toEqual({
      result: 'replayed web answer',
      replayed: true,
    });
  });

  it('sweeps only the keys past their expiry', async () => {
    const short = scopeOf('api-v1');
    const long = scopeOf('api-v1');
    const steps = (keptMs: number) => ({ run: async () => 'done', refuseBusy: () => new Busy(), keptMs });
    await runOnceClaimed(h.db, NOW, keyed(short, {}), steps(MINUTE));
    await runOnceClaimed(h.db, NOW, keyed(long, {}), steps(60 * MINUTE));

    await deleteExpiredKeys(h.db, new Date(NOW.getTime() + 2 * MINUTE));

    expect(await findKey(h.db, short)).toBeUndefined();
    expect(await findKey(h.db, long)).toMatchObject({ status: 'DONE' });
  });
});
