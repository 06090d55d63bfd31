import { inject } from 'vitest';

export type DevAnswer = { status: number; text: string; json: <T>() => T };

/**
 * /dev (demo outbox, demo users, demo identity provider) answers only a loopback caller that no proxy
 * forwarded, so the cluster tests use it on one instance's own port, as a person on that machine
 * would; through nginx it answers 404 (DESIGN.md, loopback-only). The outbox is the database's, so
 * one instance shows what either sent.
 */
export async function callDev(method: 'GET' | 'POST', path: string, form?: Record<string, string>): Promise<DevAnswer> {
  const answer = await fetch(new URL(path, inject('instanceUrl')), {
    method,
    ...(form
      ? { body: new URLSearchParams(form), headers: { 'content-type': 'application/x-www-form-urlencoded' } }
      : {}),
  });
  const text = await answer.text();
  return { status: answer.status, text, json: <T>() => JSON.parse(text) as T };
}
