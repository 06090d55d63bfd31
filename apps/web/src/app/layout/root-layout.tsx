import { Container } from '@mantine/core';
import { useState } from 'react';
import { Outlet } from 'react-router';
import { IdleProvider } from '../idle/idle-provider';
import { DocumentTitle } from '../navigation/document-title';
import { useNavigationEffects } from '../navigation/navigation-effects';
import { AppFooter } from './app-footer';
import { AppHeader } from './app-header';
import { LazyAlertsDrawer, LazyConfirmIdentityModal, LazyMajorErrorModal } from './lazy-shell-parts';
import { SkipLink } from './skip-link';
import classes from './root-layout.module.css';

function Shell() {
  const reloads = useNavigationEffects();
  const [alertsOpen, setAlertsOpen] = useState(false);
  return (
    <div className={classes.shell}>
      <DocumentTitle />
      <SkipLink />
      <AppHeader onOpenAlerts={() => setAlertsOpen(true)} />
      <Container component="main" id="main" tabIndex={-1} size="xl" py="lg" w="100%" className={classes.main}>
        {/* Keyed by the reload counter: navigating to the same URL re-mounts the page. */}
        <Outlet key={reloads} />
      </Container>
      <AppFooter />
      <LazyAlertsDrawer opened={alertsOpen} onClose={() => setAlertsOpen(false)} />
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
