import type http from 'node:http';
import { generate } from 'otplib';
import { F2A_TOKEN_HEADER, F2A_TYPE_HEADER, LOGIN_ACCEPT_TYPE } from '@taxlens/contracts';
import { SESSION_COOKIE } from '../../apps/server/src/platform/session-store.js';
import { request } from './http.js';

export type BenchUser = { username: string; password: string; totpSecret: string };
/** What every later call sends: the session cookie and the CSRF token. */
export type SignedIn = { cookie: string; csrf: string; headers: Record<string, string>; user: unknown };

/**
 * Signs in as the web app does: Basic credentials, then the second pass with the authenticator
 * app's current code. Each user may sign in once per 30-second step (a used step is refused).
 */
export async function signIn(baseUrl: string, user: BenchUser, agent?: http.Agent): Promise<SignedIn & { ms: number }> {
  const headers = {
    authorization: `Basic ${Buffer.from(`${user.username}:${user.password}`).toString('base64')}`,
    accept: LOGIN_ACCEPT_TYPE,
  };
  const first = await request(`${baseUrl}/api/portal/login`, { headers, agent });
  if (first.status !== 401 || !first.body.includes('MISSING_F2A_TOKEN'))
    throw new Error(`sign-in of ${user.username}: first pass answered ${first.status} ${first.body.slice(0, 200)}`);
  const code = await generate({ secret: user.totpSecret });
  const second = await request(`${baseUrl}/api/portal/login?second_pass=true`, {
    headers: { ...headers, [F2A_TYPE_HEADER]: 'AUTHENTICATOR_APP', [F2A_TOKEN_HEADER]: code },
    agent,
  });
  if (second.status !== 200)
    throw new Error(`sign-in of ${user.username}: second pass answered ${second.status} ${second.body.slice(0, 200)}`);
  const setCookie = [second.headers['set-cookie'] ?? []].flat().find((c) => c.startsWith(`${SESSION_COOKIE}=`));
  if (!setCookie) throw new Error(`sign-in of ${user.username}: no session cookie`);
  const cookie = setCookie.split(';')[0]!;
  const answer = JSON.parse(second.body) as { csrf: { token: string }; user: unknown };
  const csrf = answer.csrf.token;
  return { cookie, csrf, headers: { cookie, 'x-csrf-token': csrf }, user: answer.user, ms: first.ms + second.ms };
}
