import { Group, List, Loader, Text } from '@mantine/core';
import { DELIVERY_LABELS, type DeliveryCode, formatInstant, formatUsd, type PlacedOrder } from '@taxlens/contracts';
import { Modal } from '../../../shared/ui/modal';
import { PlacedOrdersTotal } from './order-prices';
import { useTimeZone } from '../../../shared/format/zoned';

/** 'Creating Order' while submitting (plural for a bundle); it cannot be dismissed. */
export function CreatingOrderModal({ opened, plural }: { opened: boolean; plural: boolean }) {
  return (
    <Modal id="creating-order-modal" opened={opened} title={plural ? 'Creating Orders' : 'Creating Order'} progress>
      <Group>
        <Loader role="progressbar" size="sm" aria-label="Creating" />
        <Text>Please wait while we place your {plural ? 'orders' : 'order'}.</Text>
      </Group>
    </Modal>
  );
}

/** Spec 2 §2: 'Order Placed' / 'Your order has been placed!' with Continue to the dashboard. */
export function OrderPlacedModal({
  orders,
  onContinue,
}: {
  orders: readonly PlacedOrder[] | null;
  onContinue: () => void;
}) {
  const timeZone = useTimeZone();
  return (
    <Modal
      id="order-placed-modal"
      opened={orders !== null}
      title="Order Placed"
      confirmLabel="Continue"
      onConfirm={onContinue}
      closeOnEscape={false}
      closeOnClickOutside={false}
    >
      <Text>Your order has been placed!</Text>
      <List mt="sm" size="sm">
        {orders?.map((order) => (
          <List.Item key={order.id}>
            {order.businessName}: {DELIVERY_LABELS[order.delivery as DeliveryCode] ?? order.delivery}
            {order.dueAt ? `. Due ${formatInstant(order.dueAt, timeZone)}` : ''}
            {order.status === 'AWAITING_SIGNATURE'
              ? '. Awaiting signature: the request was sent to the signer; the order goes to processing once signed'
              : ''}
            {order.priceCents === undefined ? '' : `, ${formatUsd(order.priceCents)}`}
          </List.Item>
        ))}
      </List>
      {orders && <PlacedOrdersTotal orders={orders} />}
    </Modal>
  );
}
