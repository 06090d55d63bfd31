import { useMutation, useQueryClient } from '@tanstack/react-query';
import { signatureRequestKeys } from '../../../shared/signature-requests/keys';
import { orderKeys } from './keys';
import { placeBundleOrder } from './place-bundle-order';
import { placeOnDemandOrder } from './place-on-demand-order';
import { type PlaceOrderInput, signatureOf } from './place-order-input';
import { placeSingleOrder } from './place-single-order';

export type { OrderSection, PlaceOrderInput } from './place-order-input';

export function placeOrder(input: PlaceOrderInput) {
  if (input.mode === 'on-demand') return placeOnDemandOrder(input);
  return input.sections.length === 1 ? placeSingleOrder(input) : placeBundleOrder(input);
}

export function usePlaceOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: placeOrder,
    onSuccess: (_data, input) => {
      for (const s of input.sections)
        void queryClient.invalidateQueries({ queryKey: orderKeys.placeOrderFormData(s.clientId) });
      // A request sent with the order shows on the client page and the portfolio list.
      if (input.sections.some((s) => signatureOf(s)))
        void queryClient.invalidateQueries({ queryKey: signatureRequestKeys.all });
    },
  });
}
