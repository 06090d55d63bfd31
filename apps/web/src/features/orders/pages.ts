export { PlaceOrderPage } from './place-order-page';
export { OnDemandOrderPage } from './on-demand-order-page';
