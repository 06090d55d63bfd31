import {
  ALERT_TYPES,
  collectionStageSchema,
  reportEvidenceLineSchema,
  reportViewSchema,
  taxPeriodSchema,
  transcriptActBySchema,
  clientDetailSchema,
  clientOrderSchema,
  clientSummarySchema,
  CLIENT_STATUSES,
  MONITOR_TYPES,
} from '@taxlens/contracts';
import { z } from 'zod';

// The shapes of /api/v1 (decision 186): the portal's own schemas, less what only the web app uses
// (the caller's permissions, the lender's capabilities). Times are ISO 8601 in UTC.

export const idParamsSchema = z.object({ id: z.uuid().meta({ description: 'The id of the resource.' }) });

const taxIdNote = 'Masked (last four) unless the caller has the `pii` scope and asks with `reveal=taxId` (audited).';
export const clientSchema = clientDetailSchema
  .omit({ capabilities: true, permissions: true, bundle: true })
  .extend({
    ein: z.string().nullable().meta({ description: taxIdNote }),
    ssn: z.string().nullable().meta({ description: taxIdNote }),
  })
  .meta({ id: 'Client' });

export const clientListItemSchema = clientSummarySchema
  .extend({ monitoringFrequency: z.enum(MONITOR_TYPES), createdAt: z.iso.datetime() })
  .meta({ id: 'ClientListItem' });

export const revealQuerySchema = z.object({
  reveal: z
    .enum(['taxId'])
    .optional()
    .meta({ description: 'taxId: answer the full tax id (needs the `pii` scope; audited).' }),
});

export const clientListQuerySchema = z.object({
  status: z.enum(CLIENT_STATUSES).optional(),
  clientType: z.string().max(30).optional(),
  name: z.string().max(100).optional().meta({ description: 'Part of the business name.' }),
});

export const taxIdLookupSchema = z.object({
  taxId: z
    .string()
    .min(9)
    .max(11)
    .meta({ title: 'Tax id', description: 'An EIN (12-3456789) or SSN (123-45-6789), with or without dashes.' }),
});

export const monitoringSchema = z.object({ frequency: z.enum(MONITOR_TYPES) }).meta({ id: 'Monitoring' });

export const orderSchema = clientOrderSchema.extend({ priceCents: z.number().int().optional() }).meta({ id: 'Order' });
export const orderListQuerySchema = z.object({ clientId: z.uuid().optional(), status: z.string().max(20).optional() });
export const placedOrdersSchema = z.object({ orders: z.array(orderSchema) });

export const alertSchema = z
  .object({
    id: z.string(),
    type: z.enum(ALERT_TYPES),
    title: z.string(),
    body: z.string(),
    createdAt: z.iso.datetime(),
    clientId: z.string().nullable(),
    reportId: z.string().nullable(),
  })
  .meta({ id: 'Alert' });
export const alertListQuerySchema = z.object({ type: z.enum(ALERT_TYPES).optional() });

export const priceListSchema = z
  .object({
    showPrices: z.boolean().meta({ description: 'Whether the lender sees prices; without it no price is given.' }),
    products: z.array(
      z.object({
        productIdentifier: z.string(),
        reportType: z.string(),
        delivery: z.string(),
        label: z.string(),
        priceCents: z.number().int().optional(),
      }),
    ),
    addOnPrices: z.record(z.string(), z.number().int()).nullable(),
  })
  .meta({ id: 'Prices' });

export const eventSchema = z
  .object({
    id: z.string().meta({ description: 'The event id; the `webhook-id` of its webhook deliveries.' }),
    type: z.string(),
    version: z.number().int(),
    occurredAt: z.iso.datetime(),
    data: z.record(z.string(), z.unknown()),
  })
  .meta({ id: 'Event' });
export const eventListQuerySchema = z.object({
  type: z.string().max(200).optional().meta({ description: 'Comma-separated event types.' }),
});

// Decision 279: each period of a report explains itself beside its figures, which keep their meaning.
const reportPeriodSchema = z
  .object({
    ...taxPeriodSchema.shape,
    evidence: z.array(reportEvidenceLineSchema.meta({ id: 'EvidenceLine' })).meta({
      description:
        'The IRS transcript lines the period was read from, one per fact; empty when the report was completed by hand. Never the files.',
    }),
    stage: collectionStageSchema.meta({ id: 'CollectionStage' }).nullable().meta({
      description: 'The collection stage and the date it was reached; null when the report was completed by hand.',
    }),
    actBy: transcriptActBySchema.meta({ id: 'ActBy' }).nullable().meta({
      description:
        'The dates a lender acts on, each `stated` (printed on the transcript) or `estimate` (computed from it, `why` says how): levy possible from (final notice + 30 days), a lien filed within the last 45 days, the collection statute expiration. Null when the report was completed by hand.',
    }),
    entered: z.array(z.string()).meta({
      description:
        'The facts operations entered (corrected) rather than read from the transcript, e.g. balanceCents; empty otherwise.',
    }),
    explanation: z.string().meta({
      description: 'One sentence in plain words: filed or not, what is owed, the stage and when a levy is possible.',
    }),
  })
  .meta({ id: 'ReportPeriod' });

export const reportSchema = reportViewSchema.extend({ periods: z.array(reportPeriodSchema) }).meta({ id: 'Report' });
