import { ActionIcon, Box, Burger } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { ClientSearchBox } from '../../features/search/components/client-search-box';
import { loadNavDrawer } from './lazy-shell-parts';
import { MainNav } from './main-nav';
import type { User } from '@taxlens/contracts';
import { useNavModel } from './nav-items';
import { AlertsBell, UserNav } from './user-nav';
import classes from './app-header.module.css';

/** From this width the full menus stand in one row; below, a compact bar opens a drawer (decision 171). */
export const WIDE_HEADER_QUERY = '(min-width: 80em)';
/** Phones: the client search moves behind a button, one tap away. */
const PHONE_QUERY = '(max-width: 35.99em)';

export type SignedInBarProps = {
  user: User;
  onOpenAlerts: () => void;
  /** Opens the navigation drawer; `search` puts the focus on its client search. */
  onOpenNav: (search: boolean) => void;
  navOpened: boolean;
};

/**
 * The header's part for a signed-in user with a lender: the full menus from 1280 px, a compact bar
 * below. Its own chunk (docs/decisions/221): the sign-in pages never download it.
 */
export function SignedInBar({ user, onOpenAlerts, onOpenNav, navOpened }: SignedInBarProps) {
  const model = useNavModel(user);
  const wide = useMediaQuery(WIDE_HEADER_QUERY, true, { getInitialValueInEffect: false });
  const phone = useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false });
  if (wide) {
    return (
      <>
        <MainNav entries={model.main} />
        <Box role="search" className={classes.search}>
          <ClientSearchBox mode="client" label="Search clients" placeholder="Search clients" hideLabel />
        </Box>
        <UserNav display={user.display} model={model} onOpenAlerts={onOpenAlerts} />
      </>
    );
  }
  return (
    <>
      {phone ? (
        <ActionIcon
          variant="subtle"
          size="lg"
          className={classes.push}
          aria-label="Search clients"
          onClick={() => onOpenNav(true)}
          onPointerEnter={() => void loadNavDrawer()}
        >
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
  );
}

/** A magnifier; decorative, the button carries the name. */
function SearchIcon() {
  return (
    <svg
      width={20}
      height={20}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="10" cy="10" r="7" />
      <path d="M21 21l-6 -6" />
    </svg>
  );
}
