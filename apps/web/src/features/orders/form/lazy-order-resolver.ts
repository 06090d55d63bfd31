import type { Resolver } from 'react-hook-form';
import type { OrderFormValues, OrderInput } from './order-form-values';

type OrderResolver = Resolver<OrderFormValues, unknown, OrderInput>;

const loadSchemaResolver = () => import('./order-resolver');

/** Asks for the resolver's code (zod and the order schemas) ahead of the first check. */
export const preloadOrderResolver = () => loadSchemaResolver();

/**
 * The resolver of Place Order (order-resolver.ts): the order the fields make, checked with the server's
 * schemas. Its code comes when the order is first complete (preloadOrderResolver) or first checked: zod
 * and the order schemas are no part of Place Order's first load nor of its first seconds (decision 331).
 */
export const orderResolver = (productOf: (values: OrderFormValues) => string | null): OrderResolver => {
  let check: Promise<OrderResolver> | undefined;
  return async (values, context, options) => {
    check ??= loadSchemaResolver().then(
      (m) => m.schemaOrderResolver(productOf),
      (error: unknown) => {
        check = undefined; // the next submission asks for the code again
        throw error;
      },
    );
    return (await check)(values, context, options);
  };
};
