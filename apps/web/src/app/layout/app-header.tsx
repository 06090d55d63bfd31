import { Anchor, Box, Button, Group } from '@mantine/core';
import { Link } from 'react-router';
import { ClientSearchBox } from '../../features/search/components/client-search-box';
import { useConfig } from '../../shared/config/get-config';
import { useSessionUser } from '../../shared/session/use-session-user';
import { DemoBanner } from './banners/demo-banner';
import { GlobalBanners } from './banners/global-banners';
import { IdleBanner } from './banners/idle-banner';
import { MainNav } from './main-nav';
import { decideNavVisibility } from './nav-visibility';
import { UserNav } from './user-nav';
import classes from './app-header.module.css';

/** The header: banners, then the product link and, once a lender is chosen, the navigation. */
export function AppHeader({ onOpenAlerts }: { onOpenAlerts: () => void }) {
  const user = useSessionUser();
  const { productName } = useConfig();
  // Before a second factor is set up the server answers only the enrolment set (decision 126): no
  // navigation, client search or alerts bell (whose poll would only be refused).
  const visible = user?.selectedLender && user.f2aType !== 'OFF' ? decideNavVisibility(user) : null;
  return (
    <Box component="header" className={classes.header}>
      <IdleBanner />
      <DemoBanner />
      <GlobalBanners />
      <Group justify="space-between" wrap="wrap" px="md" py="xs" gap="xs">
        <Anchor component={Link} to="/" fw={700} size="lg" underline="never">
          {`${productName} Portal`}
        </Anchor>
        {user && visible && <MainNav visible={visible} />}
        {user && visible && (
          <Box role="search" w={240}>
            <ClientSearchBox mode="client" label="Search clients" placeholder="Search clients" hideLabel />
          </Box>
        )}
        {user && visible && <UserNav display={user.display} visible={visible} onOpenAlerts={onOpenAlerts} />}
        {user && !visible && user.userAuthorities.includes('ROLE_ADMIN') && (
          // The provider's staff work without a lender: their way into the operations console.
          <nav aria-label="Main">
            <Button variant="subtle" component={Link} to="/ops">
              Operations
            </Button>
          </nav>
        )}
        {user && !visible && (
          <Button variant="subtle" component={Link} to="/auth/logout">
            Logout
          </Button>
        )}
      </Group>
    </Box>
  );
}
