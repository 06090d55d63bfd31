import {
  type IdentityImageKind,
  type IdentityReview,
  type IdentityReviewPage,
  maskTaxId,
  type identityReviewQuerySchema,
} from '@taxlens/contracts';
import type { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import { recordAudit } from '../../platform/audit.js';
import { notFound } from '../../platform/errors.js';
import { decryptBytes, decryptPii } from '../../platform/pii.js';
import {
  countDecisionsSince,
  countWaitingReviews,
  findReviewRow as findReview,
  listWaitingReviews,
} from './identity-review-repo.js';
import { DAY_MS } from './link-token.js';
import { storageKeyOf } from './related-repo.js';

/** Operations staff and where they act from (the audit rows). */
export type Reviewer = { userId: string; ip: string };

const iso = (d: Date | string | null) => (d ? new Date(d).toISOString() : null);
const REVIEW = 'The identity review';

/** GET /api/ops/identity-reviews: the remote proofs whose signed forms wait for a decision, oldest first, across lenders. */
export async function listIdentityReviews(
  ctx: AppContext,
  query: z.output<typeof identityReviewQuerySchema>,
): Promise<IdentityReviewPage> {
  const [total, rows, decided] = await Promise.all([
    countWaitingReviews(ctx.db),
    listWaitingReviews(ctx.db, { limit: query.size, offset: query.page * query.size }),
    countDecisionsSince(ctx.db, new Date(ctx.clock.now().getTime() - 30 * DAY_MS)),
  ]);
  const decidedAs = (d: string) => Number(decided.find((x) => x.identity_decision === d)?.n ?? 0);
  return {
    content: rows.map((r) => ({
      requestId: r.id,
      lenderName: r.company_name,
      businessName: r.business_name,
      signerName: r.signer_name,
      submittedAt: iso(r.submitted_at)!,
      signedAt: iso(r.completed_at)!,
    })),
    page: { size: query.size, number: query.page, totalElements: total, totalPages: Math.ceil(total / query.size) },
    decidedLast30Days: { approved: decidedAs('APPROVED'), refused: decidedAs('REFUSED') },
  };
}

async function findReviewRow(ctx: AppContext, requestId: string) {
  const row = await findReview(ctx.db, requestId);
  if (!row) throw notFound(REVIEW);
  return row;
}

/** GET /api/ops/identity-reviews/{requestId}: the facts beside the photos' records (the date of birth in full, to compare with the ID; tax ids masked). Audited. */
export async function getIdentityReview(
  ctx: AppContext,
  reviewer: Reviewer,
  requestId: string,
): Promise<IdentityReview> {
  const p = await findReviewRow(ctx, requestId);
  await recordAudit(ctx.db, {
    userId: reviewer.userId,
    lenderId: p.lender_id,
    action: 'OPS_IDENTITY_REVIEW_VIEWED',
    targetType: 'signature_request',
    targetId: p.request_id,
    ip: reviewer.ip,
  });
  const signedAt = p.status === 'AWAITING_REVIEW' || p.identity_decision ? iso(p.completed_at) : null;
  return {
    requestId: p.request_id,
    status: p.status,
    lenderName: p.company_name,
    client: {
      businessName: p.business_name,
      taxIdKind: p.client_tax_id_kind,
      taxIdMasked: maskTaxId(p.client_tax_id_last4, p.client_tax_id_kind),
    },
    signer: { name: p.signer_name, email: p.signer_email, title: p.signer_title },
    facts: {
      fullName: p.full_name,
      taxIdKind: p.tax_id_kind,
      taxIdMasked: maskTaxId(p.tax_id_last4, 'SSN'),
      address: p.address,
      dateOfBirth: decryptPii(ctx.config.piiKey, p.date_of_birth_encrypted),
    },
    images: p.images_deleted_at ? null : p.images,
    imagesDeletedAt: iso(p.images_deleted_at),
    submittedAt: iso(p.submitted_at)!,
    signedAt,
    review:
      p.identity_decision && p.identity_decided_at
        ? {
            decision: p.identity_decision,
            decidedAt: iso(p.identity_decided_at)!,
            decidedByName: p.identity_decided_by_name ?? '',
            reason: p.identity_decision === 'REFUSED' ? p.decline_reason : null,
          }
        : null,
  };
}

/** GET /api/ops/identity-reviews/{requestId}/images/{image}: one photo, decrypted, for operations only (audited each time). */
export async function readIdentityImage(
  ctx: AppContext,
  reviewer: Reviewer,
  requestId: string,
  image: IdentityImageKind,
): Promise<{ contentType: string; bytes: Buffer }> {
  const p = await findReviewRow(ctx, requestId);
  const fileId = image === 'idDocument' ? p.id_document_file_id : p.selfie_file_id;
  const storageKey = fileId && !p.images_deleted_at ? await storageKeyOf(ctx.db, fileId, p.lender_id) : undefined;
  const sealed = storageKey && (await ctx.storage.get(storageKey));
  if (!sealed) throw notFound('The photo');
  await recordAudit(ctx.db, {
    userId: reviewer.userId,
    lenderId: p.lender_id,
    action: 'OPS_IDENTITY_IMAGE_VIEWED',
    targetType: 'signature_request',
    targetId: p.request_id,
    ip: reviewer.ip,
    details: { image },
  });
  return { contentType: p.images[image].contentType, bytes: decryptBytes(ctx.config.piiKey, sealed) };
}
