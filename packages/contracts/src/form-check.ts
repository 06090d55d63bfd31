import { z } from 'zod';
import { FORM_STAGES } from './form-stage.js';
import { FORM_CHECK_STATUSES, FORM_CHECK_VERDICTS } from './form-check-labels.js';

// The stages' list and labels live apart, without zod, for the lists that show them (issue 50).
export * from './form-stage.js';
export * from './form-check-labels.js';

// Decision 274: the Form 8821 check of packages/form-check as the portal's API answers it
// (the library's shape, the TIN masked), and the calls that start and read a check.

/** A box on a page in PDF points, from the page's bottom-left corner. */
export const formCheckBoxSchema = z.object({
  page: z.number().int(),
  x: z.number(),
  y: z.number(),
  w: z.number(),
  h: z.number(),
});
export type FormCheckBox = z.infer<typeof formCheckBoxSchema>;

export const formCheckFindingSchema = z.object({
  code: z.string(),
  verdict: z.enum(['check', 'likely_rejection']),
  sentence: z.string(),
  page: z.number().int().nullable(),
  box: formCheckBoxSchema.nullable(),
});
export type FormCheckFinding = z.infer<typeof formCheckFindingSchema>;

/** What was read from the form; `tin` is masked (its last four digits only). */
export const formCheckFieldsSchema = z.object({
  formNumber: z.string().nullable(),
  revision: z.string().nullable(),
  taxpayerName: z.string().nullable(),
  tin: z.string().nullable(),
  designees: z.array(z.object({ name: z.string(), caf: z.string() })),
  taxForms: z.array(z.string()),
  years: z.array(z.string()),
  line4Checked: z.boolean().nullable(),
  signed: z.boolean().nullable(),
  signerName: z.string().nullable(),
  title: z.string().nullable(),
  signedOn: z.string().nullable(),
});
export type FormCheckFields = z.infer<typeof formCheckFieldsSchema>;

/** A page preview the server drew (the TIN covered): its size in pixels and pixels per PDF point. */
export const formCheckPageSchema = z.object({
  page: z.number().int(),
  width: z.number().int(),
  height: z.number().int(),
  scale: z.number(),
});

export const formCheckSchema = z.object({
  id: z.uuid(),
  clientId: z.uuid(),
  orderId: z.uuid().nullable(),
  fileName: z.string(),
  status: z.enum(FORM_CHECK_STATUSES),
  /** Why a failed check failed (after its retries). */
  failureReason: z.string().nullable(),
  verdict: z.enum(FORM_CHECK_VERDICTS).nullable(),
  codes: z.array(z.string()),
  findings: z.array(formCheckFindingSchema),
  fields: formCheckFieldsSchema.nullable(),
  readBy: z.enum(['fields', 'text', 'ocr']).nullable(),
  pages: z.array(formCheckPageSchema),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type FormCheck = z.infer<typeof formCheckSchema>;

export const formCheckStartedSchema = z.object({ id: z.uuid(), status: z.enum(FORM_CHECK_STATUSES) });
export const formCheckParamsSchema = z.object({ checkId: z.uuid() });
export const formCheckPageParamsSchema = z.object({ checkId: z.uuid(), page: z.coerce.number().int().min(1).max(9) });

/** The reason a lender gives to place an order whose form the check found a likely rejection. */
export const sendAnywayReasonSchema = z.string().trim().min(3).max(500);

/**
 * The form check of a stored 8821 as its pages show it: the latest finished check's verdict, else the state of
 * the latest check (queued, running or failed). A form stored before the check existed has none ("Not checked")
 * until the background pass checks it (decision 289).
 */
export const formCheckStateSchema = z.object({
  status: z.enum(FORM_CHECK_STATUSES),
  verdict: z.enum(FORM_CHECK_VERDICTS).nullable(),
});
export type FormCheckState = z.infer<typeof formCheckStateSchema>;

/** Where a stored 8821 is in its life, and when it got there (UTC). */
export const formLifeSchema = z.object({
  stage: z.enum(FORM_STAGES),
  /** The form's check; null when it was never checked ("Not checked"). */
  check: formCheckStateSchema.nullable(),
  submittedAt: z.string().nullable(),
  submittedVia: z.enum(['fax', 'online']).nullable(),
  recordedOnCafAt: z.string().nullable(),
  /** `transcript`: recorded when the first transcript was received under the form. */
  recordedOnCafFrom: z.enum(['operator', 'transcript']).nullable(),
  rejectedAt: z.string().nullable(),
  rejectionCode: z.string().nullable(),
  /** A new signature would fix the rejection: a prefilled signing request is offered. */
  fixable: z.boolean(),
  revokedAt: z.string().nullable(),
});
export type FormLife = z.infer<typeof formLifeSchema>;

/** An operator moves a report's form on: submitted (fax or online), recorded on the CAF, revoked. */
export const moveFormStageSchema = z.discriminatedUnion('stage', [
  z.object({ stage: z.literal('submitted'), via: z.enum(['fax', 'online']) }),
  z.object({ stage: z.literal('recorded') }),
  z.object({ stage: z.literal('revoked') }),
]);
export type MoveFormStageInput = z.infer<typeof moveFormStageSchema>;

/** Operations' missed rejections: the IRS rejected with a code the check had not raised (decision 287). */
export const missedRejectionSchema = z.object({
  code: z.string(),
  label: z.string(),
  count: z.number().int(),
  orders: z.array(
    z.object({
      reportId: z.string(),
      orderId: z.string(),
      lenderName: z.string(),
      businessName: z.string(),
      rejectedAt: z.string(),
      verdict: z.enum(FORM_CHECK_VERDICTS),
      codesRaised: z.array(z.string()),
    }),
  ),
});
export const missedRejectionsSchema = z.object({ codes: z.array(missedRejectionSchema), total: z.number().int() });
export type MissedRejections = z.infer<typeof missedRejectionsSchema>;
