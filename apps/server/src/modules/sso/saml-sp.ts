import { type CacheItem, type CacheProvider, SAML, ValidateInResponseTo } from '@node-saml/node-saml';
import type { Database } from '../../db/connection.js';
import type { Clock } from '../../platform/clock.js';
import { consumeRequestId, findRequestId, saveRequestId } from './repo.js';
import { spUrls } from './sp-urls.js';

/** How long an AuthnRequest id stays answerable, and the clock difference we tolerate. */
export const REQUEST_TTL_MS = 10 * 60_000;
export const CLOCK_SKEW_MS = 90_000;

export type SpConfig = {
  registration_id: string;
  idp_entity_id: string;
  idp_sso_url: string;
  idp_certificate: string;
};

/**
 * node-saml's InResponseTo cache, kept in the database so any instance can receive the response.
 * Ids are bound to their registration; `consumed` tells whether this caller removed the id.
 */
export class DatabaseRequestCache implements CacheProvider {
  consumed = false;
  /** The session a consumed step-up request was made for. */
  stepUpSessionId: string | null = null;
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly registrationId: string,
    /** Saved with the request ids this cache issues (step-up sign-ins). */
    private readonly forSessionId: string | null = null,
  ) {}

  async saveAsync(key: string, value: string): Promise<CacheItem> {
    const now = this.clock.now();
    await saveRequestId(
      this.db,
      key,
      this.registrationId,
      now,
      new Date(now.getTime() + REQUEST_TTL_MS),
      this.forSessionId,
    );
    return { value, createdAt: now.getTime() };
  }

  async getAsync(key: string): Promise<string | null> {
    const row = await findRequestId(this.db, key, this.registrationId, this.clock.now());
    return row ? new Date(row.created_at).toISOString() : null;
  }

  async removeAsync(key: string | null): Promise<string | null> {
    if (!key) return null;
    const removed = await consumeRequestId(this.db, key, this.registrationId);
    if (removed) {
      this.consumed = true;
      this.stepUpSessionId = removed.stepUpSessionId;
    }
    return removed ? key : null;
  }
}

/** The IdP's certificate as node-saml wants it: the base64 body without PEM armour or spaces. */
export function certificateBody(pemOrBase64: string): string {
  return pemOrBase64.replace(/-----(BEGIN|END) CERTIFICATE-----/g, '').replace(/\s+/g, '');
}

/**
 * A service provider for one registration. Either the response or the assertion must carry a valid
 * signature (node-saml with both `want...Signed` false still requires one of the two); the stricter
 * algorithm, destination and replay checks are ours (see assertion-checks.ts and service.ts).
 */
export function createServiceProvider(
  config: SpConfig,
  publicUrl: string,
  cache: CacheProvider,
  options: { forceAuthn?: boolean } = {},
): SAML {
  const urls = spUrls(publicUrl, config.registration_id);
  return new SAML({
    issuer: urls.entityId,
    audience: urls.entityId,
    callbackUrl: urls.acsUrl,
    entryPoint: config.idp_sso_url,
    idpCert: certificateBody(config.idp_certificate),
    wantAuthnResponseSigned: false,
    wantAssertionsSigned: false,
    signatureAlgorithm: 'sha256',
    digestAlgorithm: 'sha256',
    acceptedClockSkewMs: CLOCK_SKEW_MS,
    maxAssertionAgeMs: 0,
    validateInResponseTo: ValidateInResponseTo.always,
    requestIdExpirationPeriodMs: REQUEST_TTL_MS,
    cacheProvider: cache,
    identifierFormat: null,
    disableRequestedAuthnContext: true,
    // Step-up: the identity provider must authenticate the person again, not reuse its own session.
    forceAuthn: options.forceAuthn ?? false,
  });
}
