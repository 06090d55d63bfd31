import { Anchor, Box, Button } from '@mantine/core';
import type { User } from '@taxlens/contracts';
import { Link } from 'react-router';
import { useConfig } from '../../shared/config/get-config';
import { useSessionUser } from '../../shared/session/use-session-user';
import { DemoBanner } from './banners/demo-banner';
import { GlobalBanners } from './banners/global-banners';
import { IdleBanner } from './banners/idle-banner';
import { LazySignedInBar } from './lazy-signed-in-bar';
import classes from './app-header.module.css';

type Props = {
  onOpenAlerts: () => void;
  /** Opens the navigation drawer; `search` puts the focus on its client search. */
  onOpenNav: (search: boolean) => void;
  navOpened: boolean;
};

/**
 * Whether the user gets the menus (built by nav-items.ts in the signed-in chunks, decision 221). Before
 * a second factor is set up the server answers only the enrolment set (decision 126): no menus.
 */
export function hasNavMenus(user: User): boolean {
  return Boolean(user.selectedLender) && user.f2aType !== 'OFF';
}

/** The header: banners, then one bar: the logo, and the menus of a signed-in user (signed-in-bar.tsx). */
export function AppHeader({ onOpenAlerts, onOpenNav, navOpened }: Props) {
  const user = useSessionUser();
  const { productName } = useConfig();
  const menus = user !== null && hasNavMenus(user);
  return (
    <Box component="header" className={classes.header}>
      <IdleBanner />
      <DemoBanner />
      <GlobalBanners />
      <div className={classes.bar} data-testid="header-bar">
        <Anchor component={Link} to="/" fw={700} size="lg" underline="never" className={classes.logo}>
          {`${productName} Portal`}
        </Anchor>
        {user && menus && (
          <LazySignedInBar user={user} onOpenAlerts={onOpenAlerts} onOpenNav={onOpenNav} navOpened={navOpened} />
        )}
        {user && !menus && user.userAuthorities.includes('ROLE_ADMIN') && (
          // The provider's staff work without a lender: their way into the operations console.
          <nav aria-label="Main">
            <Button variant="subtle" component={Link} to="/ops">
              Operations
            </Button>
          </nav>
        )}
        {user && !menus && (
          <Button variant="subtle" component={Link} to="/auth/logout" className={classes.push}>
            Logout
          </Button>
        )}
      </div>
    </Box>
  );
}
