import { LOGIN_THROTTLE } from '@taxlens/contracts';
import { describe, expect, inject, it } from 'vitest';
import { createClusterClient } from './cluster-client.js';
import { expectSignedInEverywhere, firstMessage, login, newestOutboxId, readCode } from './sign-in-flows.js';

// The counts behind every limit live in shared storage, so alternating instances gains nothing:
// the limit is reached after exactly as many tries as on one instance.

describe('sign-in limits across two instances behind nginx', () => {
  it(`refuses this address for the username after ${LOGIN_THROTTLE.pairFailures} wrong passwords, whichever instance gets the next try`, async () => {
    const client = createClusterClient();
    const wrong = await login(client, 'viewer', { password: 'wrong-1' });
    for (let i = 2; i <= LOGIN_THROTTLE.pairFailures; i++) {
      expect(firstMessage(await login(client, 'viewer', { password: `wrong-${i}` })).key).toBe('BAD_CREDENTIALS');
    }
    // Even the right password answers exactly as a wrong one, on the other instance too.
    const eleventh = await login(client, 'viewer', { password: 'wrong-11' });
    const right = await login(client, 'viewer');
    expect(right.status).toBe(401);
    expect(right.text).toBe(wrong.text);
    expect(eleventh.text).toBe(wrong.text);
    expect(new Set([eleventh.instance, right.instance]).size).toBe(2);
  });

  it('voids a mailed code after five wrong tries spread over both instances', async () => {
    const client = createClusterClient();
    const since = await newestOutboxId();
    expect(firstMessage(await login(client, 'sales.rep')).key).toBe('MISSING_F2A_TOKEN');
    const code = await readCode('sales.rep@acme.example', since);
    const wrong = code === '000000' ? '000001' : '000000';
    for (let i = 0; i < 5; i++) {
      expect(firstMessage(await login(client, 'sales.rep', { second: { type: 'EMAIL_TOTP', token: wrong } })).key).toBe(
        'BAD_F2A_TOKEN',
      );
    }
    expect(firstMessage(await login(client, 'sales.rep', { second: { type: 'EMAIL_TOTP', token: code } })).key).toBe(
      'BAD_F2A_TOKEN',
    );

    // A fresh code works again.
    const again = await newestOutboxId();
    await login(client, 'sales.rep');
    const done = await login(client, 'sales.rep', {
      second: { type: 'EMAIL_TOTP', token: await readCode('sales.rep@acme.example', again) },
    });
    expect(done.status, done.text).toBe(200);
    client.useSession(done);
    await expectSignedInEverywhere(client, 'sales.rep');
  });

  it('counts sign-in calls per address over both instances (LOGIN_RATE_LIMIT_PER_MINUTE)', async () => {
    // Its own source address: the other tests' sign-ins are not in this count.
    const client = createClusterClient('127.0.0.99');
    const limit = inject('loginRateLimitPerMinute');
    for (let i = 0; i < limit; i++)
      expect((await login(client, 'nobody.here', { password: 'not-it' })).status).toBe(401);
    const refused = [await login(client, 'nobody.here', { password: 'not-it' }), await login(client, 'loan.officer')];
    expect(refused.map((r) => [r.status, firstMessage(r).key])).toEqual([
      [429, 'TOO_MANY_REQUESTS'],
      [429, 'TOO_MANY_REQUESTS'],
    ]);
    expect(Number(refused[0]!.headers['retry-after'])).toBeGreaterThan(0);
    expect(new Set(refused.map((r) => r.instance)).size).toBe(2);
  });
});
