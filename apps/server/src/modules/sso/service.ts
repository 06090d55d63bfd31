import { X509Certificate } from 'node:crypto';
import type { LoginResponse, SamlConfig, SamlConfigInput } from '@taxlens/contracts';
import type { AppContext } from '../../app-context.js';
import type { Database } from '../../db/connection.js';
import { recordAudit } from '../../platform/audit.js';
import { AppError, badRequest, conflict, notFound } from '../../platform/errors.js';
import type { NewSession } from '../../platform/session-store.js';
import { openSignedInSession } from '../auth/index.js';
import { confirmStepUpSignOn, type SteppedUp } from './step-up-sign-on.js';
import { AssertionRefused, checkResponseEnvelope, readAssertionIdentity } from './assertion-checks.js';
import {
  deleteSamlConfig,
  findLenderRegistration,
  findRegistrationByIdentifier,
  findSamlConfig,
  listSamlConfigs,
  recordAssertionUse,
  setLenderSso,
  upsertSamlConfig,
} from './repo.js';
import { CLOCK_SKEW_MS, createServiceProvider, DatabaseRequestCache } from './saml-sp.js';
import { classifySamlError, SsoFailure } from './sso-failure.js';
import { spUrls } from './sp-urls.js';
import { findOrCreateSsoUser } from './sso-users.js';

/** A SAMLResponse larger than this is refused before it is decoded or parsed. */
const MAX_RESPONSE_BYTES = 256 * 1024;

async function requireConfig(db: Database, registrationId: string) {
  const config = await findSamlConfig(db, registrationId);
  if (!config) throw new SsoFailure('UNKNOWN_REGISTRATION', `No registration ${registrationId}`);
  return config;
}

/** GET /saml2/authenticate/{id}: the IdP URL carrying a new AuthnRequest (its id kept in the database). */
export async function startSingleSignOn(ctx: AppContext, registrationId: string): Promise<string> {
  const config = await requireConfig(ctx.db, registrationId);
  const sp = createServiceProvider(
    config,
    ctx.config.publicUrl,
    new DatabaseRequestCache(ctx.db, ctx.clock, registrationId),
  );
  try {
    return await sp.getAuthorizeUrlAsync('', undefined, {});
  } catch (error) {
    throw new SsoFailure('IDP_UNAVAILABLE', error instanceof Error ? error.message : String(error));
  }
}

export type SsoRequestMeta = { ip: string; userAgent: string | null };

/**
 * POST /login/saml2/sso/{id}: validates the response (signature, SHA-256+, destination, audience,
 * validity window, InResponseTo, one-time assertion id), then signs the user in exactly as a
 * password sign-in does, for the lender of this identity provider.
 */
export async function completeSingleSignOn(
  ctx: AppContext,
  registrationId: string,
  samlResponse: string | undefined,
  meta: SsoRequestMeta,
): Promise<(LoginResponse & { session: NewSession }) | SteppedUp> {
  const config = await requireConfig(ctx.db, registrationId);
  if (!samlResponse || samlResponse.length > MAX_RESPONSE_BYTES * 1.4)
    throw new SsoFailure('INVALID_RESPONSE', 'No SAMLResponse');
  const xml = Buffer.from(samlResponse, 'base64').toString('utf8');
  const { acsUrl } = spUrls(ctx.config.publicUrl, registrationId);
  try {
    checkResponseEnvelope(xml, acsUrl);
  } catch (error) {
    if (error instanceof AssertionRefused) throw new SsoFailure('INVALID_RESPONSE', error.message);
    throw error;
  }

  const cache = new DatabaseRequestCache(ctx.db, ctx.clock, registrationId);
  const sp = createServiceProvider(config, ctx.config.publicUrl, cache);
  let profile;
  try {
    ({ profile } = await sp.validatePostResponseAsync({ SAMLResponse: samlResponse }));
  } catch (error) {
    throw classifySamlError(error);
  }
  if (!profile?.nameID || !profile.getAssertionXml)
    throw new SsoFailure('INVALID_RESPONSE', 'No subject in the assertion');
  if (profile.issuer !== config.idp_entity_id)
    throw new SsoFailure('INVALID_RESPONSE', `Unexpected issuer ${String(profile.issuer)}`);
  // node-saml checked the id exists; only the one response that removed it may continue.
  if (!cache.consumed) throw new SsoFailure('UNSOLICITED', 'The request id was already answered');

  const assertion = readAssertionIdentity(profile.getAssertionXml());
  const now = ctx.clock.now();
  const keepUntil = new Date(
    Math.max(assertion.notOnOrAfter?.getTime() ?? 0, now.getTime()) + CLOCK_SKEW_MS + 3_600_000,
  );
  if (!(await recordAssertionUse(ctx.db, config.idp_entity_id, assertion.id, keepUntil))) {
    throw new SsoFailure('REPLAYED', `Assertion ${assertion.id} was already accepted`);
  }

  const userId = await findOrCreateSsoUser(ctx.db, config, profile);
  // A step-up answer renews the proof of the session that asked; it never opens a session.
  if (cache.stepUpSessionId)
    return confirmStepUpSignOn(ctx, { sessionId: cache.stepUpSessionId, userId, registrationId, ip: meta.ip });
  return openSignedInSession(ctx, {
    userId,
    lenderId: config.lender_id,
    ip: meta.ip,
    userAgent: meta.userAgent,
    secondFactor: 'SAML',
    details: { method: 'SAML', registrationId },
  });
}

/** Every refused attempt leaves an audit row naming the registration and the reason. */
export async function recordSsoFailure(
  ctx: AppContext,
  registrationId: string,
  failure: SsoFailure,
  ip: string,
): Promise<void> {
  const config = await findSamlConfig(ctx.db, registrationId);
  await recordAudit(ctx.db, {
    userId: null,
    lenderId: config?.lender_id ?? null,
    action: 'auth.sso_failed',
    targetType: 'saml_registration',
    targetId: registrationId.slice(0, 100),
    ip,
    details: { reason: failure.code, detail: failure.detail.slice(0, 500) },
  });
}

/** The login screen's "Sign in with single sign-on": a company identifier or a work e-mail address. */
export async function lookUpRegistration(db: Database, query: string): Promise<string> {
  const at = query.lastIndexOf('@');
  const domain = at >= 0 ? query.slice(at + 1).toLowerCase() : null;
  const registrationId = await findRegistrationByIdentifier(db, query, domain);
  if (!registrationId) {
    throw AppError.of(
      404,
      'SSO_NOT_FOUND',
      'We could not find single sign-on for that company or e-mail address. Check the spelling or sign in with your username and password.',
    );
  }
  return registrationId;
}

export async function getLogoutTarget(db: Database, registrationId: string): Promise<{ logoutUrl: string | null }> {
  const config = await findSamlConfig(db, registrationId);
  if (!config) throw notFound('The single sign-on registration');
  return { logoutUrl: config.idp_logout_url };
}

export async function getServiceProviderMetadata(ctx: AppContext, registrationId: string): Promise<string> {
  const config = await findSamlConfig(ctx.db, registrationId);
  if (!config) throw notFound('The single sign-on registration');
  const sp = createServiceProvider(
    config,
    ctx.config.publicUrl,
    new DatabaseRequestCache(ctx.db, ctx.clock, registrationId),
  );
  return sp.generateServiceProviderMetadata(null, null);
}

// ----- operations staff: per-lender configuration -----

type ConfigRow = NonNullable<Awaited<ReturnType<typeof listSamlConfigs>>[number]>;

function toView(row: ConfigRow, publicUrl: string): SamlConfig {
  const urls = spUrls(publicUrl, row.registration_id);
  return {
    registrationId: row.registration_id,
    lenderId: row.lender_id,
    companyName: row.company_name,
    idpEntityId: row.idp_entity_id,
    idpSsoUrl: row.idp_sso_url,
    idpCertificate: row.idp_certificate,
    idpLogoutUrl: row.idp_logout_url,
    emailDomains: row.email_domains,
    attributes: { email: row.attribute_email, firstName: row.attribute_first_name, lastName: row.attribute_last_name },
    defaultRole: row.default_role as SamlConfig['defaultRole'],
    createUsers: row.create_users,
    spEntityId: urls.entityId,
    acsUrl: urls.acsUrl,
    metadataUrl: urls.metadataUrl,
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}

export async function listConfigs(ctx: AppContext): Promise<SamlConfig[]> {
  return (await listSamlConfigs(ctx.db)).map((row) => toView(row, ctx.config.publicUrl));
}

export async function getConfig(ctx: AppContext, registrationId: string): Promise<SamlConfig> {
  const row = (await listSamlConfigs(ctx.db)).find((r) => r.registration_id === registrationId);
  if (!row) throw notFound('The single sign-on registration');
  return toView(row, ctx.config.publicUrl);
}

function checkCertificate(pem: string): void {
  const body = pem.replace(/-----(BEGIN|END) CERTIFICATE-----/g, '').replace(/\s+/g, '');
  try {
    new X509Certificate(Buffer.from(body, 'base64'));
  } catch {
    throw badRequest('idpCertificate: not an X.509 certificate (PEM or base64)', 'body.idpCertificate');
  }
}

/** Creates or replaces a lender's registration and marks the lender as single-sign-on, in one transaction. */
export async function saveConfig(
  ctx: AppContext,
  registrationId: string,
  input: SamlConfigInput,
  actor: { userId: string; ip: string },
): Promise<SamlConfig> {
  checkCertificate(input.idpCertificate);
  await ctx.db.transaction().execute(async (tx) => {
    const lender = await findLenderRegistration(tx, input.lenderId);
    if (!lender) throw notFound('The lender');
    const existing = await findSamlConfig(tx, registrationId);
    if (existing && existing.lender_id !== input.lenderId)
      throw conflict('This registration id belongs to another lender.');
    if (lender.registration_id && lender.registration_id !== registrationId) {
      throw conflict(`This lender already signs in through registration ${lender.registration_id}.`);
    }
    await upsertSamlConfig(
      tx,
      {
        registration_id: registrationId,
        lender_id: input.lenderId,
        idp_entity_id: input.idpEntityId,
        idp_sso_url: input.idpSsoUrl,
        idp_certificate: input.idpCertificate,
        idp_logout_url: input.idpLogoutUrl,
        email_domains: input.emailDomains,
        attribute_email: input.attributes.email,
        attribute_first_name: input.attributes.firstName,
        attribute_last_name: input.attributes.lastName,
        default_role: input.defaultRole,
        create_users: input.createUsers,
      },
      ctx.clock.now(),
    );
    await setLenderSso(tx, input.lenderId, registrationId);
    await recordAudit(tx, {
      userId: actor.userId,
      lenderId: input.lenderId,
      action: 'sso.config_saved',
      targetType: 'saml_registration',
      targetId: registrationId,
      ip: actor.ip,
    });
  });
  return getConfig(ctx, registrationId);
}

/** Removes a registration: the lender's users sign in with passwords again (once they have one). */
export async function removeConfig(
  ctx: AppContext,
  registrationId: string,
  actor: { userId: string; ip: string },
): Promise<void> {
  await ctx.db.transaction().execute(async (tx) => {
    const removed = await deleteSamlConfig(tx, registrationId);
    if (!removed) throw notFound('The single sign-on registration');
    await setLenderSso(tx, removed.lender_id, null);
    await recordAudit(tx, {
      userId: actor.userId,
      lenderId: removed.lender_id,
      action: 'sso.config_removed',
      targetType: 'saml_registration',
      targetId: registrationId,
      ip: actor.ip,
    });
  });
}
