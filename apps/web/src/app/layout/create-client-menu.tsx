import { Button, Menu } from '@mantine/core';
import { CLIENT_TYPES } from '@taxlens/contracts';
import { Link } from 'react-router';

/** Spec 1 §2: a dropdown of the seven client types, each opening the create form for that type; then the bulk import (issue 23). */
export function CreateClientMenu({ defaultOpened }: { defaultOpened?: boolean }) {
  return (
    <Menu defaultOpened={defaultOpened} position="bottom-start" withinPortal withInitialFocusPlaceholder={false}>
      <Menu.Target>
        <Button variant="subtle">Create Client</Button>
      </Menu.Target>
      <Menu.Dropdown>
        {CLIENT_TYPES.map((type) => (
          <Menu.Item key={type.code} component={Link} to={`/client/create?clientType=${type.code}`}>
            {type.label}
          </Menu.Item>
        ))}
        <Menu.Divider />
        <Menu.Item component={Link} to="/client/import">
          Import clients from a file
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
