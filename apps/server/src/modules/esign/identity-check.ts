import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { SIGNATURE_CHECK_LIMIT } from '@taxlens/contracts';
import type { AppContext } from '../../app-context.js';
import { AppError, badRequest } from '../../platform/errors.js';
import type { SigningPrincipal } from '../../platform/signing-principal.js';
import { formWillNotBeUsable } from './form-usable.js';
import type { Database } from '../../db/connection.js';
import { clientNameOf, clientTaxIdLast4 } from './client-repo.js';
import { addEvidence, type SignatureRequestRow } from './repo.js';
import { updateRequest, updateRequestReturning } from './request-repo.js';
import { mailRequestLocked, mailSigningCode } from './signer-mail.js';
import { openRequestForUpdate, type SignerMeta } from './open-request.js';
import { fromStored } from './prefill.js';
import { issueSigningPass, type SigningPass } from './signing-pass.js';

const CODE_MINUTES = 10;
/** Codes mailed per request in a window, and checks per network address (docs/decisions/197). */
const CODE_SENDS = { limit: 5, windowSeconds: 15 * 60 };
const CHECKS_PER_IP = { limit: 20, windowSeconds: 60 * 60 };

const hashCode = (secret: string, requestId: string, code: string) =>
  createHmac('sha256', secret).update(`esign:${requestId}:${code}`).digest('hex');

function same(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

const tooMany = () =>
  AppError.of(429, 'TOO_MANY_REQUESTS', 'Too many attempts. Please wait a few minutes and try again.');

/** Mails (and texts) a fresh 6-digit code to the signer; an earlier code stops working. */
export async function sendIdentityCode(ctx: AppContext, signer: SigningPrincipal, meta: SignerMeta): Promise<void> {
  const now = ctx.clock.now();
  if (
    (await ctx.rateLimits.hit(`esign-code:${signer.requestId}`, CODE_SENDS.limit, CODE_SENDS.windowSeconds, now))
      .limited
  )
    throw tooMany();
  await ctx.db.transaction().execute(async (trx) => {
    // A checked request sends one too: a browser without the pass of the earlier check passes a
    // check of its own (docs/decisions/291).
    const r = await openRequestForUpdate(trx, signer, now);
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    await updateRequest(trx, r.id, {
      code_hash: hashCode(ctx.config.sessionSecret, r.id, code),
      code_expires_at: new Date(now.getTime() + CODE_MINUTES * 60_000),
      updated_at: now,
    });
    await addEvidence(trx, r.id, {
      type: 'CODE_SENT',
      at: now,
      ip: meta.ip,
      userAgent: meta.userAgent,
      detail: `to ${r.signer_email}${r.signer_mobile ? ' and by SMS' : ''}`,
    });
    await mailSigningCode(trx, ctx.config, r, code, now);
  });
}

/**
 * The known-borrower check: the last 4 digits of the tax id and the mailed code. Each failure is
 * counted (and committed) before the refusal is answered; the fifth locks the request and tells the
 * lender user who sent it. A success answers the pass of the browser that passed (docs/decisions/291);
 * a checked request is checked again, in full, for a browser that holds no pass.
 */
export async function checkIdentity(
  ctx: AppContext,
  signer: SigningPrincipal,
  input: { last4: string; code: string },
  meta: SignerMeta,
): Promise<SigningPass> {
  const now = ctx.clock.now();
  if (
    (await ctx.rateLimits.hit(`esign-check-ip:${meta.ip}`, CHECKS_PER_IP.limit, CHECKS_PER_IP.windowSeconds, now))
      .limited
  )
    throw tooMany();
  const outcome = await ctx.db.transaction().execute(async (trx) => {
    const r = await openRequestForUpdate(trx, signer, now);
    const last4 = await signersLast4(trx, r);
    const codeLive = r.code_hash !== null && r.code_expires_at !== null && new Date(r.code_expires_at) > now;
    const ok =
      same(input.last4, last4) && codeLive && same(hashCode(ctx.config.sessionSecret, r.id, input.code), r.code_hash!);
    if (ok) {
      await updateRequest(trx, r.id, {
        status: 'IDENTITY_CHECKED',
        code_hash: null,
        code_expires_at: null,
        updated_at: now,
      });
      const how = r.identity_level === 'REMOTE_PROOF' ? 'remote identity proof, first step' : 'known borrower';
      const again = r.status === 'IDENTITY_CHECKED' ? '; checked again, for a browser of its own' : '';
      await addEvidence(trx, r.id, {
        type: 'IDENTITY_CHECKED',
        at: now,
        ip: meta.ip,
        userAgent: meta.userAgent,
        detail: `${how}: last 4 digits of the tax id and a one-time code sent to the signer${again}`,
      });
      return {
        ok: true as const,
        value: issueSigningPass(ctx.config.sessionSecret, r),
        expiresAt: new Date(r.expires_at),
      };
    }
    return { ok: false as const, remaining: await recordFailedCheck(trx, ctx, r, meta, now) };
  });
  if (outcome.ok) return { value: outcome.value, expiresAt: outcome.expiresAt, now };
  throw failedCheckRefusal(outcome.remaining, 'The digits or the code do not match.', 'code');
}

/**
 * The last 4 digits the signer must confirm: their own. A joint filer's spouse confirms the SSN or
 * ITIN on their own form (docs/decisions/218), so the taxpayer's digits are a failed check there.
 */
async function signersLast4(trx: Database, r: SignatureRequestRow): Promise<string> {
  if (r.signer_role === 'SPOUSE') return fromStored(r.prefilled).taxpayer.taxId.slice(-4);
  return clientTaxIdLast4(trx, r.lender_id, r.client_id);
}

/**
 * Counts a failed identity check of a request locked by the caller (the caller commits it before
 * refusing); the fifth locks the request and tells the lender user who sent it. Answers the tries left.
 */
export async function recordFailedCheck(
  trx: Database,
  { config, waitingOrders }: Pick<AppContext, 'config' | 'waitingOrders'>,
  r: SignatureRequestRow,
  meta: SignerMeta,
  now: Date,
): Promise<number> {
  const failed = r.failed_checks + 1;
  const locked = failed >= SIGNATURE_CHECK_LIMIT;
  const after = await updateRequestReturning(trx, r.id, {
    failed_checks: failed,
    ...(locked ? { status: 'LOCKED' as const, completed_at: now, code_hash: null } : {}),
    updated_at: now,
  });
  await addEvidence(trx, r.id, {
    type: 'IDENTITY_CHECK_FAILED',
    at: now,
    ip: meta.ip,
    userAgent: meta.userAgent,
    detail: `failure ${failed} of ${SIGNATURE_CHECK_LIMIT}`,
  });
  if (locked) {
    const businessName = await clientNameOf(trx, r.lender_id, r.client_id);
    await addEvidence(trx, r.id, { type: 'LOCKED', at: now });
    await formWillNotBeUsable(trx, waitingOrders, after, 'LOCKED', now);
    await mailRequestLocked(trx, config, { senderId: r.created_by, clientId: r.client_id, businessName }, now);
  }
  return SIGNATURE_CHECK_LIMIT - failed;
}

/** The answer to a failed check: 400 with the tries left, or 423 once the request is locked. */
export function failedCheckRefusal(remaining: number, what: string, field: string): AppError {
  if (remaining <= 0)
    return AppError.of(
      423,
      'SIGNATURE_REQUEST_LOCKED',
      'This request is locked after too many failed checks. The lender has been told and can send you a new one.',
    );
  return badRequest(`${what} ${remaining} ${remaining === 1 ? 'try' : 'tries'} left.`, field);
}
