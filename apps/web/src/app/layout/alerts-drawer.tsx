import { Drawer } from '@mantine/core';
import { AlertsPanel } from '../../features/alerts/components/alerts-panel';

type Props = { opened: boolean; onClose: () => void };

/**
 * The slide-in alerts drawer (spec 1 §2): title, close button, closes on Escape or an outside
 * click; the shell returns the focus to the bell (decision 172). Its content mounts on opening, which loads the filter options and the alerts.
 */
export function AlertsDrawer({ opened, onClose }: Props) {
  return (
    <Drawer.Root
      id="alerts-drawer"
      opened={opened}
      onClose={onClose}
      position="right"
      size="min(28rem, 90vw)"
      closeOnEscape
      closeOnClickOutside
      returnFocus={false}
    >
      <Drawer.Overlay />
      <Drawer.Content>
        {/* Mantine renders a <header>, which inside a dialog would be a second banner landmark. */}
        <Drawer.Header role="presentation">
          <Drawer.Title>Alerts</Drawer.Title>
          <Drawer.CloseButton aria-label="Close alerts" />
        </Drawer.Header>
        <Drawer.Body data-testid="alerts-list">{opened && <AlertsPanel onNavigate={onClose} />}</Drawer.Body>
      </Drawer.Content>
    </Drawer.Root>
  );
}
