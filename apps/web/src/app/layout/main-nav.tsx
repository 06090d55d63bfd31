import { Button, Group } from '@mantine/core';
import { Link } from 'react-router';
import { DeferredMenu } from './deferred-menu';
import type { NavVisibility } from './nav-visibility';

/** The header's main navigation (spec 1 §2). */
export function MainNav({ visible }: { visible: NavVisibility }) {
  return (
    <nav aria-label="Main">
      <Group gap={4} wrap="wrap">
        <DeferredMenu label="Place Order" popup="dialog" render={(m, open) => <m.PlaceOrderMenu defaultOpened={open} />} />
        <DeferredMenu label="Create Client" render={(m, open) => <m.CreateClientMenu defaultOpened={open} />} />
        <DeferredMenu label="Portfolio" render={(m, open) => <m.PortfolioMenu monitored={visible.monitoredPortfolio} defaultOpened={open} />} />
        {visible.invoices && (
          <Button variant="subtle" component={Link} to="/invoices">
            Invoices
          </Button>
        )}
        {visible.operations && (
          <Button variant="subtle" component={Link} to="/ops">
            Operations
          </Button>
        )}
        <Button variant="subtle" component={Link} to="/resources">
          Resources
        </Button>
        <Button variant="subtle" component={Link} to="/contact-us">
          Contact Us
        </Button>
      </Group>
    </nav>
  );
}
