import { ActionIcon, Button, Group, Indicator } from '@mantine/core';
import { Link } from 'react-router';
import { useTotalUnread } from '../../features/alerts';
import { useIdleFlag } from '../../shared/hooks/use-idle-flag';
import { useSelectedLender } from '../../shared/session/use-session-user';
import { BellIcon } from './bell-icon';
import { loadAlertsDrawer } from './lazy-shell-parts';
import type { NavVisibility } from './nav-visibility';
import { DeferredMenu } from './deferred-menu';

type Props = { display: string; visible: NavVisibility; onOpenAlerts: () => void };

/** Spec 1 §2: FAQ, the alerts bell and the user menu. */
export function UserNav({ display, visible, onOpenAlerts }: Props) {
  return (
    <nav aria-label="Account">
      <Group gap={4}>
        <Button variant="subtle" component={Link} to="/faq">
          FAQ
        </Button>
        <AlertsBell onOpen={onOpenAlerts} />
        <DeferredMenu label={display} render={(m, open) => <m.UserMenu display={display} visible={visible} defaultOpened={open} />} />
      </Group>
    </nav>
  );
}

/**
 * The bell with the unread total, polled every 10 s (spec 1 §4, §9), from the first idle moment
 * after the first paint: the page's own data goes first on a slow phone (issue 21).
 */
function AlertsBell({ onOpen }: { onOpen: () => void }) {
  const unread = useTotalUnread(useSelectedLender()?.id ?? '', useIdleFlag(2000)[0]).data?.totalUnread ?? 0;
  return (
    <Indicator label={unread > 99 ? '99+' : unread} size={18} disabled={unread === 0} color="red" offset={6} data-testid="alerts-unread">
      <ActionIcon variant="subtle" size="lg" aria-label={unread > 0 ? `Alerts, ${unread} unread` : 'Alerts'} onClick={onOpen}
        // The drawer's chunk is fetched on the first click otherwise: start on the way to the bell.
        onPointerEnter={() => void loadAlertsDrawer()}
        onFocus={() => void loadAlertsDrawer()}
      >
        <BellIcon />
      </ActionIcon>
    </Indicator>
  );
}
