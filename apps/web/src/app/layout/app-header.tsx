import { ActionIcon, Anchor, Box, Burger, Button } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { User } from '@taxlens/contracts';
import { Link } from 'react-router';
import { ClientSearchBox } from '../../features/search/components/client-search-box';
import { useConfig } from '../../shared/config/get-config';
import { useSessionUser } from '../../shared/session/use-session-user';
import { DemoBanner } from './banners/demo-banner';
import { GlobalBanners } from './banners/global-banners';
import { IdleBanner } from './banners/idle-banner';
import { loadNavDrawer } from './lazy-shell-parts';
import { MainNav } from './main-nav';
import { buildNavModel, type NavModel } from './nav-items';
import { AlertsBell, UserNav } from './user-nav';
import classes from './app-header.module.css';

/** From this width the full menus stand in one row; below, a compact bar opens a drawer (decision 171). */
export const WIDE_HEADER_QUERY = '(min-width: 80em)';
/** Phones: the client search moves behind a button, one tap away. */
const PHONE_QUERY = '(max-width: 35.99em)';

type Props = {
  onOpenAlerts: () => void;
  /** Opens the navigation drawer; `search` puts the focus on its client search. */
  onOpenNav: (search: boolean) => void;
  navOpened: boolean;
};

/** Before a second factor is set up the server answers only the enrolment set (decision 126): no menus. */
export function navModelFor(user: User | null): NavModel | null {
  return user?.selectedLender && user.f2aType !== 'OFF' ? buildNavModel(user) : null;
}

/** The header: banners, then one bar: the full menus from 1280 px, a compact bar below. */
export function AppHeader({ onOpenAlerts, onOpenNav, navOpened }: Props) {
  const user = useSessionUser();
  const { productName } = useConfig();
  const wide = useMediaQuery(WIDE_HEADER_QUERY, true, { getInitialValueInEffect: false });
  const phone = useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false });
  const model = navModelFor(user);
  const logo = (
    <Anchor component={Link} to="/" fw={700} size="lg" underline="never" className={classes.logo}>
      {`${productName} Portal`}
    </Anchor>
  );
  return (
    <Box component="header" className={classes.header}>
      <IdleBanner />
      <DemoBanner />
      <GlobalBanners />
      <div className={classes.bar} data-testid="header-bar">
        {logo}
        {user && model && wide && (
          <>
            <MainNav entries={model.main} />
            <Box role="search" className={classes.search}>
              <ClientSearchBox mode="client" label="Search clients" placeholder="Search clients" hideLabel />
            </Box>
            <UserNav display={user.display} model={model} onOpenAlerts={onOpenAlerts} />
          </>
        )}
        {user && model && !wide && (
          <>
            {phone ? (
              <ActionIcon variant="subtle" size="lg" className={classes.push} aria-label="Search clients" onClick={() => onOpenNav(true)} onPointerEnter={() => void loadNavDrawer()}>
                <SearchIcon />
              </ActionIcon>
            ) : (
              <Box role="search" className={classes.compactSearch}>
                <ClientSearchBox mode="client" label="Search clients" placeholder="Search clients" hideLabel />
              </Box>
            )}
            <AlertsBell onOpen={onOpenAlerts} />
            <Burger
              opened={navOpened}
              onClick={() => onOpenNav(false)}
              onPointerEnter={() => void loadNavDrawer()}
              onFocus={() => void loadNavDrawer()}
              aria-label="Open menu"
              aria-haspopup="dialog"
              size="sm"
            />
          </>
        )}
        {user && !model && user.userAuthorities.includes('ROLE_ADMIN') && (
          // The provider's staff work without a lender: their way into the operations console.
          <nav aria-label="Main">
            <Button variant="subtle" component={Link} to="/ops">
              Operations
            </Button>
          </nav>
        )}
        {user && !model && (
          <Button variant="subtle" component={Link} to="/auth/logout" className={classes.push}>
            Logout
          </Button>
        )}
      </div>
    </Box>
  );
}

/** A magnifier; decorative, the button carries the name. */
function SearchIcon() {
  return (
    <svg width={20} height={20} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <circle cx="10" cy="10" r="7" />
      <path d="M21 21l-6 -6" />
    </svg>
  );
}
