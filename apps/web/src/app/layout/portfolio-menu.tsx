import { Button, Menu } from '@mantine/core';
import { Link } from 'react-router';

/** Spec 1 §2: the monitored lists appear only when the lender's monitorType is not None. */
export function PortfolioMenu({ monitored, defaultOpened }: { monitored: boolean; defaultOpened?: boolean }) {
  return (
    <Menu defaultOpened={defaultOpened} position="bottom-start" withinPortal withInitialFocusPlaceholder={false}>
      <Menu.Target>
        <Button variant="subtle">Portfolio</Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item component={Link} to="/portfolio/clients">
          Clients
        </Menu.Item>
        <Menu.Item component={Link} to="/portfolio/orders">
          Orders
        </Menu.Item>
        <Menu.Item component={Link} to="/portfolio/overview">
          Overview
        </Menu.Item>
        {monitored && (
          <>
            <Menu.Item component={Link} to="/portfolio/incomplete-auth">
              Incomplete Authorizations
            </Menu.Item>
            <Menu.Item component={Link} to="/portfolio/expiring-forms">
              Expiring Forms
            </Menu.Item>
          </>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
