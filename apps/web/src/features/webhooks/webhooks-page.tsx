import { Alert, Card, Code, Stack, Text, Title } from '@mantine/core';
import type { WebhookEndpointInput } from '@taxlens/contracts';
import { useState } from 'react';
import { ApiError } from '../../shared/api/api-client';
import { PageSkeleton } from '../../shared/ui/page-skeleton';
import { useCreateEndpoint } from './api/create-webhook-endpoint';
import { useEndpoints } from './api/get-webhook-endpoints';
import { EndpointCard } from './components/endpoint-card';
import { EndpointForm } from './components/endpoint-form';

/** /webhooks (lender admin): endpoints that the portal tells of clients, orders, reports and alerts. */
export function WebhooksPage() {
  const endpoints = useEndpoints();
  const create = useCreateEndpoint();
  const [errors, setErrors] = useState<string[]>([]);
  const [created, setCreated] = useState<{ url: string; secret: string } | null>(null);

  const add = async (input: WebhookEndpointInput): Promise<boolean> => {
    setErrors([]);
    try {
      const result = await create.mutateAsync(input);
      setCreated({ url: result.endpoint.url, secret: result.secret });
      return true;
    } catch (error) {
      setErrors(
        error instanceof ApiError && error.messages.length
          ? error.messages.map((m) => m.value)
          : ['The endpoint could not be saved. Please try again.'],
      );
      return false;
    }
  };

  if (endpoints.isPending) return <PageSkeleton />;
  return (
    <Stack>
      <Title order={1}>Webhooks</Title>
      <Text>
        Your loan system can be told when something happens: a client created or archived, an order placed or rejected,
        a report completed, an alert raised. Each delivery is signed (Standard Webhooks) and retried for about a day
        when your system does not answer.
      </Text>
      {endpoints.isError ? (
        <Alert color="red">The endpoints could not be loaded.</Alert>
      ) : (
        endpoints.data.map((endpoint) => <EndpointCard key={endpoint.id} endpoint={endpoint} />)
      )}
      {endpoints.data?.length === 0 && <Text c="dimmed">No endpoints yet.</Text>}
      <Card withBorder padding="lg" component="section" aria-labelledby="add-endpoint-title">
        <Title order={2} size="h4" id="add-endpoint-title" mb="sm">
          Add an endpoint
        </Title>
        {created && (
          <Alert color="green" mb="sm" role="status">
            <Text fw={600}>Endpoint added</Text>
            <Text size="sm">
              Deliveries to {created.url} are signed with this secret (you can show it again later):
            </Text>
            <Code style={{ overflowWrap: 'anywhere' }}>{created.secret}</Code>
          </Alert>
        )}
        {errors.length > 0 && (
          <Alert color="red" role="alert" mb="sm">
            {errors.map((m) => (
              <Text key={m}>{m}</Text>
            ))}
          </Alert>
        )}
        <EndpointForm busy={create.isPending} onSubmit={add} />
      </Card>
    </Stack>
  );
}
