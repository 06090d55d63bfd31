import { Divider, Paper, Stack } from '@mantine/core';
import type { ClientDetail } from '@taxlens/contracts';
import { BundleCard } from './bundle-card';
import { ClientOrdersTable } from './client-orders-table';
import { ClientReportsTable } from './client-reports-table';
import { CollectionStage } from './collection-stage';
import { DesigneeSelect } from './designee-select';
import { Form8821Card } from './form-8821-card';
import { MonitoringControl } from './monitoring-control';
import { SignatureRequestsCard } from './signature-requests-card';

/*
 * The client page's parts below a phone's first view, in a chunk of their own that the page asks for
 * once it has painted: their forms, the 8821 check panel and the contracts' schemas they use are no
 * part of the first view's download and start-up (issue 50, decision 317).
 */

/** Monitoring, designee, the 8821 and its signature requests. */
export function ClientAuthorization({ client, monitored }: { client: ClientDetail; monitored: boolean }) {
  const closed = client.status === 'ARCHIVED' || client.status === 'CLOSED';
  return (
    <Paper withBorder p="md">
      <Stack gap="sm">
        {monitored && !closed && <MonitoringControl client={client} canChange={client.permissions.edit} />}
        <DesigneeSelect client={client} />
        <Divider />
        <Form8821Card client={client} />
        <Divider />
        <SignatureRequestsCard client={client} />
      </Stack>
    </Paper>
  );
}

export function ClientBundle({ client }: { client: ClientDetail }) {
  return (
    <Paper withBorder p="md">
      <BundleCard client={client} />
    </Paper>
  );
}

export function ClientReports({ clientId }: { clientId: string }) {
  return (
    <Stack gap="xs">
      <ClientReportsTable clientId={clientId} />
    </Stack>
  );
}

export { ClientOrdersTable, CollectionStage };
