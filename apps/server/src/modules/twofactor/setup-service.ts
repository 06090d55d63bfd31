import {
  E164_MESSAGE,
  E164_PATTERN,
  ERROR_KEYS,
  normalizePhone,
  type AuthenticatorRegistration,
  type F2aType,
  type TwoFactorState,
} from '@taxlens/contracts';
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import QRCode from 'qrcode';
import type { AppContext } from '../../app-context.js';
import { recordAudit } from '../../platform/audit.js';
import { AppError, badRequest, notFound } from '../../platform/errors.js';
import { decryptPii, encryptPii } from '../../platform/pii.js';
import type { Principal } from '../../platform/principal.js';
import { markSecondFactorPassed } from '../../platform/session-repo.js';
import { requireRecentProof } from '../../platform/step-up.js';
import { findSecondFactors, findSetupUser, saveSecondFactors, setF2aType } from './second-factor-repo.js';
import { verifyAuthenticatorCode } from './second-factor.js';
import { issueSmsCode, verifySmsCode } from './sms-code.js';
import { createTotpSecret, totpUri } from './totp.js';
import * as webauthn from './webauthn.js';
import { requireEnrolmentProof } from './mailbox-proof.js';
import { queueMethodChangedMail } from './method-changed-mail.js';

/** Texts sent per user in a window while setting up SMS. */
const SMS_SENDS = { max: 5, windowSeconds: 600 } as const;

const setupFailed = (value: string) => AppError.of(400, ERROR_KEYS.badF2aToken, value);

async function loadUser(ctx: AppContext, userId: string) {
  const user = await findSetupUser(ctx.db, userId);
  if (!user) throw notFound('The user');
  return user;
}

/** The `{id}` of the setup calls is the signed-in user's own id; any other id is "not found". */
export function requireOwnId(sessionUserId: string, id: string): void {
  if (id !== sessionUserId) throw notFound('The user');
}

async function stateOf(ctx: AppContext, userId: string): Promise<TwoFactorState> {
  const user = await loadUser(ctx, userId);
  return {
    f2aType: user.f2a_type as F2aType,
    hasWebAuthnCredentials: await webauthn.hasWebauthnCredentials(ctx.db, userId),
  };
}

/**
 * The new method is the user's; the session that proved it (and, before the gate, the mailbox) has
 * now passed a second factor; the mailbox on file is told.
 */
async function switchMethod(ctx: AppContext, caller: Principal, f2aType: F2aType, ip: string): Promise<TwoFactorState> {
  const userId = caller.userId;
  const now = ctx.clock.now();
  await ctx.db.transaction().execute(async (tx) => {
    await setF2aType(tx, userId, f2aType);
    await markSecondFactorPassed(tx, caller.sessionId, f2aType);
    await queueMethodChangedMail(tx, { userId, method: f2aType, productName: ctx.config.productName, now });
    await recordAudit(tx, {
      userId,
      lenderId: null,
      action: 'twofactor.method_set',
      targetType: 'user',
      targetId: userId,
      ip,
      details: { f2aType },
    });
  });
  ctx.outbox.kick();
  return stateOf(ctx, userId);
}

/**
 * Who may change the second factor: a session past the gate with a recent proof of identity
 * (step-up, decision 145); a session before it once the mailbox on file proved itself (decision 126).
 */
async function requireProofToChange(ctx: AppContext, caller: Principal): Promise<void> {
  if (caller.secondFactorPassed) return requireRecentProof(ctx, caller);
  requireEnrolmentProof(caller, ctx.clock.now());
}

// ---- Authenticator app ----

/** Starts (or restarts) authenticator setup with a fresh secret, kept pending until a code proves it. */
export async function startAuthenticatorSetup(ctx: AppContext, caller: Principal): Promise<AuthenticatorRegistration> {
  await requireProofToChange(ctx, caller);
  const userId = caller.userId;
  const user = await loadUser(ctx, userId);
  const secret = createTotpSecret();
  await saveSecondFactors(
    ctx.db,
    userId,
    { totp_pending_secret: encryptPii(ctx.config.piiKey, secret) },
    ctx.clock.now(),
  );
  return { secret, issuer: ctx.config.productName, accountName: user.username };
}

/** The QR image (PNG) of the pending secret's otpauth:// URI. */
export async function authenticatorQrPng(ctx: AppContext, userId: string): Promise<Buffer> {
  const user = await loadUser(ctx, userId);
  const sealed = (await findSecondFactors(ctx.db, userId))?.totp_pending_secret;
  if (!sealed) throw notFound('The authenticator registration');
  const uri = totpUri({
    issuer: ctx.config.productName,
    accountName: user.username,
    secret: decryptPii(ctx.config.piiKey, sealed),
  });
  return QRCode.toBuffer(uri, { type: 'png', errorCorrectionLevel: 'M', margin: 2, width: 240 });
}

export async function verifyAuthenticatorSetup(
  ctx: AppContext,
  caller: Principal,
  code: string,
  ip: string,
): Promise<TwoFactorState> {
  await requireProofToChange(ctx, caller);
  const userId = caller.userId;
  const row = await findSecondFactors(ctx.db, userId);
  if (!row?.totp_pending_secret)
    throw setupFailed('Start the authenticator setup again: no QR code is waiting to be verified.');
  if (!(await verifyAuthenticatorCode(ctx, userId, row.totp_pending_secret, code))) {
    throw setupFailed(
      'That code is not valid. Enter the current code from your authenticator app (check the time on your device).',
    );
  }
  await saveSecondFactors(
    ctx.db,
    userId,
    { totp_secret: row.totp_pending_secret, totp_pending_secret: null },
    ctx.clock.now(),
  );
  return switchMethod(ctx, caller, 'AUTHENTICATOR_APP', ip);
}

// ---- SMS ----

export async function startSmsSetup(
  ctx: AppContext,
  caller: Principal,
  phoneInput: string,
): Promise<{ sentTo: string }> {
  await requireProofToChange(ctx, caller);
  const userId = caller.userId;
  const phone = normalizePhone(phoneInput);
  if (!E164_PATTERN.test(phone)) throw badRequest(E164_MESSAGE, 'f2aPhone');
  const now = ctx.clock.now();
  const limit = await ctx.rateLimits.hit(`sms-setup:${userId}`, SMS_SENDS.max, SMS_SENDS.windowSeconds, now);
  if (limit.limited)
    throw AppError.of(
      429,
      ERROR_KEYS.tooManyRequests,
      'Too many text messages were sent. Please wait a few minutes and try again.',
    );
  await saveSecondFactors(ctx.db, userId, { sms_pending_phone: phone }, now);
  await issueSmsCode(ctx.db, {
    secret: ctx.config.sessionSecret,
    now,
    productName: ctx.config.productName,
    userId,
    phone,
    purpose: 'SETUP_SMS',
  });
  ctx.outbox.kick();
  return { sentTo: phone };
}

export async function verifySmsSetup(
  ctx: AppContext,
  caller: Principal,
  token: string,
  ip: string,
): Promise<TwoFactorState> {
  await requireProofToChange(ctx, caller);
  const userId = caller.userId;
  const row = await findSecondFactors(ctx.db, userId);
  if (!row?.sms_pending_phone) throw setupFailed('Send an SMS code first.');
  const ok = await verifySmsCode(ctx.db, {
    secret: ctx.config.sessionSecret,
    now: ctx.clock.now(),
    userId,
    code: token.trim(),
    purpose: 'SETUP_SMS',
  });
  if (!ok) throw setupFailed('That code is wrong or has expired. Check the text message, or send a new code.');
  await saveSecondFactors(
    ctx.db,
    userId,
    { sms_phone: row.sms_pending_phone, sms_pending_phone: null },
    ctx.clock.now(),
  );
  return switchMethod(ctx, caller, 'SMS_TOTP', ip);
}

// ---- Email ----

/**
 * Spec 1 §4 made it valid at once; decision 126: from a session before the gate, the mailed setup
 * code is the enrolment (the mailbox it proves is the factor itself).
 */
export async function chooseEmailCode(ctx: AppContext, caller: Principal, ip: string): Promise<TwoFactorState> {
  await requireProofToChange(ctx, caller);
  return switchMethod(ctx, caller, 'EMAIL_TOTP', ip);
}

// ---- WebAuthn ----

export async function startWebauthnRegistration(ctx: AppContext, caller: Principal) {
  await requireProofToChange(ctx, caller);
  return webauthn.startRegistration(ctx.db, ctx.config, await loadUser(ctx, caller.userId), ctx.clock.now());
}

export async function finishWebauthnRegistration(
  ctx: AppContext,
  caller: Principal,
  response: unknown,
  ip: string,
): Promise<TwoFactorState> {
  await requireProofToChange(ctx, caller);
  const ok = await webauthn.finishRegistration(
    ctx.db,
    ctx.config,
    caller.userId,
    response as RegistrationResponseJSON,
    ctx.clock.now(),
  );
  if (!ok) throw setupFailed('The security key could not be registered. Please try again.');
  return switchMethod(ctx, caller, 'WEBAUTHN', ip);
}

export function startWebauthnAssertion(ctx: AppContext, userId: string) {
  return webauthn.startAssertion(ctx.db, ctx.config, userId, ctx.clock.now());
}

/** "Test WebAuthn": proves a registered key answers; changes nothing. */
export async function finishWebauthnAssertion(
  ctx: AppContext,
  userId: string,
  response: unknown,
): Promise<TwoFactorState> {
  const ok = await webauthn.finishAssertion(
    ctx.db,
    ctx.config,
    userId,
    response as AuthenticationResponseJSON,
    ctx.clock.now(),
  );
  if (!ok) throw setupFailed('The security key did not answer the challenge.');
  return stateOf(ctx, userId);
}

export { stateOf as getTwoFactorState };
