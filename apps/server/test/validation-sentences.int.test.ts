import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { RegisteredRoute } from '../src/platform/access-plugin.js';
import { labelAt } from '../src/platform/validation-messages.js';
import { acmeOwnedSamples, fillPath } from './support/route-samples.js';
import { call, createTestApp, openSession, type Session, type TestApp } from './support/test-app.js';
import { labelFromPath } from '@taxlens/contracts';

/**
 * The table test of docs/decisions/157: for every registered route's body and query schema, each
 * field gets a value its rule refuses (over-long text, a wrong type, an unknown choice); the 400
 * names the field by its label in a sentence (with the limit for a size rule) and carries the path
 * and the rule's code in their own properties. Later routes are covered automatically.
 */

type Case = { route: RegisteredRoute; where: 'body' | 'querystring'; field: string; value: unknown; max?: number };
type Message = { key: string; value: string; field?: string; code?: string };

// Words of the validation library or of a schema path: never in a sentence a person reads.
const LIBRARY_WORDS = /Invalid input|Too big|Too small|expected \w+, received|body\.|querystring\.|Required$/;
// The same session signs out on these; other tests cover them.
const SKIP = new Set(['GET /api/logout', 'POST /api/logout']);

type Node = z.core.$ZodType;
const shapeOf = (schema: unknown): Record<string, Node> | undefined => {
  let node = schema as Node | undefined;
  for (let i = 0; node && i < 10; i++) {
    const def = node._zod.def as unknown as Record<string, unknown> & { type: string };
    if (def.type === 'object') return def.shape as Record<string, Node>;
    node = (def.innerType ?? def.in) as Node | undefined;
  }
  return undefined;
};
const maxLengthOf = (schema: Node): number | undefined => {
  const bag = schema._zod.bag as { maximum?: number };
  if (typeof bag.maximum === 'number') return bag.maximum;
  const def = schema._zod.def as unknown as Record<string, unknown>;
  const inner = (def.innerType ?? def.in) as Node | undefined;
  return inner ? maxLengthOf(inner) : undefined;
};

/** The first value the field's own rule refuses (checked with the schema before it is sent). */
function refusedValue(field: Node, where: 'body' | 'querystring'): { value: unknown; max?: number } | undefined {
  const max = maxLengthOf(field);
  const candidates: unknown[] =
    where === 'querystring'
      ? [max !== undefined ? 'x'.repeat(max + 1) : undefined, 'not-a-number-or-choice', '-1', '99999999999']
      : [
          max !== undefined ? 'x'.repeat(max + 1) : undefined,
          12345,
          'not-a-choice',
          { nested: true },
          'x'.repeat(10_001),
        ];
  for (const value of candidates) {
    if (value === undefined) continue;
    if (!z.safeParse(field as z.ZodType, value).success)
      return { value, ...(typeof value === 'string' && value.length === (max ?? -2) + 1 ? { max } : {}) };
  }
  return undefined;
}

function casesOf(routes: RegisteredRoute[]): Case[] {
  const cases: Case[] = [];
  for (const route of routes) {
    if (SKIP.has(`${route.method} ${route.url}`)) continue;
    for (const where of ['body', 'querystring'] as const) {
      const shape = shapeOf(route.schema?.[where]);
      for (const [field, schema] of Object.entries(shape ?? {})) {
        const refused = refusedValue(schema, where);
        if (refused) cases.push({ route, where, field, ...refused });
      }
    }
  }
  return cases;
}

type Problem = { code: string; errors?: { detail: string; path: string | null; code: string }[] };

/** The messages of either envelope: the portal's own, or /api/v1's problem document (decision 186: one function fills both). */
function messagesOf(body: { messages?: Message[] } & Partial<Problem>): Message[] {
  if (body.messages) return body.messages;
  return (body.errors ?? []).map(
    (e) => ({ key: body.code ?? '', value: e.detail, ...(e.path ? { field: e.path } : {}), code: e.code }) as Message,
  );
}

describe('validation failures read as sentences', () => {
  let t: TestApp;
  let app: FastifyInstance;
  let session: Session;
  let samples: Record<string, string>;

  beforeAll(async () => {
    t = await createTestApp();
    app = t.app;
    samples = await acmeOwnedSamples(t.db);
    session = await openSession(app, 'ops.admin', 'Acme Capital', { noticesAccepted: true });
  });
  afterAll(() => t.close());

  it('names the label (and the limit of a size rule) for every field of every route, path and code apart', async () => {
    const cases = casesOf(app.routeRegistry);
    expect(cases.length).toBeGreaterThan(100);
    let answered = 0;
    const problems: string[] = [];
    for (const c of cases) {
      const method = c.route.method as 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
      const send = (url: string) =>
        c.where === 'querystring'
          ? call(
              app,
              session,
              method,
              `${url}?${new URLSearchParams({ [c.field]: String(c.value) })}`,
              method === 'GET' || method === 'DELETE' ? undefined : {},
            )
          : call(app, session, method, url, { [c.field]: c.value });
      let res = await send(fillPath(c.route.url, samples));
      // Content ids are numbers, not the uuid samples of the access test.
      if (res.statusCode === 400 && messagesOf(res.json()).every((m: Message) => m.field?.startsWith('params.')))
        res = await send(fillPath(c.route.url, { ...samples, id: '1' }));
      // Refused before validation (a role or capability this session lacks, a gate, an unknown id): nothing to read here.
      if ([401, 403, 404, 415].includes(res.statusCode)) continue;
      const name = `${c.route.method} ${c.route.url} ${c.where}.${c.field}=${JSON.stringify(c.value).slice(0, 20)}`;
      if (res.statusCode !== 400) {
        problems.push(`${name}: status ${res.statusCode}`);
        continue;
      }
      answered++;
      const messages = messagesOf(res.json());
      // A body the route requires is refused before its query (Fastify validates the body first); the body's own cases cover it.
      if (c.where === 'querystring' && messages.every((m) => m.field?.startsWith('body.'))) continue;
      const mine = messages.find((m) => m.field === `${c.where}.${c.field}`);
      if (!mine) {
        problems.push(`${name}: no message for the field in ${JSON.stringify(messages)}`);
        continue;
      }
      const label = labelAt(c.route.schema?.[c.where], [c.field]) ?? labelFromPath([c.field]);
      const sizeRule = mine.code === 'too_big' && c.max !== undefined;
      if (
        mine.key !== 'VALIDATION_ERROR' ||
        !mine.code ||
        !mine.value.includes(label) ||
        LIBRARY_WORDS.test(mine.value) ||
        !/[.!?]$/.test(mine.value) ||
        (sizeRule && !mine.value.includes(`at most ${c.max!.toLocaleString('en-US')} characters`))
      ) {
        problems.push(`${name}: ${JSON.stringify(mine)} (label ${label})`);
      }
    }
    expect(problems).toEqual([]);
    expect(answered).toBeGreaterThan(100);
  });

  it('says "First name must be at most 100 characters." for an over-long first name in Settings', async () => {
    const res = await call(app, session, 'POST', '/api/myaccount/update', { firstName: 'x'.repeat(101) });
    expect(res.statusCode).toBe(400);
    expect(res.json().messages).toContainEqual({
      key: 'VALIDATION_ERROR',
      value: 'First name must be at most 100 characters.',
      field: 'body.firstName',
      code: 'too_big',
    });
  });

  it('reads a query of the wrong kind as a sentence', async () => {
    const res = await call(app, session, 'GET', '/api/formdata?types=nonsense');
    expect(res.statusCode).toBe(400);
    expect(res.json().messages[0].value).not.toMatch(LIBRARY_WORDS);
  });
});
