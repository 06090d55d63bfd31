import {
  DELIVERY_OPTIONS,
  FORM_8821_MAX_BYTES,
  type DeliveryEntry,
  type OrderFormClient,
  type PlaceOrderFormData,
} from '@taxlens/contracts';
import { isSignerComplete, type SignerDraft, toSignerInput } from '../../../shared/signature-requests/signer-draft';

// The order form's decisions (spec 2 §2, §4, §5), kept pure so each is unit-tested.

/** A choice is made for the user when there is exactly one. */
export const onlyChoice = <T>(items: readonly T[]): T | null => (items.length === 1 ? items[0]! : null);

export const deliveriesOf = (data: PlaceOrderFormData, reportType: string | null): DeliveryEntry[] =>
  reportType ? (data.deliveryMap[reportType] ?? []) : [];

export const describeDelivery = (code: string) => DELIVERY_OPTIONS.find((d) => d.code === code)?.description ?? '';

/** On-demand mode orders the lender's on-demand product, without a report type or delivery choice. */
export function onDemandEntry(data: PlaceOrderFormData): DeliveryEntry | null {
  for (const entries of Object.values(data.deliveryMap)) {
    const entry = entries.find((e) => e.delivery === 'ON_DEMAND' || e.delivery === 'TGR_ONDEMAND');
    if (entry) return entry;
  }
  return null;
}

/**
 * A client's form choice: an uploaded file, the 8821 on file (docs/decisions/176), a signature
 * request sent with the order (docs/decisions/213), or the client's open request waited on (decision 217).
 */
export const ON_FILE = 'on-file' as const;
export type SignatureChoice = { kind: 'signature'; signer: SignerDraft };
export type WaitChoice = { kind: 'wait'; requestId: string };
export type FormChoice = File | typeof ON_FILE | SignatureChoice | WaitChoice | null;

const isRequestChoice = (choice: FormChoice): choice is SignatureChoice | WaitChoice =>
  typeof choice === 'object' && choice !== null && !(choice instanceof File);
export const isSignatureChoice = (choice: FormChoice): choice is SignatureChoice =>
  isRequestChoice(choice) && choice.kind === 'signature';
export const isWaitChoice = (choice: FormChoice): choice is WaitChoice =>
  isRequestChoice(choice) && choice.kind === 'wait';

/** A choice that lets the order be placed: a file, the form on file, an open request, or a signer fully named and attested. */
export const isChoiceComplete = (choice: FormChoice) =>
  isSignatureChoice(choice) ? isSignerComplete(choice.signer) : Boolean(choice);

/** The order's client part for a request choice: a new request's signer, or the open request's id. */
export const toSignatureField = (choice: SignatureChoice | WaitChoice) =>
  choice.kind === 'wait' ? { requestId: choice.requestId } : { signer: toSignerInput(choice.signer) };

export type FileProblem = 'type' | 'size' | null;

/** The uploader takes PDFs only (decided by the first bytes, as the server does) up to 10 MB. */
export async function checkFormFile(file: File): Promise<FileProblem> {
  const head = new Uint8Array(await file.slice(0, 5).arrayBuffer());
  if (String.fromCharCode(...head) !== '%PDF-') return 'type';
  if (file.size > FORM_8821_MAX_BYTES) return 'size';
  return null;
}

export type FormState = {
  onDemand: boolean;
  entry: DeliveryEntry | null;
  clients: readonly OrderFormClient[];
  files: Readonly<Record<string, FormChoice>>;
  placerShown: boolean;
  ownerId: string | null;
};

/** Spec 2 §5: the Place Order button stays disabled while this is false. */
export function isOrderFormValid(state: FormState): boolean {
  if (!state.entry) return false;
  if (state.clients.some((c) => c.pendingOrder)) return false;
  if (state.placerShown && !state.ownerId) return false;
  if (state.onDemand) return true;
  return state.clients.every((c) => isChoiceComplete(state.files[c.id] ?? null));
}
