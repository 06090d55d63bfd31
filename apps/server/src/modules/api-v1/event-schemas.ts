import type { DomainEventPayloads, DomainEventType } from '@taxlens/contracts';
import { z } from 'zod';

const id = (what: string) => z.string().meta({ description: `The ${what} id.` });

const signatureEvent = z.object({ signatureRequestId: id('signature request'), clientId: id('client') });

/**
 * The JSON schemas of the events' payloads for the /api/v1 document's `webhooks` section. Typed
 * against the stream's own payload types, so a payload change that is not described here fails to
 * compile.
 */
export const EVENT_PAYLOAD_SCHEMAS: { [K in DomainEventType]: z.ZodType<DomainEventPayloads[K]> } = {
  'client.created': z.object({ clientId: id('client') }),
  'client.archived': z.object({ clientId: id('client') }),
  'order.placed': z.object({
    orderIds: z.array(z.string()),
    bundleOrderId: z.string().nullable(),
    reportType: z.string(),
    delivery: z.string(),
    dueAt: z.string().meta({ description: 'ISO 8601, UTC.' }),
  }),
  'order.rejected': z.object({
    clientId: id('client'),
    orderId: z.string().nullable(),
    reportId: id('report'),
    reasonCode: z.string().nullable(),
    reasonLabel: z.string().nullable(),
  }),
  'report.completed': z.object({ clientId: id('client'), orderId: z.string().nullable(), reportId: id('report') }),
  'alert.raised': z.object({
    clientId: id('client'),
    reportId: z.string().nullable(),
    alertIds: z.array(z.string()),
    cause: z.enum(['REPORT', 'INCOMPLETE_AUTH', 'LENDER_RULE', 'ESIGN_RENEWAL']),
    rule: z
      .object({ ruleId: z.string(), version: z.number().int(), name: z.string(), digest: z.boolean() })
      .optional()
      .meta({ description: "The lender's alert rule that fired (cause LENDER_RULE)." }),
    signatureRequestId: z
      .string()
      .optional()
      .meta({ description: 'The signature request that was declined or expired (cause INCOMPLETE_AUTH).' }),
  }),
  'import.finished': z.object({
    importId: id('import'),
    created: z.number().int(),
    updated: z.number().int(),
    skipped: z.number().int(),
    failed: z.number().int(),
  }),
  'esign.sent': signatureEvent,
  'esign.viewed': signatureEvent,
  'esign.signed': z.object({
    signatureRequestId: id('signature request'),
    clientId: id('client'),
    fileId: id("signed 8821's file"),
  }),
  'esign.declined': signatureEvent,
  'esign.expired': signatureEvent,
  'esign.approved': z.object({
    signatureRequestId: id('signature request'),
    clientId: id('client'),
    fileId: id("signed 8821's file"),
  }),
  'esign.refused': signatureEvent,
  'form.checked': z.object({
    checkId: id('form check'),
    clientId: id('client'),
    orderId: id('order'),
    verdict: z
      .enum(['ready', 'check', 'likely_rejection'])
      .meta({ description: 'Ready; Check these (something to look at); Likely rejection (the IRS would refuse it).' }),
    codes: z
      .array(z.string())
      .meta({ description: 'The rejection codes the check raised (spec 2 §8), e.g. SECTION_4_CHECKED.' }),
  }),
  'form.rejected': z.object({
    fileId: id("rejected 8821's file"),
    clientId: id('client'),
    orderId: z
      .string()
      .nullable()
      .meta({ description: 'The order whose report was rejected; null for a monitoring report.' }),
    reportId: id('report'),
    code: z.string().meta({ description: 'The rejection code (spec 2 §8), e.g. SIGNATURE_MISSING_DECLINED.' }),
    label: z.string().meta({ description: "The code's label, e.g. Signature missing." }),
    fixable: z
      .boolean()
      .meta({ description: 'A new signature fixes it: the portal offers a prefilled signing request.' }),
    raisedByCheck: z
      .boolean()
      .meta({ description: 'The form check had raised the same code before the form was sent (form.checked).' }),
  }),
};

export const EVENT_SUMMARIES: Record<DomainEventType, string> = {
  'client.created': 'A client was created',
  'client.archived': 'A client was archived',
  'order.placed': 'Orders were placed',
  'order.rejected': 'An order was rejected (reason code and label)',
  'report.completed': 'A report was completed',
  'alert.raised': 'Alerts were raised',
  'import.finished': 'A client import finished',
  'esign.sent': 'A signature request was sent to the signer',
  'esign.viewed': "The signer opened the request's link",
  'esign.signed': "The signer signed: the form is the client's 8821",
  'esign.declined': 'The signer declined to sign',
  'esign.expired': 'A signature request expired unsigned',
  'esign.approved': "Operations approved the signer's remote identity proof: the form is the client's 8821",
  'esign.refused': "Operations refused the signer's remote identity proof: the form will not be used",
  'form.checked': "An order's Form 8821 was checked: the verdict and the rejection codes it raised",
  'form.rejected':
    "The IRS rejected a client's Form 8821: the code, whether a new signature fixes it and whether the check had raised it",
};
