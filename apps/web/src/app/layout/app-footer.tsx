import { Anchor, Box, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useConfig } from '../../shared/config/get-config';
import classes from './app-footer.module.css';

/** Spec 1 §1: support contact details and the provider's postal address. */
export function AppFooter() {
  const { productName, support } = useConfig();
  return (
    <Box component="footer" className={classes.footer} px="md" py="lg">
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <Stack gap={2}>
          <Text fw={700}>{`${productName} Support`}</Text>
          {support.email && <Anchor href={`mailto:${support.email}`}>{support.email}</Anchor>}
          {support.phone && <Anchor href={`tel:${support.phone.replace(/[^\d+]/g, '')}`}>{support.phone}</Anchor>}
        </Stack>
        {support.address.length > 0 && (
          <address className={classes.address}>
            {support.address.map((line) => (
              <Text key={line} size="sm">
                {line}
              </Text>
            ))}
          </address>
        )}
        <Stack gap={2}>
          <Anchor component={Link} to="/terms-and-conditions" size="sm">
            Terms & Conditions
          </Anchor>
          <Anchor component={Link} to="/contact-us" size="sm">
            Contact Us
          </Anchor>
          <Anchor component={Link} to="/accessibility" size="sm">
            Accessibility
          </Anchor>
        </Stack>
      </Group>
    </Box>
  );
}
