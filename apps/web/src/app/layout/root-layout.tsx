import { Container } from '@mantine/core';
import { useState } from 'react';
import { Outlet } from 'react-router';
import { IdleProvider } from '../idle/idle-provider';
import { DocumentTitle } from '../navigation/document-title';
import { useFocusReturningDisclosure } from '../navigation/focus-return';
import { useNavigationEffects } from '../navigation/navigation-effects';
import { useRefreshAfterFirstPage } from '../../shared/session/use-refresh-after-first-page';
import { useSessionUser } from '../../shared/session/use-session-user';
import { AppFooter } from './app-footer';
import { AppHeader, hasNavMenus } from './app-header';
import { LazyAlertsDrawer, LazyConfirmIdentityModal, LazyMajorErrorModal, LazyNavDrawer } from './lazy-shell-parts';
import { SkipLink } from './skip-link';
import classes from './root-layout.module.css';

function Shell() {
  const reloads = useNavigationEffects();
  const alerts = useFocusReturningDisclosure();
  const nav = useFocusReturningDisclosure();
  const [navSearch, setNavSearch] = useState(false);
  const user = useSessionUser();
  useRefreshAfterFirstPage();
  return (
    <div className={classes.shell}>
      <DocumentTitle />
      <SkipLink />
      <AppHeader
        onOpenAlerts={alerts.open}
        navOpened={nav.opened}
        onOpenNav={(search) => {
          setNavSearch(search);
          nav.open();
        }}
      />
      <Container component="main" id="main" tabIndex={-1} size="xl" py="lg" w="100%" className={classes.main}>
        {/* Keyed by the reload counter: navigating to the same URL re-mounts the page. */}
        <Outlet key={reloads} />
      </Container>
      <AppFooter />
      <LazyAlertsDrawer opened={alerts.opened} onClose={alerts.close} />
      {user && hasNavMenus(user) && (
        <LazyNavDrawer opened={nav.opened} onClose={nav.close} user={user} focusSearch={navSearch} />
      )}
      <LazyMajorErrorModal />
      <LazyConfirmIdentityModal />
    </div>
  );
}

/** The layout of every page (spec 1 §2). */
export function RootLayout() {
  return (
    <IdleProvider>
      <Shell />
    </IdleProvider>
  );
}
