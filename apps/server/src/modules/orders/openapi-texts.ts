// The long OpenAPI descriptions of the order routes (routes.ts), kept here so the routes read as routes.

const IDEMPOTENCY_TEXT =
  'Send an `Idempotency-Key` header (one per submission): the same key with the same request answers the first orders ' +
  '(200, `Idempotent-Replayed: true`) and never makes a second order; the same key with another request answers 422.';

export const FORM_DATA_DESCRIPTION =
  'The delivery map lists, per report type, the delivery options in priority order (Express and Same Day only when the lender may order them) with their productIdentifier (`REPORT_TYPE:DELIVERY`) and add-on frequencies. `orderPlacers` is null when the user has no order-placer right.';

export const singleOrderDescription = (formOnFileDays: number) =>
  'multipart/form-data fields: product (a productIdentifier of the delivery map), recordOfAccount, taxReturnTranscripts, wageIncome ("true"/"false"), ownerId (required when the user has the order-placer right), clientId, formName, and one file part `file` (a PDF, at most 10 MB, checked by content); or, instead of the file, `formOnFile=true`: the client\'s latest stored 8821 is used when it is not rejected and was signed (the signature date the form check read) or else uploaded within ' +
  formOnFileDays +
  ' days or has covered periods not all ended (otherwise 400 FORM_ON_FILE_INVALID with the reason); ' +
  'or, instead of either, `signature` holding JSON `{ signer: { signerName, signerEmail, signerMobile?, signerTitle?, attestRelationship: true } }` (a signature request is sent with the order) or `{ requestId }` (an open request of the client): the order is placed AWAITING_SIGNATURE, neither billed nor queued until the signed form becomes usable, then it enters the queue with the signed 8821 (due time counted from then); it is CANCELLED, unbilled, when the request ends unsigned. ' +
  IDEMPOTENCY_TEXT;

export const BUNDLE_ORDER_DESCRIPTION =
  "multipart/form-data: a part `bundle` holding JSON `{ product, recordOfAccount, taxReturnTranscripts, wageIncome, ownerId?, orders: [{ clientId, formName, formOnFile? }] }`, then one file part `forms` per entry of `orders` without `formOnFile: true`, in the same order (PDF, at most 10 MB each); an entry with `formOnFile: true` uses the client's 8821 on file; an entry with `signature` (as the single order call's field) waits on its own signature request and needs no file. Every client must belong to the selected lender and have no pending order; all orders commit together or none. " +
  IDEMPOTENCY_TEXT;

export const ON_DEMAND_DESCRIPTION = `Body: roa, wi, trt (the add-ons) and ownerId (required when the user has the order-placer right). ${IDEMPOTENCY_TEXT}`;
