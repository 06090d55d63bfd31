import { Button, Menu } from '@mantine/core';
import { Link } from 'react-router';
import type { NavVisibility } from './nav-visibility';

/** Spec 1 §2: the user menu, named by the user's display name. */
export function UserMenu({ display, visible, defaultOpened }: { display: string; visible: NavVisibility; defaultOpened?: boolean }) {
  return (
    <Menu defaultOpened={defaultOpened} position="bottom-end" withinPortal withInitialFocusPlaceholder={false}>
      <Menu.Target>
        <Button variant="subtle">{display}</Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item component={Link} to="/settings">
          Account Settings
        </Menu.Item>
        {visible.designees && (
          <Menu.Item component={Link} to="/designees">
            Designees
          </Menu.Item>
        )}
        {visible.manageUsers && (
          <Menu.Item component={Link} to="/manage-users">
            Manage Users
          </Menu.Item>
        )}
        {visible.auditLog && (
          <Menu.Item component={Link} to="/audit-log">
            Audit Log
          </Menu.Item>
        )}
        {visible.whitelist && (
          <Menu.Item component={Link} to="/whitelist">
            IP Whitelist
          </Menu.Item>
        )}
        {visible.webhooks && (
          <Menu.Item component={Link} to="/webhooks">
            Webhooks
          </Menu.Item>
        )}
        {visible.switchAccounts && (
          <Menu.Item component={Link} to="/set-lender">
            Switch Accounts
          </Menu.Item>
        )}
        <Menu.Divider />
        <Menu.Item component={Link} to="/auth/logout">
          Logout
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
