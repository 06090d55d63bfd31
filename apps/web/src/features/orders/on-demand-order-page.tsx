import { PlaceOrderView } from './place-order-view';

/** /place-order/on-demand/:clientId: no files, no report type or delivery (spec 2 §2). */
export function OnDemandOrderPage() {
  return <PlaceOrderView mode="on-demand" />;
}
