import type { AppContext } from '../../app-context.js';
import { recordAudit } from '../../platform/audit.js';
import { AppError } from '../../platform/errors.js';
import type { Principal } from '../../platform/principal.js';
import { recordProof } from '../../platform/step-up.js';
import { findLenderRegistration, findLiveSessionUser, findSamlConfig } from './repo.js';
import { createServiceProvider, DatabaseRequestCache } from './saml-sp.js';
import { SsoFailure } from './sso-failure.js';

export type SteppedUp = { steppedUp: true };

/**
 * Step-up for a single-sign-on user: an AuthnRequest with ForceAuthn, so the identity provider
 * authenticates the person again, bound to the asking session (the answer carries no session cookie).
 */
export async function startStepUpSignOn(ctx: AppContext, principal: Principal): Promise<string> {
  const lender = principal.lender?.sso ? await findLenderRegistration(ctx.db, principal.lender.id) : undefined;
  const config = lender?.registration_id ? await findSamlConfig(ctx.db, lender.registration_id) : undefined;
  if (!config)
    throw AppError.of(
      400,
      'VALIDATION_ERROR',
      'Your lender does not use single sign-on: confirm with your password instead.',
    );
  const cache = new DatabaseRequestCache(ctx.db, ctx.clock, config.registration_id, principal.sessionId);
  const sp = createServiceProvider(config, ctx.config.publicUrl, cache, { forceAuthn: true });
  try {
    return await sp.getAuthorizeUrlAsync('', undefined, {});
  } catch (error) {
    throw new SsoFailure('IDP_UNAVAILABLE', error instanceof Error ? error.message : String(error));
  }
}

/** The identity provider's fresh answer: the session's proof is renewed when the same person signed in. */
export async function confirmStepUpSignOn(
  ctx: AppContext,
  input: { sessionId: string; userId: string; registrationId: string; ip: string },
): Promise<SteppedUp> {
  const now = ctx.clock.now();
  const session = await findLiveSessionUser(ctx.db, input.sessionId, now);
  if (!session || session.user_id !== input.userId) {
    throw new SsoFailure('INVALID_RESPONSE', 'The step-up answer names another person, or the session has ended');
  }
  await recordProof(ctx.db, input.sessionId, now);
  await recordAudit(ctx.db, {
    userId: input.userId,
    lenderId: null,
    action: 'auth.step_up',
    targetType: 'user',
    targetId: input.userId,
    ip: input.ip,
    details: { method: 'SAML', registrationId: input.registrationId },
  });
  return { steppedUp: true };
}
