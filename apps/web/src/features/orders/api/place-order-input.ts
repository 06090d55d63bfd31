import type { AddOnValues, OrderSignature } from '@taxlens/contracts';

/** `file: 'on-file'` orders with the client's 8821 on file instead of an upload; `{ signature }` waits on a signature request (docs/decisions/213). */
export type OrderSection = {
  clientId: string;
  file: File | 'on-file' | { signature: OrderSignature } | null;
  /** The uploaded form's pre-check and, when it said likely rejection, why it is sent anyway (decision 274). */
  formCheckId?: string | undefined;
  sendAnywayReason?: string | undefined;
};

export const uploadOf = (section: OrderSection): File | null => (section.file instanceof File ? section.file : null);
export const signatureOf = (section: OrderSection): OrderSignature | null =>
  section.file && typeof section.file === 'object' && 'signature' in section.file ? section.file.signature : null;

export type PlaceOrderInput = {
  /** One per submission: a retry of the same submission reuses it, so it never makes a second order. */
  idempotencyKey: string;
  addOns: AddOnValues;
  ownerId: string | null;
  sections: OrderSection[];
} & ({ mode: 'forms'; product: string } | { mode: 'on-demand' });

export type FormsOrderInput = PlaceOrderInput & { mode: 'forms' };

// The failures the form shows as red banners itself.
export const PLACE_ORDER_HANDLED_STATUSES = [400, 404, 409, 413, 422] as const;
