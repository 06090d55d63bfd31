import { Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useConfig } from '../../shared/config/get-config';
import { PageSkeleton } from '../../shared/ui/page-skeleton';
import { useContactConfig } from './api/get-contact-config';
import { ContactForm } from './components/contact-form';
import { Columns } from '../../shared/ui/columns';

// Leaflet needs a browser window: loaded with the page, not when the route table is read.
const OfficeMap = lazy(() => import('./components/office-map').then((m) => ({ default: m.OfficeMap })));

/** /contact-us (no guards): the office on a map, and the inquiry form. */
export function ContactPage() {
  const contact = useContactConfig();
  const { support } = useConfig();
  return (
    <Stack gap="lg">
      <Title order={1}>Contact Us</Title>
      {contact.isPending && <PageSkeleton />}
      {contact.isError && (
        <Text role="alert">{`The contact form cannot be loaded right now. Please call ${support.phone} or e-mail ${support.email}.`}</Text>
      )}
      {contact.data && (
        <Columns cols={{ base: 1, md: 2 }} spacing="xl">
          <Stack>
            <Suspense fallback={<Skeleton height={320} />}>
              <OfficeMap config={contact.data} />
            </Suspense>
            <Paper withBorder p="md" component="address" style={{ fontStyle: 'normal' }}>
              <Text fw={600}>{contact.data.office.name}</Text>
              {contact.data.office.address.map((line) => (
                <Text key={line}>{line}</Text>
              ))}
              {support.phone && <Text mt="xs">{support.phone}</Text>}
              {support.email && <Text>{support.email}</Text>}
            </Paper>
          </Stack>
          <ContactForm config={contact.data} />
        </Columns>
      )}
    </Stack>
  );
}
