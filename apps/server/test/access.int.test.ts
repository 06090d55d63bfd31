import type { Role } from '@taxlens/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Access } from '../src/platform/access.js';
import type { RegisteredRoute } from '../src/platform/access-plugin.js';
import { acmeOwnedSamples, fillPath } from './support/route-samples.js';
import {
  call,
  callWithKey,
  createTestApp,
  issueApiKey,
  lenderIdByName,
  openSession,
  type Session,
  type TestApp,
} from './support/test-app.js';

/** The refusal in either envelope: the portal's `messages`, or /api/v1's problem document (decision 186). */
const refusal = (res: {
  json: () => { messages?: { key: string; value: string }[]; code?: string; detail?: string };
}) => {
  const body = res.json();
  return body.messages?.[0] ?? { key: body.code, value: body.detail };
};

/**
 * The generic access test: every registered route, signed out, without CSRF, as every role, as a
 * user of another lender, and as API keys of each scope and of another lender (every principal
 * kind). Later routes are covered automatically.
 */

// Spec 1 §6, written out independently of the server's own table.
const HOLDS: Record<Role, Role[]> = {
  ROLE_ADMIN: ['ROLE_ADMIN', 'ROLE_LENDERADMIN', 'ROLE_SALES', 'ROLE_QC', 'ROLE_CALLER', 'ROLE_LENDER', 'ROLE_VIEWER'],
  ROLE_LENDERADMIN: ['ROLE_LENDERADMIN', 'ROLE_SALES', 'ROLE_QC', 'ROLE_CALLER'],
  ROLE_LENDER: ['ROLE_LENDER'],
  ROLE_SALES: ['ROLE_SALES', 'ROLE_QC', 'ROLE_CALLER'],
  ROLE_QC: ['ROLE_QC', 'ROLE_CALLER'],
  ROLE_CALLER: ['ROLE_CALLER'],
  ROLE_VIEWER: ['ROLE_VIEWER'],
};

// Demo users at Acme Capital (SBA, monitored, non-SSO, addclientdesignee/viewkeyinsights/showportfoliorisk ACTIVE).
const ACME_CAPS = ['addclientdesignee', 'viewkeyinsights', 'showportfoliorisk'];
const ACTORS: { username: string; role: Role }[] = [
  { username: 'ops.admin', role: 'ROLE_ADMIN' },
  { username: 'lender.admin', role: 'ROLE_LENDERADMIN' },
  { username: 'loan.officer', role: 'ROLE_LENDER' },
  { username: 'sales.rep', role: 'ROLE_SALES' },
  { username: 'viewer', role: 'ROLE_VIEWER' },
];

function expectedAtAcme(rule: Access, role: Role): boolean {
  if (rule.roles && role !== 'ROLE_ADMIN' && !rule.roles.some((r) => HOLDS[role].includes(r))) return false;
  if (rule.capability && !ACME_CAPS.includes(rule.capability)) return false;
  return true;
}

const method = (r: RegisteredRoute) => r.method as 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const bodyFor = (r: RegisteredRoute) => (r.method === 'GET' || r.method === 'DELETE' ? undefined : {});
// Signing out ends the session the next call would use; it is exercised by the auth tests.
const ENDS_SESSION = new Set(['GET /api/logout']);

describe('generic access test', () => {
  let t: TestApp;
  let app: FastifyInstance;
  let routes: RegisteredRoute[];
  let samples: Record<string, string>;

  beforeAll(async () => {
    t = await createTestApp();
    app = t.app;
    // Signing routes are reached by a link token, not a session: they have their own test below.
    routes = app.routeRegistry.filter((r) => r.access.level !== 'public' && r.access.level !== 'signing');
    samples = await acmeOwnedSamples(t.db);
  });
  afterAll(() => t.close());

  it('lists every guarded route with a rule', () => {
    expect(routes.length).toBeGreaterThan(5);
    for (const r of app.routeRegistry)
      expect(r.access.level, `${r.method} ${r.url}`).toMatch(/public|session|lender|signing/);
  });

  it('refuses every guarded route when signed out (401)', async () => {
    for (const r of routes) {
      const res = await call(app, null, method(r), fillPath(r.url, samples), bodyFor(r));
      expect(res.statusCode, `${r.method} ${r.url}`).toBe(401);
      expect(refusal(res).key).toBe('UNAUTHENTICATED');
    }
  });

  it('refuses the HEAD twin of every guarded GET route when signed out (401)', async () => {
    // Fastify derives a HEAD route from each GET route; it must carry the GET route's access hook.
    for (const r of routes.filter((x) => x.method === 'GET')) {
      const res = await app.inject({ method: 'HEAD', url: fillPath(r.url, samples) });
      expect(res.statusCode, `HEAD ${r.url}`).toBe(401);
    }
  });

  it('refuses every CSRF-protected route without the X-CSRF-TOKEN header or with a wrong one (403)', async () => {
    for (const r of routes.filter((x) => x.access.csrf !== false)) {
      const s = await openSession(app, 'loan.officer', 'Acme Capital');
      for (const csrf of ['', 'wrong-token']) {
        const res = await call(app, { cookie: s.cookie, csrf }, method(r), fillPath(r.url, samples), bodyFor(r));
        expect(res.statusCode, `${r.method} ${r.url}`).toBe(403);
        expect(refusal(res).key).toBe('INVALID_CSRF_TOKEN');
      }
    }
  });

  it('refuses an expired or forged session cookie (401)', async () => {
    const forged: Session = { cookie: 'taxlens_session=forged', csrf: 'x' };
    const res = await call(app, forged, 'GET', '/api/myaccount/get');
    expect(res.statusCode).toBe(401);
  });

  for (const actor of ACTORS) {
    it(`applies each route's role and capability rule to ${actor.role}`, async () => {
      for (const r of routes.filter((x) => !ENDS_SESSION.has(`${x.method} ${x.url}`))) {
        const session = await openSession(app, actor.username, 'Acme Capital');
        const res = await call(app, session, method(r), fillPath(r.url, samples), bodyFor(r));
        const label = `${actor.role} ${r.method} ${r.url} -> ${res.statusCode} ${res.body.slice(0, 120)}`;
        if (expectedAtAcme(r.access, actor.role)) {
          expect([401, 403], label).not.toContain(res.statusCode);
          expect(res.statusCode, label).toBeLessThan(500);
        } else {
          expect(res.statusCode, label).toBe(403);
          expect(refusal(res).value).toBe('Access is denied');
        }
      }
    });
  }

  it('refuses lender-level routes before a lender is selected', async () => {
    for (const r of routes.filter((x) => x.access.level === 'lender')) {
      const session = await openSession(app, 'lender.admin', null);
      const res = await call(app, session, method(r), fillPath(r.url, samples), bodyFor(r));
      expect(res.statusCode, `${r.method} ${r.url}`).toBe(403);
    }
  });

  // Decision 126: a session that passed no second factor reaches only the enrolment set.
  for (const caller of [
    { label: 'a user with no second factor enrolled', username: 'new.user', secondFactor: null },
    { label: 'a user who signed in with the password alone', username: 'loan.officer', secondFactor: null },
  ]) {
    it(`answers ${caller.label} only inside the enrolment set (others 403 F2A_ENROLMENT_REQUIRED)`, async () => {
      for (const r of routes.filter((x) => !ENDS_SESSION.has(`${x.method} ${x.url}`))) {
        const session = await openSession(app, caller.username, 'Acme Capital', { secondFactor: caller.secondFactor });
        const res = await call(app, session, method(r), fillPath(r.url, samples), bodyFor(r));
        const label = `${r.method} ${r.url} -> ${res.statusCode} ${res.body.slice(0, 120)}`;
        if (r.access.early) {
          expect(res.statusCode, label).not.toBe(403);
          expect(res.statusCode, label).toBeLessThan(500);
        } else {
          expect(res.statusCode, label).toBe(403);
          expect(refusal(res).key, label).toBe('F2A_ENROLMENT_REQUIRED');
        }
      }
    });
  }

  it('answers a user with a notice pending only inside the notice set (others 403 EULA_REQUIRED)', async () => {
    // lender.admin at Beacon Bank: the seeded Beacon notice is not accepted.
    const beacon = await t.db
      .selectFrom('lenders')
      .select('id')
      .where('company_name', '=', 'Beacon Bank')
      .executeTakeFirstOrThrow();
    const atBeacon = { ...samples, lenderId: beacon.id };
    for (const r of routes.filter((x) => !ENDS_SESSION.has(`${x.method} ${x.url}`))) {
      const session = await openSession(app, 'lender.admin', 'Beacon Bank');
      const res = await call(app, session, method(r), fillPath(r.url, atBeacon), bodyFor(r));
      const label = `${r.method} ${r.url} -> ${res.statusCode} ${res.body.slice(0, 120)}`;
      if (r.access.early === 'notices') {
        expect(res.statusCode, label).not.toBe(403);
        expect(res.statusCode, label).toBeLessThan(500);
      } else {
        expect(res.statusCode, label).toBe(403);
        expect(refusal(res).key, label).toBe('EULA_REQUIRED');
      }
    }
  });

  // Decision 190: a key reaches only routes open to keys, with its scope, as its service user's role.
  for (const key of [
    { scopes: ['read'] as const, role: 'ROLE_VIEWER' as const },
    { scopes: ['read', 'write', 'pii'] as const, role: 'ROLE_LENDER' as const },
  ]) {
    it(`lets an API key with the scopes ${key.scopes.join(', ')} reach only routes open to keys with that scope`, async () => {
      const { secret } = await issueApiKey(app, await lenderIdByName(t.db, 'Acme Capital'), {
        scopes: [...key.scopes],
      });
      for (const r of routes.filter((x) => !ENDS_SESSION.has(`${x.method} ${x.url}`))) {
        const res = await callWithKey(app, secret, method(r), fillPath(r.url, samples), bodyFor(r));
        const label = `key ${key.scopes.join('+')} ${r.method} ${r.url} -> ${res.statusCode} ${res.body.slice(0, 120)}`;
        if (!r.access.keys) {
          expect(res.statusCode, label).toBe(403);
          expect(refusal(res).key, label).toBe('API_KEY_NOT_ALLOWED');
        } else if (r.access.keys === 'write' && !key.scopes.includes('write' as never)) {
          expect(res.statusCode, label).toBe(403);
          expect(refusal(res).key, label).toBe('API_KEY_SCOPE');
        } else if (expectedAtAcme(r.access, key.role)) {
          expect([401, 403], label).not.toContain(res.statusCode);
          expect(res.statusCode, label).toBeLessThan(500);
        } else {
          expect(res.statusCode, label).toBe(403);
        }
      }
    });
  }

  // Another lender's key, and Acme's own test key (it acts at Acme's sandbox, decision 189).
  it("never lets another lender's API key, or Acme's test key, reach Acme's records through a path id", async () => {
    const keys = [
      await issueApiKey(
        app,
        await lenderIdByName(t.db, 'Cedar Credit'),
        { scopes: ['read', 'write', 'pii'] },
        'ondemand.user',
      ),
      await issueApiKey(app, await lenderIdByName(t.db, 'Acme Capital'), {
        scopes: ['read', 'write', 'pii'],
        mode: 'test',
      }),
    ];
    for (const { secret } of keys) {
      for (const r of routes.filter((x) => x.url.includes(':') && x.access.keys)) {
        const res = await callWithKey(app, secret, method(r), fillPath(r.url, samples), bodyFor(r));
        expect([403, 404], `${r.method} ${r.url} -> ${res.statusCode}`).toContain(res.statusCode);
      }
    }
  });

  // Decision 196: the signing link is a principal of its own, reaching its one request.
  it('answers signing routes only to a live link token: unknown or revoked 404 (a session cookie does not help)', async () => {
    const signing = app.routeRegistry.filter((r) => r.access.level === 'signing');
    expect(signing.length).toBeGreaterThan(3);
    const lenderSession = await openSession(app, 'lender.admin', 'Acme Capital');
    const { secret: apiKey } = await issueApiKey(app, await lenderIdByName(t.db, 'Acme Capital'), {
      scopes: ['read', 'write', 'pii'],
    });
    const sent = await call(app, lenderSession, 'POST', `/api/clients/${samples.clientId}/signature-requests`, {
      signerName: 'Access Test',
      signerEmail: 'access@borrower.test',
      attestRelationship: true,
    });
    expect(sent.statusCode, sent.body).toBe(201);
    await app.ctx.outbox.drain();
    const mail = await t.db
      .selectFrom('dev_messages')
      .select('body')
      .where('recipient', '=', 'access@borrower.test')
      .executeTakeFirstOrThrow();
    const live = /\/sign\/([A-Za-z0-9_-]{43})/.exec(mail.body)![1]!;
    for (const r of signing) {
      for (const [token, session] of [
        ['A'.repeat(43), null],
        ['A'.repeat(43), lenderSession],
        ['not-a-token', null],
      ] as const) {
        const res = await call(app, session, method(r), fillPath(r.url, { ...samples, token }), bodyFor(r));
        expect(res.statusCode, `${r.method} ${r.url}`).toBe(404);
      }
      // Nor does an API key (decision 190): the link token alone decides.
      const withKey = await callWithKey(
        app,
        apiKey,
        method(r),
        fillPath(r.url, { ...samples, token: 'A'.repeat(43) }),
        bodyFor(r),
      );
      expect(withKey.statusCode, `key ${r.method} ${r.url}`).toBe(404);
      const res = await call(app, null, method(r), fillPath(r.url, { ...samples, token: live }), bodyFor(r));
      expect(res.statusCode, `${r.method} ${r.url} -> ${res.statusCode} ${res.body.slice(0, 120)}`).toBeLessThan(500);
      expect([401, 403], `${r.method} ${r.url}`).not.toContain(res.statusCode);
    }
    // Voided: the link is revoked and answers as an unknown one.
    await call(app, lenderSession, 'POST', `/api/signature-requests/${sent.json().id}/void`);
    for (const r of signing) {
      const res = await call(app, null, method(r), fillPath(r.url, { ...samples, token: live }), bodyFor(r));
      expect(res.statusCode, `${r.method} ${r.url}`).toBe(404);
    }
  });

  // Decision 218: a joint filer's spouse has a link of their own, reaching the spouse's request alone.
  it('gives each spouse of a joint filer a link that reaches their own request only', async () => {
    const signing = app.routeRegistry.filter((r) => r.access.level === 'signing');
    const lenderSession = await openSession(app, 'lender.admin', 'Acme Capital');
    const created = await call(app, lenderSession, 'POST', '/api/neoclients/create', {
      clientType: 'individual',
      firstName: 'Jo',
      lastName: 'Access',
      ssn: '287-65-4321',
      addressLine1: '1 Main St',
      city: 'Austin',
      state: 'TX',
      zip: '78701',
      jointSpouse: { firstName: 'Kim', lastName: 'Access', ssn: '376-54-3210' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const body = {
      signerName: 'Jo Access',
      signerEmail: 'jo@joint.test',
      attestRelationship: true,
      spouse: { signerName: 'Kim Access', signerEmail: 'kim@joint.test' },
    };
    expect(
      (await call(app, lenderSession, 'POST', `/api/clients/${created.json().id}/signature-requests`, body)).statusCode,
    ).toBe(201);
    await app.ctx.outbox.drain();
    const linkOf = async (to: string) =>
      /\/sign\/([A-Za-z0-9_-]{43})/.exec(
        (await t.db.selectFrom('dev_messages').select('body').where('recipient', '=', to).executeTakeFirstOrThrow())
          .body,
      )![1]!;
    const [jo, kim] = [await linkOf('jo@joint.test'), await linkOf('kim@joint.test')];
    expect((await call(app, null, 'GET', `/api/sign/${kim}`)).json()).toMatchObject({
      signerName: 'Kim Access',
      form: { taxpayer: { name: 'Kim Access', taxId: '***-**-****' } },
    });
    expect((await call(app, null, 'GET', `/api/sign/${jo}`)).json()).toMatchObject({
      signerName: 'Jo Access',
      form: { taxpayer: { name: 'Jo Access', taxId: '***-**-****' } },
    });
    // The spouse's request voided: the spouse's link answers as an unknown one everywhere; the taxpayer's still works.
    const spouseRequest = await t.db
      .selectFrom('signature_requests')
      .select('id')
      .where('signer_email', '=', 'kim@joint.test')
      .executeTakeFirstOrThrow();
    await call(app, lenderSession, 'POST', `/api/signature-requests/${spouseRequest.id}/void`);
    for (const r of signing) {
      const res = await call(app, null, method(r), fillPath(r.url, { ...samples, token: kim }), bodyFor(r));
      expect(res.statusCode, `${r.method} ${r.url}`).toBe(404);
    }
    expect((await call(app, null, 'GET', `/api/sign/${jo}`)).statusCode).toBe(200);
  });

  it("never lets a user of another lender reach Acme's records through a path id", async () => {
    const withParams = routes.filter((r) => r.url.includes(':') && !ENDS_SESSION.has(`${r.method} ${r.url}`));
    expect(withParams.length).toBeGreaterThan(0);
    for (const r of withParams) {
      const session = await openSession(app, 'ondemand.user', 'Cedar Credit');
      const res = await call(app, session, method(r), fillPath(r.url, samples), bodyFor(r));
      const label = `${r.method} ${r.url} -> ${res.statusCode}`;
      expect([403, 404], label).toContain(res.statusCode);
    }
  });
});
