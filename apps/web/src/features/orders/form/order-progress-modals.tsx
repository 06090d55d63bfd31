import { Group, List, Loader, Text } from '@mantine/core';
import { DELIVERY_LABELS, type DeliveryCode, type PlacedOrder } from '@taxlens/contracts';
import { format } from 'date-fns';
import { formatUsdCents } from '../../../shared/format/format';
import { Modal } from '../../../shared/ui/modal';
import { PlacedOrdersTotal } from './order-prices';

/** 'Creating Order' while submitting (plural for a bundle); it cannot be dismissed. */
export function CreatingOrderModal({ opened, plural }: { opened: boolean; plural: boolean }) {
  return (
    <Modal id="creating-order-modal" opened={opened} title={plural ? 'Creating Orders' : 'Creating Order'} withActions={false} closeOnEscape={false} closeOnClickOutside={false}>
      <Group>
        <Loader size="sm" aria-label="Creating" />
        <Text>Please wait while we place your {plural ? 'orders' : 'order'}.</Text>
      </Group>
    </Modal>
  );
}

/** Spec 2 §2: 'Order Placed' / 'Your order has been placed!' with Continue to the dashboard. */
export function OrderPlacedModal({ orders, onContinue }: { orders: readonly PlacedOrder[] | null; onContinue: () => void }) {
  return (
    <Modal id="order-placed-modal" opened={orders !== null} title="Order Placed" confirmLabel="Continue" onConfirm={onContinue} closeOnEscape={false} closeOnClickOutside={false}>
      <Text>Your order has been placed!</Text>
      <List mt="sm" size="sm">
        {orders?.map((order) => (
          <List.Item key={order.id}>
            {order.businessName}: {DELIVERY_LABELS[order.delivery as DeliveryCode] ?? order.delivery}
            {order.dueAt ? `, due ${format(new Date(order.dueAt), 'MM.dd.yyyy h:mm a')}` : ''}
            {order.priceCents === undefined ? '' : `, ${formatUsdCents(order.priceCents)}`}
          </List.Item>
        ))}
      </List>
      {orders && <PlacedOrdersTotal orders={orders} />}
    </Modal>
  );
}
