import { Drawer } from '@mantine/core';

type Props = { opened: boolean; onClose: () => void };

/**
 * The slide-in alerts drawer (spec 1 §2): title, close button, closes on Escape or an outside
 * click. Its filter and list arrive with the alerts issue; until then the list area is empty.
 */
export function AlertsDrawer({ opened, onClose }: Props) {
  return (
    <Drawer.Root id="alerts-drawer" opened={opened} onClose={onClose} position="right" closeOnEscape closeOnClickOutside>
      <Drawer.Overlay />
      <Drawer.Content>
        {/* Mantine renders a <header>, which inside a dialog would be a second banner landmark. */}
        <Drawer.Header role="presentation">
          <Drawer.Title>Alerts</Drawer.Title>
          <Drawer.CloseButton aria-label="Close alerts" />
        </Drawer.Header>
        <Drawer.Body>
          <div data-testid="alerts-list" />
        </Drawer.Body>
      </Drawer.Content>
    </Drawer.Root>
  );
}
