import { Button } from '@mantine/core';
import { Link } from 'react-router';
import { DeferredMenu } from './deferred-menu';
import type { NavEntry } from './nav-items';
import classes from './app-header.module.css';

/** The header's main navigation from 1280 px (spec 1 §2): one row, never wrapping (decision 171). */
export function MainNav({ entries }: { entries: NavEntry[] }) {
  return (
    <nav aria-label="Main" className={classes.mainNav}>
      {entries.map((entry) => {
        if (entry.kind === 'place-order') {
          return (
            <DeferredMenu
              key={entry.label}
              label={entry.label}
              popup="dialog"
              render={(m, open) => <m.PlaceOrderMenu defaultOpened={open} />}
            />
          );
        }
        if (entry.kind === 'menu') {
          return (
            <DeferredMenu
              key={entry.label}
              label={entry.label}
              render={(m, open) => <m.LinkMenu label={entry.label} items={entry.items} defaultOpened={open} />}
            />
          );
        }
        return (
          <Button key={entry.to} variant="subtle" component={Link} to={entry.to}>
            {entry.label}
          </Button>
        );
      })}
    </nav>
  );
}
