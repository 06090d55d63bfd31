import { z } from 'zod';
import { optionalText, text } from './text-fields.js';
import { CAPABILITY_STATES } from './capabilities.js';
import { DELIVERY_OPTIONS, REJECTION_REASONS, type RejectionReason, REPORT_TYPES } from './domain.js';
import { FORM_CHECK_STATUSES, FORM_CHECK_VERDICTS, formLifeSchema } from './form-check.js';
import { MONITOR_TYPES } from './lenders.js';
import { pageInfoSchema } from './paging.js';
import { ESIGN_RENEWAL_LABEL, ESIGN_RENEWAL_MODES, IDENTITY_LEVELS } from './signature-requests.js';
import { REPORT_KINDS, taxPeriodsSchema } from './reports.js';

// The operations console (ROLE_ADMIN, docs/decisions/081): the work queue, a report's page and its actions,
// and the lenders' settings.

/** Reports waiting for operations. */
export const OPS_QUEUE_STATUSES = ['PENDING', 'IN_PROGRESS'] as const;
export const OPS_QUEUE_DEFAULT_SIZE = 20;

const code = <T extends readonly { code: string }[]>(list: T) =>
  list.map((x) => x.code) as [T[number]['code'], ...T[number]['code'][]];

export const opsQueueQuerySchema = z.object({
  page: z.coerce.number().int().min(0).max(100_000).default(0),
  size: z.coerce.number().int().min(1).max(100).default(OPS_QUEUE_DEFAULT_SIZE),
  lenderId: z.uuid().optional(),
  status: z.enum(OPS_QUEUE_STATUSES).optional(),
  delivery: z.enum(code(DELIVERY_OPTIONS)).optional(),
  reportType: z.enum(code(REPORT_TYPES)).optional(),
});
export type OpsQueueQuery = z.infer<typeof opsQueueQuerySchema>;

export const opsQueueRowSchema = z.object({
  reportId: z.string(),
  orderId: z.string().nullable(),
  kind: z.enum(REPORT_KINDS),
  lenderId: z.string(),
  lenderName: z.string(),
  clientId: z.string(),
  businessName: z.string(),
  reportType: z.string(),
  delivery: z.string().nullable(),
  status: z.enum(OPS_QUEUE_STATUSES),
  createdAt: z.string(),
  dueAt: z.string().nullable(),
  /** The latest check of the order's 8821 (decision 274), shown as a badge; null when not checked. */
  formCheck: z
    .object({ status: z.enum(FORM_CHECK_STATUSES), verdict: z.enum(FORM_CHECK_VERDICTS).nullable() })
    .nullable(),
});
export type OpsQueueRow = z.infer<typeof opsQueueRowSchema>;
export const opsQueuePageSchema = z.object({ content: z.array(opsQueueRowSchema), page: pageInfoSchema });
export type OpsQueuePage = z.infer<typeof opsQueuePageSchema>;

export const reportIdParamsSchema = z.object({ reportId: z.uuid() });

export const opsReportEventSchema = z.object({
  type: z.string(),
  at: z.string(),
  by: z.string().nullable(),
  note: z.string().nullable(),
});

export const opsReportDetailSchema = z.object({
  reportId: z.string(),
  kind: z.enum(REPORT_KINDS),
  status: z.enum(['PENDING', 'IN_PROGRESS', 'COMPLETED', 'REJECTED']),
  reportType: z.string(),
  lender: z.object({ id: z.string(), name: z.string() }),
  client: z.object({
    id: z.string(),
    businessName: z.string(),
    clientType: z.string(),
    status: z.string(),
    taxIdKind: z.string(),
    maskedTaxId: z.string(),
    address: z.string(),
    phone: z.string().nullable(),
  }),
  order: z
    .object({
      id: z.string(),
      delivery: z.string(),
      recordOfAccount: z.boolean(),
      taxReturnTranscripts: z.boolean(),
      wageIncome: z.boolean(),
      onDemand: z.boolean(),
      placedBy: z.string(),
      createdAt: z.string(),
      dueAt: z.string().nullable(),
      /** "Send it anyway" (decision 274): why the lender placed the order although its form check said likely rejection. */
      sendAnywayReason: z.string().nullable(),
    })
    .nullable(),
  /** The check of the order's 8821 (decision 274): null when it was not checked (placed before the check existed). */
  formCheck: z
    .object({
      status: z.enum(['queued', 'running', 'done', 'failed']),
      verdict: z.enum(['ready', 'check', 'likely_rejection']).nullable(),
      codes: z.array(z.string()),
      findings: z.array(z.object({ code: z.string(), verdict: z.string(), sentence: z.string() })),
    })
    .nullable(),
  hasForm8821: z.boolean(),
  /** Where the report's 8821 is in its life (decision 287): null without a form. */
  formLife: formLifeSchema.nullable(),
  /** A joint filer's spouse signed a Form 8821 of their own (decision 218): served by form8821?signer=spouse. */
  hasSpouseForm8821: z.boolean(),
  /** The form's file was deleted after the retention period (docs/decisions/219): nothing to show. */
  form8821DeletedAt: z.string().nullable(),
  /** The 8821 was signed through a signature request: the IRS takes it only through its online submission. */
  form8821ESigned: z.boolean(),
  /** Operations recorded that they submitted the e-signed 8821 online (decision 210). */
  onlineSubmission: z
    .object({ at: z.string(), by: z.string().nullable(), reference: z.string().nullable() })
    .nullable(),
  hasReportPdf: z.boolean(),
  rejection: z.object({ code: z.string(), reason: z.string(), note: z.string().nullable() }).nullable(),
  reportDate: z.string().nullable(),
  totalLiabilityCents: z.number().int(),
  riskLevel: z.string().nullable(),
  categories: z.array(z.string()),
  periods: taxPeriodsSchema,
  history: z.array(opsReportEventSchema),
});
export type OpsReportDetail = z.infer<typeof opsReportDetailSchema>;

const rejectionCodes = Object.keys(REJECTION_REASONS) as [RejectionReason, ...RejectionReason[]];
export const rejectReportSchema = z.object({
  code: z.enum(rejectionCodes),
  note: text('Note', { max: 1000, multiline: true }).min(1, 'Please add a note for the lender'),
});
export type RejectReportInput = z.infer<typeof rejectReportSchema>;

/** Operations submitted the report's e-signed 8821 through the IRS's online tool; the confirmation it gave, if any. */
export const recordOnlineSubmissionSchema = z.object({
  reference: optionalText('Confirmation', { max: 100 }),
});
export type RecordOnlineSubmissionInput = z.infer<typeof recordOnlineSubmissionSchema>;

/** The periods of a completed report: one row per period, or the same array uploaded as JSON. */
export const completeReportSchema = z.object({
  periods: taxPeriodsSchema.min(1, 'Enter at least one tax period').max(200),
  /** The business name on the IRS record, when operations finds it differs (decision 092). */
  irsName: text('IRS name', { max: 200, min: 1 }).optional(),
});
export type CompleteReportInput = z.infer<typeof completeReportSchema>;

export const opsLenderRowSchema = z.object({
  id: z.string(),
  companyName: z.string(),
  lenderType: z.string(),
  monitorType: z.string(),
  sso: z.boolean(),
  openReports: z.number().int(),
});
export type OpsLenderRow = z.infer<typeof opsLenderRowSchema>;

/** A lender's logo (signing page, decision 211): PNG or JPEG by content, at most 256 KB, 16 to 2000 px each way. */
export const LENDER_LOGO_MAX_BYTES = 256 * 1024;
export const LENDER_LOGO_MIN_PIXELS = 16;
export const LENDER_LOGO_MAX_PIXELS = 2000;
export const LENDER_LOGO_RULE = `The logo must be a PNG or JPEG image of at most ${LENDER_LOGO_MAX_BYTES / 1024} KB, ${LENDER_LOGO_MIN_PIXELS} to ${LENDER_LOGO_MAX_PIXELS} pixels wide and high.`;

export const opsLenderSettingsSchema = z.object({
  id: z.string(),
  companyName: z.string(),
  lenderType: z.string(),
  sso: z.boolean(),
  monitorType: z.enum(MONITOR_TYPES),
  canOrderExpress: z.boolean(),
  canOrderSameDay: z.boolean(),
  /** Requests per minute per API key; null: the default (600). */
  apiRateLimitPerMinute: z.number().int().nullable(),
  /** Days a signature request's link lives (shown; set in the database, 14 by default). */
  esignExpiryDays: z.number().int(),
  /** What happens when an e-signed 8821 starts to expire (docs/decisions/212). */
  esignRenewalMode: z.enum(ESIGN_RENEWAL_MODES),
  /** The identity levels the lender may choose when sending a request (docs/decisions/214). */
  esignIdentityLevels: z.array(z.enum(IDENTITY_LEVELS)),
  /** Every capability the lender has a state for, and the known ones it has none for (null). */
  capabilities: z.array(
    z.object({ name: z.string(), group: z.enum(['lender', 'serviceLevel', 'other']), state: z.string().nullable() }),
  ),
  /** A logo is set for the signing page (GET /api/ops/lenders/{id}/logo shows it). */
  hasLogo: z.boolean(),
});
export type OpsLenderSettings = z.infer<typeof opsLenderSettingsSchema>;

export const updateLenderSettingsSchema = z.object({
  monitorType: z.enum(MONITOR_TYPES),
  canOrderExpress: z.boolean(),
  canOrderSameDay: z.boolean(),
  /** Requests per minute per API key; null or absent: the default (600). */
  apiRateLimitPerMinute: z.number().int().min(1).max(100_000).nullable().optional(),
  /** Absent: unchanged. */
  esignRenewalMode: z.enum(ESIGN_RENEWAL_MODES).optional().meta({ title: ESIGN_RENEWAL_LABEL }),
  /** Absent: unchanged; at least one, each once. */
  esignIdentityLevels: z
    .array(z.enum(IDENTITY_LEVELS))
    .min(1, 'Allow at least one identity level')
    .refine((v) => new Set(v).size === v.length, 'List each identity level once')
    .optional()
    .meta({ title: 'Identity levels allowed' }),
  /** name -> state; null removes the capability (the lender then lacks it). */
  capabilities: z.record(z.string().regex(/^[A-Za-z0-9_]{1,60}$/), z.enum(CAPABILITY_STATES).nullable()),
});
export type UpdateLenderSettingsInput = z.infer<typeof updateLenderSettingsSchema>;
