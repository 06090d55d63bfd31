import { CLIENT_TYPES, type User } from '@taxlens/contracts';
import { useMemo } from 'react';
import { mayUsePage } from '../guards/guard-rules';
import { ROUTES } from '../routes/route-table';

export type NavLink = { label: string; to: string };
/** One top-level entry of the main navigation, in the order the header and the drawer show them. */
export type NavEntry =
  | { kind: 'place-order'; label: 'Place Order' }
  | { kind: 'menu'; label: string; items: NavLink[] }
  | { kind: 'link'; label: string; to: string };

export type NavModel = { main: NavEntry[]; account: NavLink[]; userMenu: NavLink[] };

/**
 * Whether a user may use the page at a path: the route's own guards decide (decision 170), so a
 * menu never offers a page that would be refused. A convenience only: the server refuses the rest.
 */
export function mayUsePath(user: User, to: string): boolean {
  const path = to.split('?')[0]!;
  const def = ROUTES.find((r) => r.path === path) ?? ROUTES.find((r) => matchesPattern(r.path, path));
  return def ? mayUsePage(def.access, user) : true;
}

function matchesPattern(pattern: string, path: string): boolean {
  const a = pattern.split('/');
  const b = path.split('/');
  return a.length === b.length && a.every((part, i) => part.startsWith(':') || part === b[i]);
}

const links = (user: User, items: NavLink[]) => items.filter((item) => mayUsePath(user, item.to));

/** Every menu item the user may use (spec 1 §2), one list for the desktop header and the phone drawer. */
export function buildNavModel(user: User): NavModel {
  const main: NavEntry[] = [];
  if (mayUsePath(user, '/place-order/:clientId')) main.push({ kind: 'place-order', label: 'Place Order' });
  if (mayUsePath(user, '/client/create')) {
    main.push({
      kind: 'menu',
      label: 'Create Client',
      // The seven client types (spec 1 §2), then the bulk import (decision 177).
      items: [
        ...CLIENT_TYPES.map((type) => ({ label: type.label, to: `/client/create?clientType=${type.code}` })),
        { label: 'Import clients from a file', to: '/client/import' },
      ],
    });
  }
  main.push({
    kind: 'menu',
    label: 'Portfolio',
    items: links(user, [
      { label: 'Clients', to: '/portfolio/clients' },
      { label: 'Orders', to: '/portfolio/orders' },
      { label: 'Overview', to: '/portfolio/overview' },
      { label: 'Trends', to: '/portfolio/trends' },
      { label: 'Signature requests', to: '/portfolio/signature-requests' },
      { label: 'Incomplete Authorizations', to: '/portfolio/incomplete-auth' },
      { label: 'Expiring Forms', to: '/portfolio/expiring-forms' },
    ]),
  });
  for (const item of links(user, [
    { label: 'Invoices', to: '/invoices' },
    { label: 'Operations', to: '/ops' },
    { label: 'Resources', to: '/resources' },
    { label: 'Contact Us', to: '/contact-us' },
  ])) {
    main.push({ kind: 'link', ...item });
  }
  const userMenu = links(user, [
    { label: 'Account Settings', to: '/settings' },
    { label: 'Designees', to: '/designees' },
    { label: 'Manage Users', to: '/manage-users' },
    { label: 'Audit Log', to: '/audit-log' },
    { label: 'IP Whitelist', to: '/whitelist' },
    { label: 'Webhooks', to: '/webhooks' },
    { label: 'API access', to: '/api-access' },
    { label: 'Alert Rules', to: '/settings/alert-rules' },
  ]);
  if (user.multipleLenders) userMenu.push({ label: 'Switch Accounts', to: '/set-lender' });
  userMenu.push({ label: 'Logout', to: '/auth/logout' });
  return { main, account: [{ label: 'FAQ', to: '/faq' }], userMenu };
}

/** The menus of the header and the drawer, built again only when the user changes. */
export function useNavModel(user: User): NavModel {
  return useMemo(() => buildNavModel(user), [user]);
}
