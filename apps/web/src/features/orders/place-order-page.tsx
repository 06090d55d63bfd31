import { PlaceOrderView } from './place-order-view';

/** /place-order/:clientId: the order form with 8821 uploads (spec 2 §2). */
export function PlaceOrderPage() {
  return <PlaceOrderView mode="forms" />;
}
