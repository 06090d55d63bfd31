import { Alert, Anchor, Button, Group, Paper, Skeleton, Stack, Title } from '@mantine/core';
import type { ClientDetail, ClientUpdate } from '@taxlens/contracts';
import { usePrefetchQuery } from '@tanstack/react-query';
import { lazy, type ReactNode, useState } from 'react';
import { Link, useParams } from 'react-router';
import { useSelectedLender } from '../../shared/session/use-session-user';
import { PageSkeleton } from '../../shared/ui/page-skeleton';
import { showToast } from '../../shared/ui/toasts';
import { clientQueryOptions, useClient } from './api/get-client';
import { clientOrdersQueryOptions } from './api/get-client-orders';
import { clientReportsQueryOptions } from './api/get-client-reports';
import { clientSummaryQueryOptions } from './api/get-client-summary';
import { liabilityHistoryQueryOptions } from './api/get-liability-history';
import { signatureRequestsQueryOptions } from './api/get-signature-requests';
import { useUpdateClient } from './api/update-client';
import { ArchiveClientButton } from './components/archive-client-button';
import { ClientDetails } from './components/client-details';
import { ClientForm } from './components/lazy-forms';
import { AfterFirstPaint } from '../../shared/ui/after-first-paint';
import { LiabilityHistory } from './components/liability-history';

// One chunk for every part below the first view, asked for when the first of them renders (decision 317).
const loadBelowFirstView = () => import('./components/below-first-view');
const ClientAuthorization = lazy(() => loadBelowFirstView().then((m) => ({ default: m.ClientAuthorization })));
const ClientBundle = lazy(() => loadBelowFirstView().then((m) => ({ default: m.ClientBundle })));
const CollectionStage = lazy(() => loadBelowFirstView().then((m) => ({ default: m.CollectionStage })));
const ClientOrdersTable = lazy(() => loadBelowFirstView().then((m) => ({ default: m.ClientOrdersTable })));
const ClientReports = lazy(() => loadBelowFirstView().then((m) => ({ default: m.ClientReports })));

/** /client/{clientId}: the client, its tax id, monitoring, 8821, bundle, reports and orders. */
export function ClientPage() {
  const { clientId = '' } = useParams();
  // Every list of the page is asked for beside the client, not once the client has come (issue 50). The
  // client first, in this render: its own query would ask once the page has committed, after the lists,
  // and the first view waits for its answer alone (decision 317).
  usePrefetchQuery(clientQueryOptions(clientId));
  usePrefetchQuery(clientOrdersQueryOptions(clientId));
  usePrefetchQuery(clientReportsQueryOptions(clientId));
  usePrefetchQuery(clientSummaryQueryOptions(clientId));
  usePrefetchQuery(liabilityHistoryQueryOptions(clientId));
  usePrefetchQuery(signatureRequestsQueryOptions(clientId));
  const client = useClient(clientId);
  if (client.isPending) return <PageSkeleton />;
  if (client.isError) {
    return (
      <Stack>
        <Title order={1}>Client</Title>
        <Alert color="red">The client could not be loaded.</Alert>
      </Stack>
    );
  }
  return <ClientView key={client.data.id} client={client.data} />;
}

function ClientView({ client }: { client: ClientDetail }) {
  const lender = useSelectedLender();
  const [editing, setEditing] = useState(false);
  const update = useUpdateClient(client.id);
  const closed = client.status === 'ARCHIVED' || client.status === 'CLOSED';
  const onDemand = client.capabilities.ondemandorder === 'ACTIVE';
  const monitored = lender !== null && lender.monitorType !== 'None';

  return (
    <Stack>
      <Group justify="space-between" align="start">
        <Title order={1}>{client.businessName}</Title>
        <Group gap="xs">
          {!closed && (
            <Button
              component={Link}
              to={onDemand ? `/place-order/on-demand/${client.id}` : `/place-order/${client.id}`}
            >
              Place Order
            </Button>
          )}
          <Button variant="default" component={Link} to={`/client/summary/${client.id}`}>
            Report Summary
          </Button>
        </Group>
      </Group>

      <Paper withBorder p="md">
        {editing ? (
          <ClientForm
            clientType={client.clientType}
            client={client}
            editing={{
              maskedTaxId: client.taxIdKind === 'SSN' ? client.ssn : client.ein,
              maskedSecondEin: client.secondEin,
              maskedSpouseSsn: client.jointSpouse?.ssn ?? null,
            }}
            submitLabel="Save Changes"
            busy={update.isPending}
            error={update.error}
            onCancel={() => setEditing(false)}
            onSubmit={(payload) =>
              update.mutate(payload as unknown as ClientUpdate, {
                onSuccess: () => {
                  setEditing(false);
                  showToast({ message: 'Client saved', type: 'success' });
                },
              })
            }
          />
        ) : (
          <Stack>
            <ClientDetails client={client} />
            {client.permissions.edit && (
              <Group gap="xs">
                <Button variant="light" onClick={() => setEditing(true)}>
                  Edit Client
                </Button>
                {!closed && <ArchiveClientButton clientId={client.id} businessName={client.businessName} />}
              </Group>
            )}
          </Stack>
        )}
      </Paper>

      {/* Below a phone's first view (the name and the details fill it): each part renders in an idle
          moment of its own once the page has painted, in slices (a transition), not in the first view's
          task; their data is already on its way (issue 50, decision 306), their code comes then (317). */}
      <Deferred h={260}>
        <ClientAuthorization client={client} monitored={monitored} />
      </Deferred>

      <Deferred h={80}>
        <ClientBundle client={client} />
      </Deferred>

      <Deferred h={0}>
        <CollectionStage clientId={client.id} />
      </Deferred>

      <LiabilityHistory clientId={client.id} />

      <Deferred h={160}>
        <ClientOrdersTable clientId={client.id} />
      </Deferred>

      <Deferred h={160}>
        <ClientReports clientId={client.id} />
      </Deferred>
      <Anchor component={Link} to="/portfolio/clients">
        All clients
      </Anchor>
    </Stack>
  );
}

/** A part of the page below the first view, with a placeholder of about its height until it renders. */
const Deferred = ({ h, children }: { h: number; children: ReactNode }) => (
  <AfterFirstPaint fallback={h > 0 ? <Skeleton h={h} /> : null}>{children}</AfterFirstPaint>
);
