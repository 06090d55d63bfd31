import { timingSafeEqual } from 'node:crypto';
import { CSRF_HEADER, ERROR_KEYS } from '@taxlens/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../db/connection.js';
import { type Access, checkAccess } from './access.js';
import type { Clock } from './clock.js';
import { AppError, notFound, unauthenticated } from './errors.js';
import { enforceWhitelist, isAddressAllowedAtOnce } from './ip-whitelist-check.js';
import type { CallerCache } from './caller-cache.js';
import { hashApiKey } from './api-key-secret.js';
import { loadPrincipalOfApiKey } from './api-key-principal.js';
import { bearerToken, enforceKeyRateLimit, enforceKeySource, KEY_USE_WRITE_MS, recordKeyUse } from './api-key-use.js';
import { loadPrincipalOfSession, type Principal, type PrincipalLender } from './principal.js';
import type { RateLimitStore } from './rate-limit/rate-limit-store.js';
import { loadSigningPrincipal, type SigningPrincipal } from './signing-principal.js';
import { ACTIVITY_WRITE_MS, extendSession, hashSessionToken, SESSION_COOKIE } from './session-store.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    /** Background polls do not count as activity, so they never keep an idle session alive. */
    passive?: boolean;
  }
  interface FastifyRequest {
    principal: Principal | null;
    /** The holder of a signing link, on routes of level 'signing' only. */
    signer: SigningPrincipal | null;
  }
  interface FastifyInstance {
    routeRegistry: RegisteredRoute[];
  }
}

/** A route as the generic tests walk it: its access rule and its declared request schemas. */
export type RegisteredRoute = {
  method: string;
  url: string;
  access: Access;
  schema?: { body?: unknown; querystring?: unknown };
};

const GUARDED_PREFIX = /^\/(api|dev|wp-json|saml2|login)(\/|$)/;

/** Methods that change nothing; any other request may change a caller (sign-out is a GET and settles itself). */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** A route's own hooks of one kind, as a list (Fastify takes one function or an array). */
function hookList<T>(hooks: T | T[] | undefined): T[] {
  if (hooks === undefined) return [];
  return Array.isArray(hooks) ? hooks : [hooks];
}

/** The CSRF header as Node's request headers hold it (lower case). */
const CSRF_HEADER_NAME = CSRF_HEADER.toLowerCase();

/** A route's access rule and what its check reads of the route. */
type RouteTarget = { rule: Access; url: string; passive: boolean };

type HookDone = (error?: Error) => void;

/** Ends a callback-style hook: at once when the check was synchronous, else when its promise settles. */
function runCheck(check: () => void | Promise<void>, done: HookDone): void {
  let pending: void | Promise<void>;
  try {
    pending = check();
  } catch (error) {
    return done(error as Error);
  }
  if (pending) pending.then(() => done(), done);
  else done();
}

function sameToken(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

export function registerAccessControl(
  app: FastifyInstance,
  deps: { db: Database; clock: Clock; sessionTtlSeconds: number; callers: CallerCache; rateLimits: RateLimitStore },
): void {
  const { callers } = deps;
  app.decorate('routeRegistry', [] as RegisteredRoute[]);
  app.decorateRequest('principal', null);
  app.decorateRequest('signer', null);

  // A route without a declared access rule is a programming error: refuse to start.
  // (Static files of the web app are public and registered by @fastify/static.)
  app.addHook('onRoute', (route) => {
    const rule = route.config?.access;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    // Each route carries only the hooks it needs (decision 234): a public route runs no access
    // hook at all, a route that changes nothing never waits for the caller cache. HEAD routes
    // Fastify derives from GET ones come through here too, with the GET route's rule.
    if (rule && rule.level !== 'public') {
      // What the check needs of its route, read once here rather than through request.routeOptions
      // (a getter that builds an object at every read).
      const target: RouteTarget = { rule, url: route.url, passive: route.config?.passive === true };
      route.onRequest = [
        (request: FastifyRequest, reply: FastifyReply, done: HookDone) =>
          runCheck(() => authenticate(request, reply, target), done),
        ...hookList(route.onRequest),
      ];
    }
    if (methods.some((method) => !SAFE_METHODS.has(method))) route.onSend = [...hookList(route.onSend), settleCallers];
    if (route.method === 'HEAD' || route.url.startsWith('/api/docs') || !GUARDED_PREFIX.test(route.url)) return;
    if (!rule) throw new Error(`Route ${String(route.method)} ${route.url} declares no access rule`);
    const schema = route.schema ? { body: route.schema.body, querystring: route.schema.querystring } : undefined;
    for (const method of methods) app.routeRegistry.push({ method, url: route.url, access: rule, schema });
  });

  /**
   * The caller's check. A remembered caller at an allowed address, with no activity to write, is
   * checked synchronously (nearly every call): no promise, no turn of the event loop (decision 296).
   */
  function authenticate(request: FastifyRequest, reply: FastifyReply, target: RouteTarget): void | Promise<void> {
    const { rule } = target;
    // A signing link is a way in of its own: neither a session nor an API key reaches these routes.
    if (rule.level === 'signing') return findSigner(request).then((signer) => void (request.signer = signer));
    const now = deps.clock.now();
    const key = bearerToken(request.headers.authorization);
    if (key !== undefined) return authenticateKey(request, reply, rule, key, now);
    const token = request.cookies[SESSION_COOKIE];
    const found = token ? findCaller(hashSessionToken(token), now) : null;
    if (found instanceof Promise) return found.then((principal) => admitCaller(request, target, principal, now));
    return admitCaller(request, target, found, now);
  }

  function admitCaller(
    request: FastifyRequest,
    target: RouteTarget,
    principal: Principal | null,
    now: Date,
  ): void | Promise<void> {
    if (!principal) throw unauthenticated();
    if (target.rule.csrf !== false) {
      const sent = request.headers[CSRF_HEADER_NAME];
      if (typeof sent !== 'string' || !sameToken(sent, principal.csrfToken)) {
        throw AppError.of(
          403,
          ERROR_KEYS.csrf,
          'The security token of this request is missing or wrong. Please sign in again.',
        );
      }
    }
    // The IP whitelist binds every signed-in call, not only the sign-in (request.ip honours TRUST_PROXY).
    const subject = {
      userId: principal.userId,
      globalRole: principal.globalRole,
      lenderId: principal.lender?.id ?? null,
      entries: principal.lender?.ipWhitelist,
    };
    if (isAddressAllowedAtOnce(subject, request.ip) === true) return admitChecked(request, target, principal, now);
    return enforceWhitelist(deps.db, subject, request.ip, `${request.method} ${target.url}`).then(() =>
      admitChecked(request, target, principal, now),
    );
  }

  function admitChecked(
    request: FastifyRequest,
    target: RouteTarget,
    principal: Principal,
    now: Date,
  ): void | Promise<void> {
    request.principal = principal;
    checkAccess(target.rule, principal);
    // Activity is written at most once a minute per session here; the stored expiry carries that
    // minute, so it may lag the user's countdown but never precede it (docs/decisions/147).
    if (!target.passive && now.getTime() - principal.lastSeenAt.getTime() >= ACTIVITY_WRITE_MS) {
      return extendSession(deps.db, principal.sessionId, now, deps.sessionTtlSeconds).then((expiresAt) => {
        principal.expiresAt = expiresAt;
        principal.lastSeenAt = now;
      });
    }
  }

  /**
   * A call with `Authorization: Bearer <key>` (decision 190): no cookie, so no CSRF; the lender's
   * whitelist and the key's own source addresses bind it; every call counts against its rate limit.
   */
  async function authenticateKey(
    request: FastifyRequest,
    reply: FastifyReply,
    rule: Access,
    key: string,
    now: Date,
  ): Promise<void> {
    const principal = key ? await findKeyCaller(key, now) : null;
    if (!principal?.apiKey)
      throw AppError.of(401, ERROR_KEYS.unauthenticated, 'The API key is missing, not valid, revoked or expired.');
    const apiKey = principal.apiKey;
    await enforceWhitelist(
      deps.db,
      {
        userId: principal.userId,
        globalRole: null,
        lenderId: principal.lender?.id ?? null,
        entries: principal.lender?.ipWhitelist,
      },
      request.ip,
      `${request.method} ${request.routeOptions.url ?? ''}`,
    );
    await enforceKeySource(deps.db, principal, apiKey, request.ip);
    await enforceKeyRateLimit(deps.rateLimits, apiKey, now, reply);
    request.principal = principal;
    checkAccess(rule, principal);
    if (now.getTime() - principal.lastSeenAt.getTime() >= KEY_USE_WRITE_MS) {
      await recordKeyUse(deps.db, apiKey, now);
      principal.lastSeenAt = now;
    }
  }

  // Whatever a request changed (a sign-out, a role, a whitelist, a lender) is announced by the
  // database at commit; the answer waits until this instance has heard it, so the caller's next
  // request here never meets what it just changed (docs/decisions/146).
  async function settleCallers(request: FastifyRequest): Promise<void> {
    if (!SAFE_METHODS.has(request.method)) await callers.settle();
  }

  // A signing link is its own way in: a session cookie neither helps nor hurts here. An unknown
  // token answers 404 like a missing record (nothing tells a guesser whether a token ever existed).
  async function findSigner(request: FastifyRequest): Promise<SigningPrincipal> {
    const token = (request.params as { token?: unknown }).token;
    if (typeof token !== 'string' || token === '') throw unauthenticated();
    const signer = await loadSigningPrincipal(deps.db, token);
    if (!signer) throw notFound('The signature request');
    return signer;
  }

  /** The caller of a session: at once when this instance remembers it, else loaded from the database. */
  function findCaller(sessionId: string, now: Date): Principal | Promise<Principal | null> {
    const cached = callers.principals.get(sessionId);
    // Never past the session's idle expiry as loaded: then the database decides (it may have moved).
    if (cached && now.getTime() < cached.expiresAt.getTime()) return cached;
    return loadCaller(sessionId, now);
  }

  async function loadCaller(sessionId: string, now: Date): Promise<Principal | null> {
    const generation = callers.principals.generation();
    const loaded = await loadPrincipalOfSession(deps.db, sessionId, now);
    if (loaded)
      callers.principals.put(
        sessionId,
        loaded,
        { sessionId, userId: loaded.userId, lenderId: loaded.lender?.id ?? null },
        generation,
      );
    return loaded;
  }

  async function findKeyCaller(key: string, now: Date): Promise<Principal | null> {
    const cacheKey = `apikey-hash:${hashApiKey(key)}`;
    const cached = callers.principals.get(cacheKey);
    if (cached && now.getTime() < cached.expiresAt.getTime()) return cached;
    const generation = callers.principals.generation();
    const loaded = await loadPrincipalOfApiKey(deps.db, key, now);
    if (loaded?.apiKey) {
      const owners = {
        userId: loaded.userId,
        lenderId: loaded.lender?.id ?? null,
        ownerLenderId: loaded.apiKey.ownerLenderId,
      };
      callers.principals.put(cacheKey, loaded, owners, generation);
    }
    return loaded;
  }
}

/** The caller of a signed-in route (the access rule guarantees one). */
export function principalOf(request: FastifyRequest): Principal {
  if (!request.principal) throw unauthenticated();
  return request.principal;
}

/** The link holder of a signing route (the access rule guarantees one). */
export function signerOf(request: FastifyRequest): SigningPrincipal {
  if (!request.signer) throw unauthenticated();
  return request.signer;
}

/** The selected lender of a lender-level route: every tenant query filters by its id. */
export function lenderOf(request: FastifyRequest): PrincipalLender {
  const lender = principalOf(request).lender;
  if (!lender) throw AppError.of(403, 'LENDER_NOT_SELECTED', 'Please select a lender first.');
  return lender;
}
