import { ActionIcon, Button, Indicator } from '@mantine/core';
import { Link } from 'react-router';
import { useTotalUnread } from '../../features/alerts';
import { useIdleFlag } from '../../shared/hooks/use-idle-flag';
import { useSelectedLender } from '../../shared/session/use-session-user';
import { BellIcon } from './bell-icon';
import { DeferredMenu } from './deferred-menu';
import { loadAlertsDrawer } from './lazy-shell-parts';
import type { NavModel } from './nav-items';
import classes from './app-header.module.css';

type Props = { display: string; model: NavModel; onOpenAlerts: () => void };

/** Spec 1 §2: FAQ, the alerts bell and the user menu, named by the user's display name. */
export function UserNav({ display, model, onOpenAlerts }: Props) {
  return (
    <nav aria-label="Account" className={classes.accountNav}>
      {model.account.map((item) => (
        <Button key={item.to} variant="subtle" component={Link} to={item.to}>
          {item.label}
        </Button>
      ))}
      <AlertsBell onOpen={onOpenAlerts} />
      <DeferredMenu
        label={display}
        buttonProps={{ className: classes.userButton, title: display }}
        render={(m, open) => (
          <m.LinkMenu
            label={display}
            title={display}
            className={classes.userButton}
            items={model.userMenu}
            defaultOpened={open}
            position="bottom-end"
            dividerBeforeLast
          />
        )}
      />
    </nav>
  );
}

/**
 * The bell with the unread total, polled every 10 s (spec 1 §4, §9), from the first idle moment
 * after the first paint: the page's own data goes first on a slow phone (docs/decisions/216).
 */
export function AlertsBell({ onOpen }: { onOpen: () => void }) {
  const unread = useTotalUnread(useSelectedLender()?.id ?? '', useIdleFlag(2000)[0]).data?.totalUnread ?? 0;
  return (
    <Indicator
      label={unread > 99 ? '99+' : unread}
      size={18}
      disabled={unread === 0}
      color="red"
      offset={6}
      data-testid="alerts-unread"
    >
      <ActionIcon
        variant="subtle"
        size="lg"
        aria-label={unread > 0 ? `Alerts, ${unread} unread` : 'Alerts'}
        onClick={onOpen}
        aria-haspopup="dialog"
        // The drawer's chunk is fetched on the first click otherwise: start on the way to the bell.
        onPointerEnter={() => void loadAlertsDrawer()}
        onFocus={() => void loadAlertsDrawer()}
      >
        <BellIcon />
      </ActionIcon>
    </Indicator>
  );
}
