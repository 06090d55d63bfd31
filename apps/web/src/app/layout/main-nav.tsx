import { Button, Group } from '@mantine/core';
import { Link } from 'react-router';
import { CreateClientMenu } from './create-client-menu';
import type { NavVisibility } from './nav-visibility';
import { PlaceOrderMenu } from './place-order-menu';
import { PortfolioMenu } from './portfolio-menu';

/** The header's main navigation (spec 1 §2). */
export function MainNav({ visible }: { visible: NavVisibility }) {
  return (
    <nav aria-label="Main">
      <Group gap={4} wrap="wrap">
        <PlaceOrderMenu />
        <CreateClientMenu />
        <PortfolioMenu monitored={visible.monitoredPortfolio} />
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
