import { z } from 'zod';
import { optionalPhoneSchema } from './client-fields.js';
import { pageOf, PORTFOLIO_DEFAULT_SIZE, PORTFOLIO_MAX_SIZE } from './paging.js';
import { SIGNER_ROLES } from './signature-request-labels.js';
import { SIGNATURE_REQUEST_STATUSES, type SignatureRequestStatus } from './signature-statuses.js';
import { optionalText, text } from './text-fields.js';

export * from './signature-statuses.js';

export * from './signature-request-labels.js';

/** Failed identity checks that lock a request (docs/decisions/197). */
export const SIGNATURE_CHECK_LIMIT = 5;

/**
 * What the portal does when a client's e-signed 8821 starts to expire (docs/decisions/212): ASK
 * raises an alert for the lender (the default), AUTO sends the renewal request to the last signer,
 * OFF does nothing.
 */
export const ESIGN_RENEWAL_MODES = ['ASK', 'AUTO', 'OFF'] as const;
export type EsignRenewalMode = (typeof ESIGN_RENEWAL_MODES)[number];
export const ESIGN_RENEWAL_LABEL = 'Renewal of expiring e-signed 8821s';
export const ESIGN_RENEWAL_MODE_LABELS: Record<EsignRenewalMode, string> = {
  ASK: 'Ask us first',
  AUTO: 'Send by itself to the last signer',
  OFF: 'Off',
};

/**
 * How the signer proves who they are (docs/decisions/197, 214). Operations choose per lender which
 * levels it may use (known borrower only by default); the lender picks one per request.
 */
export const IDENTITY_LEVELS = ['KNOWN_BORROWER', 'REMOTE_PROOF'] as const;
export type IdentityLevel = (typeof IDENTITY_LEVELS)[number];
export const IDENTITY_LEVEL_LABELS: Record<IdentityLevel, string> = {
  KNOWN_BORROWER: 'Known borrower',
  REMOTE_PROOF: 'Remote identity proof',
};
export const IDENTITY_LEVEL_HINTS: Record<IdentityLevel, string> = {
  KNOWN_BORROWER: 'You know the signer. They confirm a code sent to them and the last 4 digits of the tax id.',
  REMOTE_PROOF:
    'You have no relationship with the signer. They also photograph a government photo ID and take a selfie; our operations staff approve them before the form can be used.',
};
export const DEFAULT_IDENTITY_LEVELS: readonly IdentityLevel[] = ['KNOWN_BORROWER'];

/** GET /api/signature-requests/identity-levels: the levels the selected lender may choose from. */
export const identityLevelsSchema = z.object({ identityLevels: z.array(z.enum(IDENTITY_LEVELS)) });
export type IdentityLevels = z.infer<typeof identityLevelsSchema>;

/** POST /api/clients/{id}/signature-requests. The attestation is asked of a known borrower only (a remote signer has no relationship). */
export const signatureRequestInputSchema = z
  .object({
    signerName: text('Signer name', { max: 120, min: 1 }),
    signerEmail: z.email('Enter a valid e-mail address').max(254).meta({ title: 'Signer e-mail' }),
    signerMobile: optionalPhoneSchema,
    signerTitle: optionalText('Signer title', { max: 80 }),
    identityLevel: z.enum(IDENTITY_LEVELS).default('KNOWN_BORROWER').meta({ title: 'Identity check' }),
    attestRelationship: z.boolean().optional().meta({ title: 'Business relationship' }),
    /** A joint filer's spouse signs a form of their own (docs/decisions/218): required for such a client, refused for any other. */
    spouse: z
      .object({
        signerName: text('Spouse signer name', { max: 120, min: 1 }),
        signerEmail: z.email('Enter a valid e-mail address').max(254).meta({ title: 'Spouse e-mail' }),
        signerMobile: optionalPhoneSchema,
      })
      .optional(),
  })
  .superRefine((v, ctx) => {
    if (v.identityLevel === 'KNOWN_BORROWER' && v.attestRelationship !== true) {
      ctx.addIssue({
        code: 'custom',
        path: ['attestRelationship'],
        message: 'Confirm the business relationship with the signer',
      });
    }
  });
export type SignatureRequestInput = z.input<typeof signatureRequestInputSchema>;

export const signatureRequestSchema = z.object({
  id: z.string(),
  clientId: z.string(),
  signerName: z.string(),
  signerEmail: z.string(),
  signerMobile: z.string().nullable(),
  signerTitle: z.string().nullable(),
  identityLevel: z.enum(IDENTITY_LEVELS),
  /** Who attested the relationship (known borrower); for a remote identity proof, who sent the request. */
  attestedByName: z.string(),
  /** Remote identity proof: operations' decision once made (null before, and for a known borrower). */
  identityReview: z
    .object({ decision: z.enum(['APPROVED', 'REFUSED']), decidedAt: z.string(), reason: z.string().nullable() })
    .nullable(),
  status: z.enum(SIGNATURE_REQUEST_STATUSES),
  failedChecks: z.number(),
  sentAt: z.string(),
  expiresAt: z.string(),
  completedAt: z.string().nullable(),
  declineReason: z.string().nullable(),
  signedFileId: z.string().nullable(),
  /** Whose form (docs/decisions/218); the two requests of a joint filers' send share `pairId`. */
  signerRole: z.enum(SIGNER_ROLES),
  pairId: z.string().nullable(),
  /** When the forms, evidence and identity facts were deleted after the retention period (docs/decisions/219); null while kept. */
  evidenceDeletedAt: z.string().nullable(),
});
export type SignatureRequestView = z.infer<typeof signatureRequestSchema>;

const STATUS_NAMES = SIGNATURE_REQUEST_STATUSES.join('|');
const STATUS_LIST = new RegExp(`^(${STATUS_NAMES})(,(${STATUS_NAMES}))*$`);

/**
 * GET /api/signature-requests: the lender's requests across its clients (docs/decisions/208),
 * paged as the portfolio lists are; `status` is one status or several, comma-separated (refused as
 * a whole, so the message names the field).
 */
export const signatureRequestListQuerySchema = z.object({
  page: z.coerce.number().int().min(0).max(100_000).default(0),
  size: z.coerce.number().int().min(1).max(PORTFOLIO_MAX_SIZE).default(PORTFOLIO_DEFAULT_SIZE),
  status: z
    .string()
    .max(200)
    .regex(STATUS_LIST, `Status must be one or more of ${SIGNATURE_REQUEST_STATUSES.join(', ')}, comma-separated.`)
    .meta({ title: 'Status', description: `One or more of ${SIGNATURE_REQUEST_STATUSES.join(', ')}, comma-separated` })
    .transform((value) => [...new Set(value.split(','))] as SignatureRequestStatus[])
    .optional(),
});
export type SignatureRequestListQuery = z.input<typeof signatureRequestListQuerySchema>;

/** A row of the portfolio list: the request as the client page shows it, its client's name and its latest evidence. */
export const signatureRequestListRowSchema = signatureRequestSchema.extend({
  businessName: z.string(),
  lastEvent: z.object({ type: z.string(), at: z.string() }).nullable(),
  /** The other signer of a joint filers' pair (docs/decisions/218), null for a request sent alone. */
  pairSignerName: z.string().nullable(),
});
export type SignatureRequestListRow = z.infer<typeof signatureRequestListRowSchema>;
export const signatureRequestPageSchema = pageOf(signatureRequestListRowSchema);
export type SignatureRequestPage = z.infer<typeof signatureRequestPageSchema>;

const form8821AddressSchema = z.object({
  line1: z.string(),
  line2: z.string().nullable().optional(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
});

/** The prefilled Form 8821 as a text rendering (the lender's review; the signer's accessible copy), tax id masked. */
export const prefilledFormSchema = z.object({
  revision: z.string(),
  taxpayer: z.object({
    name: z.string(),
    taxIdKind: z.string(),
    taxId: z.string(),
    address: form8821AddressSchema,
    phone: z.string().nullable(),
  }),
  /** Line 2: the provider first, then the client's lender designee where one is set. */
  designees: z.array(
    z.object({
      name: z.string(),
      cafNumber: z.string(),
      address: form8821AddressSchema,
      phone: z.string(),
      sendCopies: z.boolean(),
    }),
  ),
  /** Line 3 as printed: type of tax information, forms, years or periods (formCoverage). */
  matters: z.array(z.object({ type: z.string(), forms: z.array(z.string()), periods: z.string() })),
});
export type PrefilledForm = z.infer<typeof prefilledFormSchema>;

/** GET /api/sign/{token}: what the signing page shows. */
export const signingViewSchema = z.object({
  lenderName: z.string(),
  /** The lender has a logo: GET /api/sign/{token}/logo answers it. */
  lenderLogo: z.boolean(),
  signerName: z.string(),
  signerTitle: z.string().nullable(),
  status: z.enum(SIGNATURE_REQUEST_STATUSES),
  expiresAt: z.string(),
  /**
   * This browser passed the identity check: it holds the pass the check set (docs/decisions/291). A
   * checked request (status IDENTITY_CHECKED) answers false to another browser with the same link.
   */
  identityChecked: z.boolean(),
  identityLevel: z.enum(IDENTITY_LEVELS),
  /** Remote identity proof: the facts and photos were received for the current link (signing may follow). */
  identityProofReceived: z.boolean(),
  /** Days the identity photos are kept after operations decide (the privacy notice says it). */
  identityImageRetentionDays: z.number(),
  /** Tax id kind whose last 4 digits the signer confirms. */
  taxIdKind: z.string(),
  /** The tax id shows no digit before the identity check, and the last 4 after it (docs/decisions/255). */
  form: prefilledFormSchema,
  /** The presented PDF's SHA-256: null before the identity check (it would let guesses of the tax id be tested). */
  formSha256: z.string().nullable(),
});
export type SigningView = z.infer<typeof signingViewSchema>;

export const identityCheckSchema = z.object({
  last4: z
    .string()
    .regex(/^\d{4}$/, 'Enter the last 4 digits')
    .meta({ title: 'Last 4 digits' }),
  code: z
    .string()
    .regex(/^\d{6}$/, 'Enter the 6-digit code')
    .meta({ title: 'Code' }),
});

const signatureSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('typed'), name: text('Typed name', { max: 120, min: 1 }) }),
  z.object({
    kind: z.literal('drawn'),
    name: text('Printed name', { max: 120, min: 1 }),
    /** The drawing as a PNG data URL (at most ~300 KB). */
    png: z
      .string()
      .max(400_000)
      .regex(/^data:image\/png;base64,[A-Za-z0-9+/=]+$/, 'The drawing is not a PNG image')
      .meta({ title: 'Drawn signature' }),
  }),
]);

export const signFormSchema = z.object({
  title: optionalText('Title', { max: 80 }),
  phone: optionalPhoneSchema,
  keepPriorAuthorizations: z.boolean(),
  esignConsent: z.literal(true, 'Consent to sign electronically to continue'),
  signature: signatureSchema,
  timeZone: z.string().max(64).default('UTC'),
});
export type SignFormInput = z.input<typeof signFormSchema>;

export const declineSchema = z.object({ reason: text('Reason', { max: 500, min: 1, multiline: true }) });

/** After signing: where the signed PDF can be fetched for a short while. */
export const signedResultSchema = z.object({ downloadUrl: z.string(), downloadExpiresAt: z.string() });
