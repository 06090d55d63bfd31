// The header's dropdowns, one chunk: Mantine's Menu and Popover position themselves with
// floating-ui, which no page needs to render. DeferredMenu loads this after the first render.
export { LinkMenu } from './link-menu';
export { PlaceOrderMenu } from './place-order-menu';
