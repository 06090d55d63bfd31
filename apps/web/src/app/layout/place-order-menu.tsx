import { Button, Popover } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { ClientSearchBox } from '../../features/search/components/client-search-box';

/** Place Order: a client typeahead whose results open that client's order form. */
export function PlaceOrderMenu({ defaultOpened = false }: { defaultOpened?: boolean }) {
  const [opened, { toggle, close }] = useDisclosure(defaultOpened);
  return (
    <Popover opened={opened} onDismiss={close} position="bottom-start" width={340} trapFocus returnFocus withinPortal>
      <Popover.Target>
        <Button variant="subtle" onClick={toggle} aria-expanded={opened}>
          Place Order
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <ClientSearchBox
          mode="place-order"
          label="Find a client to order for"
          placeholder="Business name"
          onNavigate={close}
        />
      </Popover.Dropdown>
    </Popover>
  );
}
