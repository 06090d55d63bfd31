import { Checkbox, Stack, Text } from '@mantine/core';
import { formatDateInZone, type OrderFormClient } from '@taxlens/contracts';
import { useState } from 'react';
import { Modal } from '../../../shared/ui/modal';
import { useTimeZone } from '../../../shared/format/zoned';

type Props = {
  opened: boolean;
  clientName: string;
  others: readonly OrderFormClient[];
  onNoThanks: () => void;
  onContinue: (chosen: OrderFormClient[]) => void;
};

/** Spec 2 §2: the client is in a bundle with others; offer to order for them too (1024 px wide). */
export function BundleModal({ opened, clientName, others, onNoThanks, onContinue }: Props) {
  const [chosen, setChosen] = useState<string[]>([]);
  const zone = useTimeZone();
  const toggle = (id: string, on: boolean) => setChosen((ids) => (on ? [...ids, id] : ids.filter((x) => x !== id)));
  return (
    <Modal
      id="bundle-clients-modal"
      opened={opened}
      size={1024}
      title="Order for the rest of the bundle?"
      cancelLabel="No Thanks"
      confirmLabel="Continue"
      confirmOnEnter={false}
      closeOnClickOutside={false}
      onCancel={onNoThanks}
      onConfirm={() => onContinue(others.filter((c) => chosen.includes(c.id)))}
    >
      <Stack>
        <Text>
          {clientName} belongs to a bundle. Choose the other clients you want to order reports for in this order.
        </Text>
        {others.map((client) => (
          <Checkbox
            key={client.id}
            label={client.businessName}
            description={
              client.pendingOrder
                ? `A pending order exists (placed ${formatDateInZone(client.pendingOrder.created, zone)}); it cannot be ordered again now.`
                : client.clientTypeLabel
            }
            disabled={Boolean(client.pendingOrder)}
            checked={chosen.includes(client.id)}
            onChange={(event) => toggle(client.id, event.currentTarget.checked)}
          />
        ))}
      </Stack>
    </Modal>
  );
}
