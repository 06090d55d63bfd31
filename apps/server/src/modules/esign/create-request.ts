import { createHash, randomUUID } from 'node:crypto';
import {
  type IdentityLevel,
  OPEN_SIGNATURE_STATUSES,
  type SignerRole,
  type signatureRequestInputSchema,
} from '@taxlens/contracts';
import type { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import type { Database } from '../../db/connection.js';
import { recordAudit } from '../../platform/audit.js';
import { badRequest, notFound } from '../../platform/errors.js';
import { recordEvent } from '../../platform/events/record-event.js';
import type { SaveFileInput, SavedFile } from '../../platform/storage/save-file.js';
import { renderPrefilled8821 } from './document/index.js';
import { formWillNotBeUsable } from './form-usable.js';
import { allowedIdentityLevels, chooseIdentityLevel } from './identity-levels.js';
import { revokeLinks } from './link-repo.js';
import { expiryFrom, issueLink } from './link-token.js';
import { isJointFiler, prefillForClient, type PrefillSource, type StoredPrefill } from './prefill.js';
import { claimBulkClient } from './bulk-repo.js';
import { claimRenewal } from './renewal-repo.js';
import { findUserName, lenderSendingSettings } from './related-repo.js';
import * as repo from './repo.js';
import { insertRequest, voidOpenRequests } from './request-repo.js';
import { mailSigningLink } from './signer-mail.js';

/** Who sends: a lender user from a request (with its IP), or the renewal job on a user's behalf (no IP). */
export type EsignActor = { userId: string; lenderId: string; ip: string | null };
/** A request sent by the renewal job (docs/decisions/212): the signed request it renews and the expiring form it replaces. */
export type RenewalOf = { requestId: string; formFileId: string; formExpiresOn: string };
/** A request sent by a bulk send (docs/decisions/215): its job, how many clients it holds, and the lender's note to the signer. */
export type BulkOf = { jobId: string; size: number; note: string | null };
/** Where a request comes from when not a lender user's own single send. */
export type RequestOrigin = { renewal?: RenewalOf; bulk?: BulkOf };
export type RequestInput = z.output<typeof signatureRequestInputSchema>;

/** Thrown inside the send's transaction when the expiring form was already renewed: nothing is kept. */
export class RenewalAlreadyClaimed extends Error {}
/** Thrown inside the send's transaction when this bulk send already sent this client a request: nothing is kept. */
export class BulkAlreadySent extends Error {}

/** One form of a send: its request id (the form's printed reference), the prefilled form, rendered. */
type PreparedForm = { id: string; form: StoredPrefill; pdf: Buffer };
/**
 * A request ready to be written: the client's form and, for an individual who files jointly, the
 * spouse's own form (docs/decisions/218), sent together as a pair.
 */
export type PreparedRequest = PreparedForm & { clientId: string; input: RequestInput; spouse: PreparedForm | null };

export async function prefillOrNotFound(
  ctx: AppContext,
  actor: EsignActor,
  clientId: string,
  who: Pick<PrefillSource, 'signer' | 'reference' | 'role'>,
) {
  const form = await prefillForClient(ctx.db, actor.lenderId, clientId, {
    config: ctx.config,
    now: ctx.clock.now(),
    ...who,
  });
  if (!form) throw notFound('The client');
  return form;
}

async function prepareForm(
  ctx: AppContext,
  actor: EsignActor,
  clientId: string,
  who: Pick<PrefillSource, 'signer' | 'role'>,
): Promise<PreparedForm> {
  // The request's id is the form's reference, printed on every page: chosen before the row exists.
  const id = randomUUID();
  const form = await prefillOrNotFound(ctx, actor, clientId, { ...who, reference: id });
  return { id, form, pdf: Buffer.from(await renderPrefilled8821(form)) };
}

/** Renders the prefilled form(s) before any transaction: the slow part of a send holds no lock. */
export async function prepareRequest(
  ctx: AppContext,
  actor: EsignActor,
  clientId: string,
  input: RequestInput,
): Promise<PreparedRequest> {
  const own = await prepareForm(ctx, actor, clientId, { signer: { name: input.signerName, title: input.signerTitle } });
  const joint = await isJointFiler(ctx.db, actor.lenderId, clientId);
  if (joint && !input.spouse)
    throw badRequest(
      "This client files jointly with a spouse, who signs a form of their own: name the spouse's signer too.",
      'spouse',
    );
  if (!joint && input.spouse)
    throw badRequest('Only an individual who files jointly with a spouse has a spouse who signs.', 'spouse');
  const spouse = input.spouse
    ? await prepareForm(ctx, actor, clientId, { signer: { name: input.spouse.signerName }, role: 'SPOUSE' })
    : null;
  return { ...own, clientId, input, spouse };
}

/** What differs between the two requests of a send: whose form, who signs it, and the pair they share. */
type OneRequest = PreparedForm & {
  role: SignerRole;
  pairId: string | null;
  signer: { signerName: string; signerEmail: string; signerMobile: string | null; signerTitle: string | null };
};

/**
 * Writes a prepared request in the caller's transaction (a send of its own, or an order placed
 * awaiting signature): the prefilled form is stored with its SHA-256, earlier open requests of the
 * client are voided (their links die, the orders awaiting them wait on this one: docs/decisions/213),
 * and the link is mailed to the signer alone. A joint filers' send writes the spouse's request too,
 * with its own link to the spouse alone; the client's own request is answered (orders wait on it).
 */
export async function createRequest(
  trx: Database,
  save: (input: SaveFileInput) => Promise<SavedFile>,
  ctx: AppContext,
  actor: EsignActor,
  prepared: PreparedRequest,
  origin: RequestOrigin = {},
): Promise<repo.SignatureRequestRow> {
  const { id, clientId, input, form, pdf } = prepared;
  const { renewal, bulk } = origin;
  const now = form.preparedAt;
  // First, so a concurrent renewal of the same form waits here and then gives up before any change.
  if (renewal) {
    const claim = {
      clientId,
      formFileId: renewal.formFileId,
      lenderId: actor.lenderId,
      mode: 'AUTO' as const,
      formExpiresOn: renewal.formExpiresOn,
      signatureRequestId: id,
      now,
    };
    if (!(await claimRenewal(trx, claim))) throw new RenewalAlreadyClaimed();
  }
  if (bulk && !(await claimBulkClient(trx, bulk.jobId, clientId, id))) throw new BulkAlreadySent();
  // Only a level operations allow the lender (docs/decisions/214); a renewal falls back to an allowed one.
  const level = chooseIdentityLevel(
    await allowedIdentityLevels(trx, actor.lenderId),
    input.identityLevel,
    renewal !== undefined,
  );
  const user = await findUserName(trx, actor.userId);
  const lender = await lenderSendingSettings(trx, actor.lenderId);
  const earlier = await voidOpenRequests(trx, actor.lenderId, clientId, OPEN_SIGNATURE_STATUSES, now);
  for (const e of earlier) {
    await revokeLinks(trx, e.id, now);
    await repo.addEvidence(trx, e.id, { type: 'VOIDED', at: now, ip: actor.ip, detail: 'replaced by a new request' });
    await formWillNotBeUsable(trx, ctx.waitingOrders, e, 'REPLACED', now);
  }
  const attestedBy = `${user.first_name} ${user.last_name}`.trim();
  const spouse = prepared.spouse && input.spouse ? { ...prepared.spouse, signer: input.spouse } : null;
  const pairId = spouse ? randomUUID() : null;
  const write = (one: OneRequest) =>
    writeOneRequest(trx, save, ctx, actor, { clientId, one, level, attestedBy, lender, origin, now });
  const created = await write({
    id,
    form,
    pdf,
    role: 'TAXPAYER',
    pairId,
    signer: {
      signerName: input.signerName,
      signerEmail: input.signerEmail,
      signerMobile: input.signerMobile,
      signerTitle: input.signerTitle,
    },
  });
  if (spouse) await write({ ...spouse, role: 'SPOUSE', pairId, signer: { ...spouse.signer, signerTitle: null } });
  // The replaced requests' awaiting orders carry over, now that the new row exists (docs/decisions/213).
  await ctx.waitingOrders.move(
    trx,
    actor.lenderId,
    earlier.map((e) => e.id),
    created.id,
    now,
  );
  await recordAudit(trx, {
    userId: actor.userId,
    lenderId: actor.lenderId,
    action: 'SIGNATURE_REQUEST_SENT',
    targetType: 'client',
    targetId: clientId,
    ip: actor.ip,
    details: {
      signatureRequestId: created.id,
      identityLevel: level,
      ...(spouse ? { spouseSignatureRequestId: spouse.id } : {}),
      ...(renewal ? { renewalOf: renewal.requestId, expiringFormFileId: renewal.formFileId } : {}),
      ...(bulk ? { bulkJobId: bulk.jobId } : {}),
    },
  });
  return created;
}

type WriteContext = {
  clientId: string;
  one: OneRequest;
  level: IdentityLevel;
  attestedBy: string;
  lender: { company_name: string; esign_expiry_days: number };
  origin: RequestOrigin;
  now: Date;
};

/** One request's row, its stored form, its link mailed to its signer alone, its evidence and its esign.sent event. */
async function writeOneRequest(
  trx: Database,
  save: (input: SaveFileInput) => Promise<SavedFile>,
  ctx: AppContext,
  actor: EsignActor,
  { clientId, one, level, attestedBy, lender, origin: { renewal, bulk }, now }: WriteContext,
): Promise<repo.SignatureRequestRow> {
  const file = await save({
    lenderId: actor.lenderId,
    folder: 'esign',
    extension: 'pdf',
    bytes: one.pdf,
    originalName: 'form-8821-prefilled.pdf',
    contentType: 'application/pdf',
    uploadedBy: actor.userId,
    createdAt: now,
  });
  const created = await insertRequest(trx, {
    id: one.id,
    lender_id: actor.lenderId,
    client_id: clientId,
    signer_name: one.signer.signerName,
    signer_email: one.signer.signerEmail,
    signer_mobile: one.signer.signerMobile,
    signer_title: one.signer.signerTitle,
    signer_role: one.role,
    pair_id: one.pairId,
    identity_level: level,
    // A remote proof has no relationship to attest: the name is who sent it.
    attested_by: actor.userId,
    attested_by_name: attestedBy,
    prefilled: JSON.stringify(one.form),
    prefilled_sha256: createHash('sha256').update(one.pdf).digest('hex'),
    prefilled_file_id: file.id,
    sent_at: now,
    expires_at: expiryFrom(now, lender.esign_expiry_days),
    created_by: actor.userId,
    created_at: now,
    updated_at: now,
  });
  const token = await issueLink(trx, created.id, now, false);
  const renewing = renewal
    ? `renewal of request ${renewal.requestId} (the form on file covers periods ending ${renewal.formExpiresOn}), sent by the portal; `
    : '';
  const batch = bulk ? ` once for a bulk send to ${bulk.size} clients` : '';
  const how =
    level === 'REMOTE_PROOF'
      ? `remote identity proof asked; sent by ${attestedBy}`
      : `known borrower; relationship attested by ${attestedBy}`;
  const joint = one.pairId
    ? `; joint filers: the ${one.role === 'SPOUSE' ? "spouse's" : "taxpayer's"} own form, the other spouse signs another`
    : '';
  await repo.addEvidence(trx, created.id, {
    type: 'CREATED',
    at: now,
    ip: actor.ip,
    detail: `${renewing}${how}${batch}${joint}`,
  });
  await repo.addEvidence(trx, created.id, {
    type: 'SENT',
    at: now,
    detail: `to ${one.signer.signerEmail}${one.signer.signerMobile ? ` and ${one.signer.signerMobile}` : ''}`,
  });
  await mailSigningLink(
    trx,
    ctx.config,
    {
      signer: created,
      lenderName: lender.company_name,
      token,
      expiresAt: created.expires_at,
      reminder: false,
      note: bulk?.note ?? null,
    },
    now,
  );
  await recordEvent(
    trx,
    {
      type: 'esign.sent',
      lenderId: actor.lenderId,
      payload: { signatureRequestId: created.id, clientId: created.client_id },
    },
    now,
  );
  return created;
}
