import { useMutation, useQueryClient } from '@tanstack/react-query';
import { IDEMPOTENCY_HEADER, type AddOnValues, type OrderSignature, type PlaceOrderResult } from '@taxlens/contracts';
import { apiFetch } from '../../../shared/api/api-client';
import { SIGNATURE_REQUESTS_KEY } from '../../../shared/signature-requests/request-actions';

/** `file: 'on-file'` orders with the client's 8821 on file instead of an upload; `{ signature }` waits on a signature request (docs/decisions/213). */
export type OrderSection = {
  clientId: string;
  file: File | 'on-file' | { signature: OrderSignature } | null;
  /** The uploaded form's pre-check and, when it said likely rejection, why it is sent anyway (decision 274). */
  formCheckId?: string | undefined;
  sendAnywayReason?: string | undefined;
};

const uploadOf = (section: OrderSection): File | null => (section.file instanceof File ? section.file : null);
const signatureOf = (section: OrderSection): OrderSignature | null =>
  section.file && typeof section.file === 'object' && 'signature' in section.file ? section.file.signature : null;

function bundleEntry(s: OrderSection) {
  const signature = signatureOf(s);
  if (signature) return { clientId: s.clientId, signature };
  if (s.file === 'on-file') return { clientId: s.clientId, formOnFile: true };
  return { clientId: s.clientId, formName: uploadOf(s)?.name ?? '' };
}

export type PlaceOrderInput = {
  /** One per submission: a retry of the same submission reuses it, so it never makes a second order. */
  idempotencyKey: string;
  addOns: AddOnValues;
  ownerId: string | null;
  sections: OrderSection[];
} & ({ mode: 'forms'; product: string } | { mode: 'on-demand' });

// The failures the form shows as red banners itself.
const HANDLED = [400, 404, 409, 413, 422] as const;

function placeWithForms(input: PlaceOrderInput & { mode: 'forms' }): Promise<PlaceOrderResult> {
  const { addOns, sections } = input;
  const body = new FormData();
  const headers = { [IDEMPOTENCY_HEADER]: input.idempotencyKey };
  if (sections.length === 1) {
    const [only] = sections;
    body.append('product', input.product);
    body.append('recordOfAccount', String(addOns.recordOfAccount));
    body.append('taxReturnTranscripts', String(addOns.taxReturnTranscripts));
    body.append('wageIncome', String(addOns.wageIncome));
    if (input.ownerId) body.append('ownerId', input.ownerId);
    body.append('clientId', only!.clientId);
    const file = uploadOf(only!);
    const signature = signatureOf(only!);
    if (signature) body.append('signature', JSON.stringify(signature));
    else if (only!.file === 'on-file') body.append('formOnFile', 'true');
    else body.append('formName', file?.name ?? '');
    if (file) body.append('file', file);
    if (file && only!.formCheckId) body.append('formCheckId', only!.formCheckId);
    if (file && only!.sendAnywayReason) body.append('sendAnywayReason', only!.sendAnywayReason);
    return apiFetch('/api/forms/upload8821', { method: 'POST', formData: body, headers, handledStatuses: HANDLED });
  }
  const bundle = {
    product: input.product,
    ...addOns,
    ...(input.ownerId ? { ownerId: input.ownerId } : {}),
    orders: sections.map(bundleEntry),
  };
  body.append('bundle', JSON.stringify(bundle));
  for (const section of sections) {
    const file = uploadOf(section);
    if (file) body.append('forms', file);
  }
  return apiFetch('/api/forms/upload8821/bundle', {
    method: 'POST',
    formData: body,
    headers,
    handledStatuses: HANDLED,
  });
}

function placeOnDemand(input: PlaceOrderInput): Promise<PlaceOrderResult> {
  const { addOns } = input;
  return apiFetch(`/api/reports/${encodeURIComponent(input.sections[0]!.clientId)}/ondemand`, {
    method: 'POST',
    json: {
      roa: addOns.recordOfAccount,
      wi: addOns.wageIncome,
      trt: addOns.taxReturnTranscripts,
      ...(input.ownerId ? { ownerId: input.ownerId } : {}),
    },
    headers: { [IDEMPOTENCY_HEADER]: input.idempotencyKey },
    handledStatuses: HANDLED,
  });
}

export const placeOrder = (input: PlaceOrderInput) =>
  input.mode === 'forms' ? placeWithForms(input) : placeOnDemand(input);

export function usePlaceOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: placeOrder,
    onSuccess: (_data, input) => {
      for (const s of input.sections)
        void queryClient.invalidateQueries({ queryKey: ['place-order-form-data', s.clientId] });
      // A request sent with the order shows on the client page and the portfolio list.
      if (input.sections.some((s) => signatureOf(s)))
        void queryClient.invalidateQueries({ queryKey: SIGNATURE_REQUESTS_KEY });
    },
  });
}
