import { Button, Menu } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { NavLink } from './nav-items';

type Props = {
  /** The button's text. */
  label: ReactNode;
  items: NavLink[];
  defaultOpened?: boolean;
  position?: 'bottom-start' | 'bottom-end';
  /** A divider before the last item (the user menu's Logout). */
  dividerBeforeLast?: boolean;
  /** The full text when the label is cut short (a long display name): the button's title and the menu's first line. */
  title?: string;
  className?: string;
};

/** A header dropdown of links (spec 1 §2); closing it without following a link returns focus to its button. */
export function LinkMenu({
  label,
  items,
  defaultOpened,
  position = 'bottom-start',
  dividerBeforeLast,
  title,
  className,
}: Props) {
  return (
    <Menu
      defaultOpened={defaultOpened}
      position={position}
      withinPortal
      withInitialFocusPlaceholder={false}
      returnFocus
    >
      <Menu.Target>
        <Button variant="subtle" title={title} className={className}>
          {label}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {title && <Menu.Label>{title}</Menu.Label>}
        {items.map((item, i) => (
          <span key={item.to} style={{ display: 'contents' }}>
            {dividerBeforeLast && i === items.length - 1 && <Menu.Divider />}
            <Menu.Item component={Link} to={item.to}>
              {item.label}
            </Menu.Item>
          </span>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
