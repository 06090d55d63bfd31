// The dialogs of Place Order, in one lazy chunk (lazy-order-modals.tsx).
export { BundleModal } from './bundle-modal';
export { CreatingOrderModal, OrderPlacedModal } from './order-progress-modals';
