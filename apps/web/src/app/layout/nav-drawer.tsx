import { Box, Divider, Drawer, NavLink as MantineNavLink, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { ClientSearchBox } from '../../features/search/components/client-search-box';
import type { User } from '@taxlens/contracts';
import { useNavModel, type NavLink } from './nav-items';

export type NavDrawerProps = {
  opened: boolean;
  onClose: () => void;
  user: User;
  /** Opened by the phone's search button: the search box takes the focus. */
  focusSearch: boolean;
};

const linkItem = (item: NavLink) => <MantineNavLink key={item.to} component={Link} to={item.to} label={item.label} />;

/**
 * Below 1280 px the header's menus live here (decision 171): every desktop item in the same order and
 * names, the client search first. Escape and a tap outside close it; a link closes it by navigating.
 */
export function NavDrawer({ opened, onClose, user, focusSearch }: NavDrawerProps) {
  const model = useNavModel(user);
  const { display } = user;
  return (
    <Drawer.Root
      opened={opened}
      onClose={onClose}
      position="right"
      size="min(22.5rem, 85vw)"
      closeOnEscape
      closeOnClickOutside
      returnFocus={false}
    >
      <Drawer.Overlay />
      <Drawer.Content aria-label="Navigation">
        {/* Mantine renders a <header>, which inside a dialog would be a second banner landmark. */}
        <Drawer.Header role="presentation">
          <Drawer.Title>Menu</Drawer.Title>
          <Drawer.CloseButton aria-label="Close menu" />
        </Drawer.Header>
        <Drawer.Body>
          <Stack gap="md">
            <Box role="search">
              <ClientSearchBox
                mode="client"
                label="Search clients"
                placeholder="Search clients"
                autoFocus={focusSearch}
              />
            </Box>
            <nav aria-label="Main">
              {model.main.map((entry) => {
                if (entry.kind === 'place-order') {
                  return (
                    <Box key={entry.label} px="sm" py={6}>
                      <Text fw={500} size="sm" mb={4}>
                        {entry.label}
                      </Text>
                      <ClientSearchBox
                        mode="place-order"
                        label="Find a client to order for"
                        placeholder="Business name"
                      />
                    </Box>
                  );
                }
                if (entry.kind === 'menu') {
                  return (
                    <MantineNavLink key={entry.label} label={entry.label} component="button" childrenOffset="md">
                      {entry.items.map(linkItem)}
                    </MantineNavLink>
                  );
                }
                return linkItem(entry);
              })}
            </nav>
            <Divider />
            <nav aria-label="Account">
              {model.account.map(linkItem)}
              <MantineNavLink label={display} component="button" childrenOffset="md">
                {model.userMenu.map(linkItem)}
              </MantineNavLink>
            </nav>
          </Stack>
        </Drawer.Body>
      </Drawer.Content>
    </Drawer.Root>
  );
}
