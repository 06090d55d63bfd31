import { z } from 'zod';
import { addressFields, ssnSchema } from './client-fields.js';
import { pageOf } from './paging.js';
import { text } from './text-fields.js';

// The remote identity proof of a signature request (docs/decisions/214): what the signer
// enters and uploads, and what operations staff see when they approve or refuse it.

/** Each photo (government photo ID, selfie): a JPEG or PNG decided by its bytes, at most 10 MB. */
export const IDENTITY_IMAGE_MAX_BYTES = 10 * 1024 * 1024;
export const IDENTITY_IMAGE_RULE = `Each photo must be a JPEG or PNG image of at most ${IDENTITY_IMAGE_MAX_BYTES / 1024 / 1024} MB.`;
/** The two photos, by the multipart part that carries each. */
export const IDENTITY_IMAGE_KINDS = ['idDocument', 'selfie'] as const;
export type IdentityImageKind = (typeof IDENTITY_IMAGE_KINDS)[number];
export const IDENTITY_IMAGE_LABELS: Record<IdentityImageKind, string> = {
  idDocument: 'Photo of the government photo ID',
  selfie: 'Selfie',
};

/** The signer must be an adult on the day they prove who they are. */
export const ADULT_AGE = 18;

/** True when someone born on `dateOfBirth` (YYYY-MM-DD) is at least 18 on `today` (YYYY-MM-DD). */
export function isAdultOn(dateOfBirth: string, today: string): boolean {
  const [y, m, d] = dateOfBirth.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  const age = ty - y - (tm < m || (tm === m && td < d) ? 1 : 0);
  return age >= ADULT_AGE;
}

export const dateOfBirthSchema = z.iso
  .date('Enter the date of birth as YYYY-MM-DD')
  .refine((v) => v >= '1900-01-01', 'Enter a date of birth after 1900')
  .meta({ title: 'Date of birth' });

/** The facts the signer enters (the `facts` part of POST /api/sign/{token}/proof, as JSON). */
export const identityFactsSchema = z.object({
  fullName: text('Full name', { max: 120, min: 1 }),
  /** SSN or ITIN, NNN-NN-NNNN, each by its own rule (contracts tax-ids). */
  taxId: ssnSchema.meta({ title: 'SSN or ITIN' }),
  ...addressFields,
  dateOfBirth: dateOfBirthSchema,
});
export type IdentityFactsInput = z.input<typeof identityFactsSchema>;

const reviewDecisionSchema = z.object({
  decision: z.enum(['APPROVED', 'REFUSED']),
  decidedAt: z.string(),
  decidedByName: z.string(),
  reason: z.string().nullable(),
});

/** A row of the operations list of identity reviews waiting, oldest first. */
export const identityReviewRowSchema = z.object({
  requestId: z.string(),
  lenderName: z.string(),
  businessName: z.string(),
  signerName: z.string(),
  submittedAt: z.string(),
  signedAt: z.string(),
});
export type IdentityReviewRow = z.infer<typeof identityReviewRowSchema>;
export const identityReviewPageSchema = pageOf(identityReviewRowSchema).extend({
  /** Decided in the last 30 days, for the page's counts. */
  decidedLast30Days: z.object({ approved: z.number(), refused: z.number() }),
});
export type IdentityReviewPage = z.infer<typeof identityReviewPageSchema>;
export const identityReviewQuerySchema = z.object({
  page: z.coerce.number().int().min(0).max(100_000).default(0),
  size: z.coerce.number().int().min(1).max(100).default(25),
});

const imageInfoSchema = z.object({
  contentType: z.string(),
  width: z.number(),
  height: z.number(),
  sizeBytes: z.number(),
});

/** GET /api/ops/identity-reviews/{requestId}: the recorded facts beside the photos; tax ids masked. */
export const identityReviewSchema = z.object({
  requestId: z.string(),
  status: z.string(),
  lenderName: z.string(),
  client: z.object({ businessName: z.string(), taxIdKind: z.string(), taxIdMasked: z.string() }),
  signer: z.object({ name: z.string(), email: z.string(), title: z.string().nullable() }),
  facts: z.object({
    fullName: z.string(),
    taxIdKind: z.enum(['SSN', 'ITIN']),
    taxIdMasked: z.string(),
    address: z.object({
      line1: z.string(),
      line2: z.string().nullable(),
      city: z.string(),
      state: z.string(),
      zip: z.string(),
    }),
    dateOfBirth: z.string(),
  }),
  images: z.object({ idDocument: imageInfoSchema, selfie: imageInfoSchema }).nullable(),
  /** When the photos were deleted (N days after the decision); the facts and the decision stay. */
  imagesDeletedAt: z.string().nullable(),
  submittedAt: z.string(),
  signedAt: z.string().nullable(),
  review: reviewDecisionSchema.nullable(),
});
export type IdentityReview = z.infer<typeof identityReviewSchema>;

export const refuseIdentityInputSchema = z.object({ reason: text('Reason', { max: 500, min: 1, multiline: true }) });
export type RefuseIdentityInput = z.infer<typeof refuseIdentityInputSchema>;
