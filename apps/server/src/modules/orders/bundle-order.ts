import type { PortalBundleOrderPart } from '@taxlens/contracts';
import { AppError, badRequest } from '../../platform/errors.js';
import type { OrderItem, OrderRequest, UploadedFile } from './place-order-service.js';

type FormsInput = {
  product: string;
  recordOfAccount: boolean;
  taxReturnTranscripts: boolean;
  wageIncome: boolean;
  ownerId?: string | undefined;
};

export function formsOrder(input: FormsInput, items: OrderItem[]): OrderRequest {
  const { recordOfAccount, taxReturnTranscripts, wageIncome } = input;
  return {
    mode: 'forms',
    product: input.product,
    addOns: { recordOfAccount, taxReturnTranscripts, wageIncome },
    ownerId: input.ownerId,
    items,
  };
}

/**
 * The orders of a bundle request (the web form's and /api/v1's): one uploaded form per entry that
 * neither uses the 8821 on file nor waits on a signature request (the portal's only), in the same order.
 */
export function bundleOrder(input: PortalBundleOrderPart, forms: UploadedFile[]): OrderRequest {
  if (input.orders.some((o) => o.formOnFile && o.signature))
    throw badRequest('bundle.orders: An entry uses the 8821 on file or waits on a signature, not both.', 'signature');
  const uploading = input.orders.filter((o) => !o.formOnFile && !o.signature);
  if (forms.length !== uploading.length) {
    throw AppError.of(
      400,
      'FORM_REQUIRED',
      'Please attach one signed 8821 form for every client that neither uses the 8821 on file nor waits on a signature.',
      { field: 'forms' },
    );
  }
  if (uploading.some((o) => !o.formName))
    throw badRequest('bundle.orders: Enter the name of each uploaded 8821 file.', 'formName');
  let next = 0;
  const items = input.orders.map((o): OrderItem => {
    if (o.formOnFile) return { clientId: o.clientId, formName: o.formName ?? null, file: null, formOnFile: true };
    if (o.signature) return { clientId: o.clientId, formName: o.formName ?? null, file: null, signature: o.signature };
    return { clientId: o.clientId, formName: o.formName ?? null, file: forms[next++]! };
  });
  return formsOrder(input, items);
}
