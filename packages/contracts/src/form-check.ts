import { z } from 'zod';

// Decision 274: the Form 8821 check of packages/form-check as the portal's API answers it
// (the library's shape, the TIN masked), and the calls that start and read a check.

export const FORM_CHECK_VERDICTS = ['ready', 'check', 'likely_rejection'] as const;
export type FormCheckVerdict = (typeof FORM_CHECK_VERDICTS)[number];
export const FORM_CHECK_STATUSES = ['queued', 'running', 'done', 'failed'] as const;
export type FormCheckStatus = (typeof FORM_CHECK_STATUSES)[number];

/** The verdicts as the lender reads them. */
export const FORM_CHECK_VERDICT_LABELS: Record<FormCheckVerdict, string> = {
  ready: 'Ready',
  check: 'Check these',
  likely_rejection: 'Likely rejection',
};

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
