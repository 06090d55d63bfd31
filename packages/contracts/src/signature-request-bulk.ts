import { z } from 'zod';
import { IDENTITY_LEVELS } from './signature-requests.js';
import { optionalText } from './text-fields.js';

/**
 * Signature requests sent in bulk (docs/decisions/215): from an import's result or
 * a portfolio selection, one request per client to the client's contact, as one background job.
 */
export const BULK_SIGNATURE_LIMIT = 1_000;

const clientIdsSchema = z
  .array(z.uuid())
  // Beyond the limit the one validation sentence says so: "Clients must have at most 1,000 items."
  .min(1)
  .max(BULK_SIGNATURE_LIMIT)
  .transform((ids) => [...new Set(ids)])
  .meta({ title: 'Clients' });

/** POST /api/signature-requests/bulk/preview: who would be sent a request, who skipped and why. */
export const bulkSignatureSelectionSchema = z.object({
  clientIds: clientIdsSchema,
  /** Skip clients whose 8821 on file may still be used for an order (the import result's choice). */
  onlyWithoutUsableForm: z.boolean().default(false),
});
export type BulkSignatureSelection = z.input<typeof bulkSignatureSelectionSchema>;

/**
 * POST /api/signature-requests/bulk (optional Idempotency-Key header). The identity level is the
 * batch's, among those operations allow the lender (docs/decisions/214, 219); the known-borrower
 * attestation is made once for the batch by the sending user and recorded on each request.
 */
export const bulkSignatureSendSchema = bulkSignatureSelectionSchema
  .extend({
    identityLevel: z.enum(IDENTITY_LEVELS).default('KNOWN_BORROWER').meta({ title: 'Identity check' }),
    attestRelationship: z.boolean().optional().meta({ title: 'Business relationship' }),
    /** Added to each signer's mail. */
    note: optionalText('Note to the signers', { max: 500, multiline: true }),
  })
  .superRefine((v, ctx) => {
    if (v.identityLevel === 'KNOWN_BORROWER' && v.attestRelationship !== true) {
      ctx.addIssue({
        code: 'custom',
        path: ['attestRelationship'],
        message: 'Confirm the business relationship with every signer',
      });
    }
  });
export type BulkSignatureSend = z.input<typeof bulkSignatureSendSchema>;

export const bulkSkippedClientSchema = z.object({
  clientId: z.string(),
  /** null when the id is not a client of the selected lender (nothing about it is told). */
  businessName: z.string().nullable(),
  reason: z.string(),
});
export type BulkSkippedClient = z.infer<typeof bulkSkippedClientSchema>;

export const bulkSignaturePreviewSchema = z.object({
  ready: z.array(
    z.object({ clientId: z.string(), businessName: z.string(), signerName: z.string(), signerEmail: z.string() }),
  ),
  skipped: z.array(bulkSkippedClientSchema),
});
export type BulkSignaturePreview = z.infer<typeof bulkSignaturePreviewSchema>;

export const bulkSignatureJobParamsSchema = z.object({ jobId: z.uuid() });

/** GET /api/signature-requests/bulk/{jobId}: progress while it runs, then the result. */
export const bulkSignatureJobSchema = z.object({
  jobId: z.string(),
  status: z.enum(['QUEUED', 'RUNNING', 'DONE', 'FAILED']),
  total: z.number(),
  done: z.number(),
  sent: z.number(),
  skipped: z.array(bulkSkippedClientSchema),
  /** Clients whose request could not be sent for an unexpected reason (the others were sent). */
  failed: z.array(bulkSkippedClientSchema),
  finishedAt: z.string().nullable(),
});
export type BulkSignatureJob = z.infer<typeof bulkSignatureJobSchema>;
