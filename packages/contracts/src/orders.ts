import { z } from 'zod';
import { toSafeFileName } from './file-name.js';
import { DELIVERY_OPTIONS, type DeliveryCode, REPORT_TYPES, type ReportTypeCode } from './domain.js';
import { sendAnywayReasonSchema } from './form-check.js';
import { ADD_ON_FREQUENCIES } from './order-rules.js';
import { SIGNATURE_REQUEST_STATUSES, signatureRequestInputSchema } from './signature-requests.js';

// Spec 2 §2-§9: the place-order form data and the order calls' schemas. The add-on rules, pure functions
// the form and the server share, live without zod in order-rules.ts and are re-exported here.

/** Spec 2 §9, the service levels with their capability flag; keys match by code or lower-case name. */
export const SERVICE_LEVELS = [
  { name: 'Express', value: 'TGR_EXPRESS', capability: 'expressUpgrade' },
  { name: 'Same Day', value: 'TGR_SAME_DAY', capability: 'sameDayUpgrade' },
  { name: 'Next Day', value: 'TGR_NEXT_DAY', capability: 'nextDayUpgrade' },
  { name: 'Ten Day', value: 'TGR_TEN_DAY', capability: 'tenDayUpgrade' },
  { name: 'Thirty Day', value: 'TGR_THIRTY_DAY', capability: 'thirdayUpgrade' },
  { name: 'Three Day', value: 'TGR_THREE_DAY', capability: 'threeDayUpgrade' },
  { name: 'On Demand', value: 'TGR_ON_DEMAND', capability: 'onDemandUpgrade' },
  { name: 'BHG', value: 'TGR_BHG', capability: 'bhgUpgrade' },
  { name: 'Basic', value: 'LITE_BASIC', capability: 'liteBasic' },
  {
    name: 'Monthly monitoring',
    value: 'MONITORING_MONTHLY',
    sourceCode: 'STANDARD_MONITORING_MONTHLY',
    capability: 'monitoringMonthly',
  },
  { name: 'Semi-Monthly monitoring', value: 'STANDARD_MONITORING_SEMI_MONTHLY', capability: 'monitoringMonthly' },
  { name: 'Weekly monitoring', value: null, capability: 'monitoringWeekly' },
] as const;

// Without zod, for the pages that only show an order (decision 326) and Place Order's first view (331).
export { ADD_ON_LABELS, type AddOnKey, type AddOnValues, DELIVERY_LABELS } from './order-labels.js';
export {
  ADD_ON_FREQUENCIES,
  type AddOnClient,
  type AddOnFrequencyCode,
  type AddOnState,
  checkAddOns,
  decideAddOns,
  IDEMPOTENCY_HEADER,
  initialAddOnValues,
  isAddOnDisabled,
  sortDeliveries,
  toggleAddOn,
  WRONG_FILE_TYPE_TOAST,
  WRONG_FILE_TYPE_TOAST_MS,
} from './order-rules.js';

export const deliveryCodeSchema = z.enum(DELIVERY_OPTIONS.map((d) => d.code) as [DeliveryCode, ...DeliveryCode[]]);
export const reportTypeCodeSchema = z.enum(REPORT_TYPES.map((t) => t.code) as [ReportTypeCode, ...ReportTypeCode[]]);
const frequencySchema = z.enum(ADD_ON_FREQUENCIES);

export const addOnFrequenciesSchema = z.object({
  trtFrequency: frequencySchema,
  roaFrequency: frequencySchema,
  wiFrequency: frequencySchema,
});
export type AddOnFrequencies = z.infer<typeof addOnFrequenciesSchema>;

export const deliveryEntrySchema = z.object({
  delivery: deliveryCodeSchema,
  description: z.string(),
  productIdentifier: z.string(),
  label: z.string(),
  addOns: addOnFrequenciesSchema,
  /** The product's price (cents), sent only to a lender whose showprices capability is ACTIVE. */
  priceCents: z.number().int().optional(),
});
export type DeliveryEntry = z.infer<typeof deliveryEntrySchema>;

export const pendingOrderSchema = z.object({ delivery: deliveryCodeSchema, created: z.string() });
export type PendingOrder = z.infer<typeof pendingOrderSchema>;

/** The client's signing contact (decision 217): the signer a new request starts from, each part editable. */
export const signingContactSchema = z.object({
  name: z.string().nullable(),
  email: z.string().nullable(),
  mobile: z.string().nullable(),
  title: z.string().nullable(),
  /** A joint filer's spouse, who signs a form of their own (decision 218): the spouse's signer fields start from it. */
  spouse: z
    .object({ name: z.string(), email: z.string().nullable(), mobile: z.string().nullable() })
    .nullable()
    .optional(),
});
export type SigningContact = z.infer<typeof signingContactSchema>;

/**
 * The client's open signature request (SENT, OPENED or IDENTITY_CHECKED), which an order may wait on
 * instead of a new one. For joint filers (docs/decisions/218) it is the taxpayer's, and the order
 * waits for both forms: `spouseSignerName` names the spouse's signer (null when sent alone).
 */
export const openSignatureRequestSchema = z.object({
  id: z.string(),
  signerName: z.string(),
  spouseSignerName: z.string().nullable(),
  status: z.enum(SIGNATURE_REQUEST_STATUSES),
});
export type OpenSignatureRequest = z.infer<typeof openSignatureRequestSchema>;

export const orderFormClientSchema = z.object({
  id: z.string(),
  businessName: z.string(),
  clientType: z.string(),
  clientTypeLabel: z.string(),
  pendingOrder: pendingOrderSchema.nullable(),
  /** null when the client has no contact part set. */
  signingContact: signingContactSchema.nullable(),
  openSignatureRequest: openSignatureRequestSchema.nullable(),
});
export type OrderFormClient = z.infer<typeof orderFormClientSchema>;

export const placeOrderFormDataSchema = z.object({
  client: orderFormClientSchema,
  clientType: z.string(),
  onDemand: z.boolean(),
  reportTypes: z.array(z.object({ code: reportTypeCodeSchema, label: z.string() })),
  deliveryMap: z.record(z.string(), z.array(deliveryEntrySchema)),
  canOrderExpress: z.boolean(),
  canOrderSameDay: z.boolean(),
  serviceLevels: z.array(
    z.object({ name: z.string(), value: z.string().nullable(), capability: z.string(), state: z.string().nullable() }),
  ),
  pendingOrder: pendingOrderSchema.nullable(),
  /** null when the user has no order-placer right (the select is not shown). */
  orderPlacers: z.array(z.object({ id: z.string(), name: z.string() })).nullable(),
  /** Other clients of the client's bundles, offered by the bundle modal. */
  bundleClients: z.array(orderFormClientSchema),
  /** Each add-on's price (cents), sent only to a lender whose showprices capability is ACTIVE. */
  addOnPrices: z
    .object({ taxReturnTranscripts: z.number().int(), recordOfAccount: z.number().int(), wageIncome: z.number().int() })
    .optional(),
  /** The client's latest stored 8821 when it may be used instead of an upload (docs/decisions/176); null otherwise. */
  /** The 8821 on file an order may use instead of an upload; usableUntil: its last usable day (FORM_ON_FILE_DAYS after the signature date the check read or else the upload, or its covered periods' end). */
  formOnFile: z.object({ originalName: z.string(), uploadedAt: z.string(), usableUntil: z.string() }).nullable(),
});
export type PlaceOrderFormData = z.infer<typeof placeOrderFormDataSchema>;

const flag = z.union([z.boolean(), z.enum(['true', 'false'])]).transform((v) => v === true || v === 'true');

/** The name the lender gives the uploaded 8821: kept as a safe base name only (docs/decisions/142). */
const formNameSchema = z
  .string()
  .trim()
  .min(1)
  .max(255)
  .transform((name) => toSafeFileName(name, 'form.pdf'));

/**
 * A client part placed awaiting signature instead of with a form (docs/decisions/213): a new
 * signature request to this signer (sent with the order), or an open request of the client.
 */
export const orderSignatureSchema = z
  .object({ requestId: z.uuid().optional(), signer: signatureRequestInputSchema.optional() })
  .refine(
    (s) => (s.requestId === undefined) !== (s.signer === undefined),
    'Name either the signer or an open signature request of the client.',
  );
export type OrderSignature = z.input<typeof orderSignatureSchema>;

/** A multipart text field holding JSON, checked by `schema`. */
const jsonField = <T extends z.ZodType>(schema: T) =>
  z
    .string()
    .transform((text, ctx) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: 'Expected JSON' });
        return z.NEVER;
      }
    })
    .pipe(schema);

/** The add-on flags and owner shared by every order call. */
export const orderOptionsSchema = z.object({
  recordOfAccount: flag.default(false),
  taxReturnTranscripts: flag.default(false),
  wageIncome: flag.default(false),
  ownerId: z.uuid().optional(),
});

/**
 * POST /api/form-checks/client/{clientId}: the multipart fields besides the file (decision 285): the
 * product and add-ons chosen on Place Order, whose line 3 needs the check compares. All optional: the
 * client page checks a form without an order.
 */
export const formPreCheckFieldsSchema = orderOptionsSchema.omit({ ownerId: true }).extend({
  product: z.string().min(1).max(100).meta({ title: 'Product' }).optional(),
});
export type FormPreCheckFields = z.input<typeof formPreCheckFieldsSchema>;

/** POST /forms/upload8821: the multipart fields besides the file. */
export const singleOrderFieldsSchema = orderOptionsSchema.extend({
  product: z.string().min(1).max(100),
  clientId: z.uuid(),
  /** The uploaded file's name; with formOnFile it may be left out (the stored form keeps its name). */
  formName: formNameSchema.optional(),
  /** true instead of a file: the client's latest stored 8821 is used when still valid (docs/decisions/176). */
  formOnFile: flag.default(false),
  /** Instead of a file or formOnFile: the order waits on a signature request (JSON of orderSignatureSchema; the portal only). */
  signature: jsonField(orderSignatureSchema).optional(),
  /** The pre-check of this file (decision 274): its result goes with the order. */
  formCheckId: z.uuid().optional(),
  /** Required when that pre-check said likely_rejection: why the lender sends the form anyway. */
  sendAnywayReason: sendAnywayReasonSchema.optional(),
});
export type SingleOrderFields = z.infer<typeof singleOrderFieldsSchema>;

/** The `bundle` JSON part of the bundle order call; each order's file is the forms part named by clientId. */
const bundleEntrySchema = z.object({
  clientId: z.uuid(),
  formName: formNameSchema.optional(),
  formOnFile: z.boolean().default(false),
});
export const bundleOrderPartSchema = orderOptionsSchema.extend({
  product: z.string().min(1).max(100),
  orders: z.array(bundleEntrySchema).min(1).max(50),
});
export type BundleOrderPart = z.infer<typeof bundleOrderPartSchema>;
/** The portal's bundle part: an entry may wait on a signature request instead (docs/decisions/213). */
export const portalBundleOrderPartSchema = bundleOrderPartSchema.extend({
  orders: z
    .array(bundleEntrySchema.extend({ signature: orderSignatureSchema.optional() }))
    .min(1)
    .max(50),
});
export type PortalBundleOrderPart = z.infer<typeof portalBundleOrderPartSchema>;

/** POST /reports/{clientId}/ondemand. */
export const onDemandOrderSchema = z.object({
  roa: z.boolean().default(false),
  wi: z.boolean().default(false),
  trt: z.boolean().default(false),
  ownerId: z.uuid().optional(),
});
export type OnDemandOrderInput = z.input<typeof onDemandOrderSchema>;

export const placedOrderSchema = z.object({
  id: z.string(),
  clientId: z.string(),
  businessName: z.string(),
  reportType: z.string(),
  delivery: z.string(),
  status: z.string(),
  recordOfAccount: z.boolean(),
  taxReturnTranscripts: z.boolean(),
  wageIncome: z.boolean(),
  onDemand: z.boolean(),
  formName: z.string().nullable(),
  bundleOrderId: z.string().nullable(),
  createdAt: z.string(),
  dueAt: z.string().nullable(),
  /** What the order is billed (its invoice line, cents), sent only with the showprices capability ACTIVE. */
  priceCents: z.number().int().optional(),
  /** The signature request an order placed awaiting signature waits (or waited) on (docs/decisions/213). */
  signatureRequestId: z.string().nullable().optional(),
  /** Why a CANCELLED order was cancelled, in plain words. */
  cancelReason: z.string().nullable().optional(),
});
export type PlacedOrder = z.infer<typeof placedOrderSchema>;
export const placeOrderResultSchema = z.object({ orders: z.array(placedOrderSchema) });
export type PlaceOrderResult = z.infer<typeof placeOrderResultSchema>;
/** An order as the client page lists it: with its report (one per order), whose PDF a COMPLETED report offers. */
export const clientOrderSchema = placedOrderSchema.extend({
  reportId: z.string().nullable(),
  reportStatus: z.string().nullable(),
  signatureRequestStatus: z.enum(SIGNATURE_REQUEST_STATUSES).nullable().optional(),
});
export type ClientOrder = z.infer<typeof clientOrderSchema>;
export const clientOrdersSchema = z.object({ orders: z.array(clientOrderSchema) });
export const orderClientParamsSchema = z.object({ clientId: z.uuid() });
