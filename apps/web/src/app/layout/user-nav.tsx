import { ActionIcon, Button, Group } from '@mantine/core';
import { Link } from 'react-router';
import { BellIcon } from './bell-icon';
import type { NavVisibility } from './nav-visibility';
import { UserMenu } from './user-menu';

type Props = { display: string; visible: NavVisibility; onOpenAlerts: () => void };

/** Spec 1 §2: FAQ, the alerts bell and the user menu. */
export function UserNav({ display, visible, onOpenAlerts }: Props) {
  return (
    <nav aria-label="Account">
      <Group gap={4}>
        <Button variant="subtle" component={Link} to="/faq">
          FAQ
        </Button>
        <ActionIcon variant="subtle" size="lg" aria-label="Alerts" onClick={onOpenAlerts}>
          <BellIcon />
        </ActionIcon>
        <UserMenu display={display} visible={visible} />
      </Group>
    </nav>
  );
}
