import type { BundleOrderPart } from '@taxlens/contracts';
import { AppError, badRequest } from '../../platform/errors.js';
import type { OrderItem, OrderRequest, UploadedFile } from './place-order-service.js';

type FormsInput = { product: string; recordOfAccount: boolean; taxReturnTranscripts: boolean; wageIncome: boolean; ownerId?: string | undefined };

export function formsOrder(input: FormsInput, items: OrderItem[]): OrderRequest {
  const { recordOfAccount, taxReturnTranscripts, wageIncome } = input;
  return { mode: 'forms', product: input.product, addOns: { recordOfAccount, taxReturnTranscripts, wageIncome }, ownerId: input.ownerId, items };
}

/**
 * The orders of a bundle request (the web form's and /api/v1's): one uploaded form per entry that
 * does not use the 8821 on file, in the same order.
 */
export function bundleOrder(input: BundleOrderPart, forms: UploadedFile[]): OrderRequest {
  const uploading = input.orders.filter((o) => !o.formOnFile);
  if (forms.length !== uploading.length) {
    throw AppError.of(400, 'FORM_REQUIRED', 'Please attach one signed 8821 form for every client that does not use the 8821 on file.', { field: 'forms' });
  }
  if (uploading.some((o) => !o.formName)) throw badRequest('bundle.orders: Enter the name of each uploaded 8821 file.', 'formName');
  let next = 0;
  const items = input.orders.map((o): OrderItem => {
    if (o.formOnFile) return { clientId: o.clientId, formName: o.formName ?? null, file: null, formOnFile: true };
    return { clientId: o.clientId, formName: o.formName ?? null, file: forms[next++]! };
  });
  return formsOrder(input, items);
}
