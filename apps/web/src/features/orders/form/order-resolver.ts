import {
  orderOptionsSchema,
  orderSignatureSchema,
  sendAnywayReasonSchema,
  singleOrderFieldsSchema,
} from '@taxlens/contracts';
import type { Resolver } from 'react-hook-form';
import { z } from 'zod';
import { bodyResolver } from '../../../shared/forms/body-resolver';
import { type OrderFormValues, type OrderInput, toOrderInput } from './order-form-values';

/**
 * What the server checks of an order's fields, from its own schemas (`packages/contracts`): the product,
 * add-ons and placer of every order call, each part's signature request and reason to send anyway, and a
 * bundle's 50 orders at most. The file itself travels as multipart and is checked by the uploader.
 */
const orderBodySchema = orderOptionsSchema.extend({
  product: singleOrderFieldsSchema.shape.product.optional(),
  sections: z
    .array(
      z.object({ signature: orderSignatureSchema.optional(), sendAnywayReason: sendAnywayReasonSchema.optional() }),
    )
    .min(1)
    .max(50),
});

const toBody = (input: OrderInput) => ({
  ...input.addOns,
  ownerId: input.ownerId ?? undefined,
  product: input.mode === 'forms' ? input.product : undefined,
  sections: input.sections.map((s) => ({
    signature: s.file && typeof s.file === 'object' && 'signature' in s.file ? s.file.signature : undefined,
    sendAnywayReason: s.sendAnywayReason,
  })),
});

/**
 * The resolver of Place Order (loaded by lazy-order-resolver.ts): the order the fields make (`product` of the chosen delivery, or null on
 * demand) checked with the server's schema; the submit handler receives that order. Every issue is the
 * form's own (`root`): the form shows it in its red banners, as the server's refusals.
 */
export const schemaOrderResolver = (
  productOf: (values: OrderFormValues) => string | null,
): Resolver<OrderFormValues, unknown, OrderInput> => {
  const check = bodyResolver(
    orderBodySchema,
    (values: OrderFormValues) => toBody(toOrderInput(values, productOf(values))),
    () => 'root',
  );
  return async (values, context, options) => {
    const result = await check(values, context, options);
    return Object.keys(result.errors).length > 0
      ? { values: {}, errors: result.errors }
      : { values: toOrderInput(values, productOf(values)), errors: {} };
  };
};
