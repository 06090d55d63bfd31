import { F2A_TOKEN_HEADER, F2A_TYPE_HEADER, LOGIN_ACCEPT_TYPE } from '@taxlens/contracts';
import { expect } from 'vitest';
import { DEMO_PASSWORD } from '../../src/demo/seed/demo-users.js';
import type { Answer, ClusterClient } from './cluster-client.js';
import { callDev } from './demo-dev-client.js';

type OutboxMessage = { id: number; recipient: string; body: string };

/** The login call as the web app makes it: password by Basic auth, then the second factor in headers. */
export function login(
  client: ClusterClient,
  username: string,
  options: { password?: string; second?: { type: string; token: string } } = {},
): Promise<Answer> {
  const credentials = Buffer.from(`${username}:${options.password ?? DEMO_PASSWORD}`).toString('base64');
  const second = options.second;
  return client.get(`/api/portal/login${second ? '?second_pass=true' : ''}`, {
    accept: LOGIN_ACCEPT_TYPE,
    authorization: `Basic ${credentials}`,
    ...(second ? { [F2A_TYPE_HEADER]: second.type, [F2A_TOKEN_HEADER]: second.token } : {}),
  });
}

export const firstMessage = (answer: Answer) =>
  answer.json<{ messages: { key: string; f2aType?: string; challenge?: { challenge: string } }[] }>().messages[0]!;

export async function newestOutboxId(): Promise<number> {
  return (await callDev('GET', '/dev/outbox.json')).json<OutboxMessage[]>()[0]?.id ?? 0;
}

/** The 6-digit code of the first message to `recipient` newer than `since`, from the demo outbox (whichever instance sent it). */
export async function readCode(recipient: string, since: number): Promise<string> {
  for (let tries = 0; tries < 60; tries++) {
    const messages = (await callDev('GET', '/dev/outbox.json')).json<OutboxMessage[]>();
    const message = messages.find((m) => m.recipient === recipient && m.id > since);
    const code = message && /\b(\d{6})\b/.exec(message.body)?.[1];
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`No code for ${recipient} arrived in the outbox`);
}

/** Password, then the mailed code (which the other instance checks); keeps the session. */
export async function signInWithEmailCode(client: ClusterClient, username: string, email: string): Promise<void> {
  const since = await newestOutboxId();
  expect(firstMessage(await login(client, username))).toMatchObject({
    key: 'MISSING_F2A_TOKEN',
    f2aType: 'EMAIL_TOTP',
  });
  const done = await login(client, username, { second: { type: 'EMAIL_TOTP', token: await readCode(email, since) } });
  expect(done.status, done.text).toBe(200);
  client.useSession(done);
}

/** new.user back to "no method" (demo reset), signed in on the password alone, mailbox proven: ready for a method's setup. */
export async function startTwoFactorSetup(client: ClusterClient): Promise<string> {
  expect((await callDev('POST', '/dev/demo-users/new.user/reset')).status).toBe(200);
  const answer = await login(client, 'new.user');
  expect(answer.status, answer.text).toBe(200);
  client.useSession(answer);
  // Decision 126: the mailbox on file proves itself first (code mailed by one instance, checked by the other).
  const since = await newestOutboxId();
  expect((await client.post('/api/myaccount/mailbox-proof')).status).toBe(200);
  const proven = await client.post('/api/myaccount/mailbox-proof/verify', {
    code: await readCode('new.user@acme.example', since),
  });
  expect(proven.status, proven.text).toBe(200);
  return answer.json<{ user: { id: string } }>().user.id;
}

/** The session answers on both instances: two calls in a row land on different ones. */
export async function expectSignedInEverywhere(client: ClusterClient, username: string): Promise<void> {
  const seen = new Set<string>();
  for (let i = 0; i < 2; i++) {
    const me = await client.get('/api/myaccount/get');
    expect(me.status, me.text).toBe(200);
    expect(me.json<{ username: string }>().username).toBe(username);
    seen.add(me.instance);
  }
  expect(seen.size).toBe(2);
}
