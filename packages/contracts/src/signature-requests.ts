import { z } from 'zod';
import { optionalPhoneSchema } from './client-fields.js';
import { pageOf, PORTFOLIO_DEFAULT_SIZE, PORTFOLIO_MAX_SIZE } from './portfolio.js';
import { optionalText, text } from './text-fields.js';

/** Issue 24: a signature request's life (docs/decisions/198). */
export const SIGNATURE_REQUEST_STATUSES = ['SENT', 'OPENED', 'IDENTITY_CHECKED', 'SIGNED', 'DECLINED', 'EXPIRED', 'VOIDED', 'LOCKED'] as const;
export type SignatureRequestStatus = (typeof SIGNATURE_REQUEST_STATUSES)[number];
/** Statuses in which the link still works (the others are ends). */
export const OPEN_SIGNATURE_STATUSES: readonly SignatureRequestStatus[] = ['SENT', 'OPENED', 'IDENTITY_CHECKED'];
export const SIGNATURE_STATUS_LABELS: Record<SignatureRequestStatus, string> = {
  SENT: 'Sent',
  OPENED: 'Opened',
  IDENTITY_CHECKED: 'Identity checked',
  SIGNED: 'Signed',
  DECLINED: 'Declined',
  EXPIRED: 'Expired',
  VOIDED: 'Voided',
  LOCKED: 'Locked',
};
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

/** POST /api/clients/{id}/signature-requests. */
export const signatureRequestInputSchema = z.object({
  signerName: text('Signer name', { max: 120, min: 1 }),
  signerEmail: z.email('Enter a valid e-mail address').max(254).meta({ title: 'Signer e-mail' }),
  signerMobile: optionalPhoneSchema,
  signerTitle: optionalText('Signer title', { max: 80 }),
  attestRelationship: z.literal(true, 'Confirm the business relationship with the signer'),
});
export type SignatureRequestInput = z.input<typeof signatureRequestInputSchema>;

export const signatureRequestSchema = z.object({
  id: z.string(),
  clientId: z.string(),
  signerName: z.string(),
  signerEmail: z.string(),
  signerMobile: z.string().nullable(),
  signerTitle: z.string().nullable(),
  identityLevel: z.literal('KNOWN_BORROWER'),
  attestedByName: z.string(),
  status: z.enum(SIGNATURE_REQUEST_STATUSES),
  failedChecks: z.number(),
  sentAt: z.string(),
  expiresAt: z.string(),
  completedAt: z.string().nullable(),
  declineReason: z.string().nullable(),
  signedFileId: z.string().nullable(),
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
});
export type SignatureRequestListRow = z.infer<typeof signatureRequestListRowSchema>;
export const signatureRequestPageSchema = pageOf(signatureRequestListRowSchema);
export type SignatureRequestPage = z.infer<typeof signatureRequestPageSchema>;

const form8821AddressSchema = z.object({ line1: z.string(), line2: z.string().nullable().optional(), city: z.string(), state: z.string(), zip: z.string() });

/** The prefilled Form 8821 as a text rendering (the lender's review; the signer's accessible copy), tax id masked. */
export const prefilledFormSchema = z.object({
  revision: z.string(),
  taxpayer: z.object({ name: z.string(), taxIdKind: z.string(), taxId: z.string(), address: form8821AddressSchema, phone: z.string().nullable() }),
  /** Line 2: the provider first, then the client's lender designee where one is set. */
  designees: z.array(z.object({ name: z.string(), cafNumber: z.string(), address: form8821AddressSchema, phone: z.string(), sendCopies: z.boolean() })),
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
  identityChecked: z.boolean(),
  /** Tax id kind whose last 4 digits the signer confirms. */
  taxIdKind: z.string(),
  form: prefilledFormSchema,
  formSha256: z.string(),
});
export type SigningView = z.infer<typeof signingViewSchema>;

export const identityCheckSchema = z.object({
  last4: z.string().regex(/^\d{4}$/, 'Enter the last 4 digits').meta({ title: 'Last 4 digits' }),
  code: z.string().regex(/^\d{6}$/, 'Enter the 6-digit code').meta({ title: 'Code' }),
});

const signatureSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('typed'), name: text('Typed name', { max: 120, min: 1 }) }),
  z.object({
    kind: z.literal('drawn'),
    name: text('Printed name', { max: 120, min: 1 }),
    /** The drawing as a PNG data URL (at most ~300 KB). */
    png: z.string().max(400_000).regex(/^data:image\/png;base64,[A-Za-z0-9+/=]+$/, 'The drawing is not a PNG image').meta({ title: 'Drawn signature' }),
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
