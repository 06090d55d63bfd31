import { Alert, Badge, Button, Card, Code, Group, Stack, Text, Title } from '@mantine/core';
import type { WebhookEndpoint } from '@taxlens/contracts';
import { useState } from 'react';
import { ApiError } from '../../../shared/api/api-client';
import { ZonedTime } from '../../../shared/format/zoned';
import { useEndpointAction } from '../api/webhook-endpoint-action';
import { useSecret } from '../api/webhook-secret';
import { DeliveryLog } from './delivery-log';

/** One endpoint: its events and state, its secret on request, a test event, and its delivery log. */
export function EndpointCard({ endpoint }: { endpoint: WebhookEndpoint }) {
  const action = useEndpointAction();
  const secret = useSecret();
  const [shown, setShown] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const enabled = endpoint.status === 'ENABLED';

  const run = async (work: () => Promise<unknown>) => {
    setError(null);
    try {
      await work();
    } catch (e) {
      setError(e instanceof ApiError && e.messages[0] ? e.messages[0].value : 'That did not work. Please try again.');
    }
  };

  return (
    <Card withBorder padding="lg" component="section" aria-label={`Endpoint ${endpoint.url}`}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap">
          <Title order={2} size="h4" style={{ overflowWrap: 'anywhere' }}>
            {endpoint.url}
          </Title>
          <Group gap="xs">
            {endpoint.forTest && (
              <Badge variant="dot" color="gray">
                Test
              </Badge>
            )}
            <Badge variant="dot" color={enabled ? 'green' : 'gray'}>
              {enabled ? 'Enabled' : 'Disabled'}
            </Badge>
          </Group>
        </Group>
        {endpoint.description && <Text>{endpoint.description}</Text>}
        {!enabled && endpoint.disabledReason && <Text c="dimmed">{endpoint.disabledReason}</Text>}
        <Text size="sm">Events: {endpoint.eventTypes.join(', ')}</Text>
        {endpoint.rotatingUntil && (
          <Text size="sm">
            The previous secret also signs until <ZonedTime value={endpoint.rotatingUntil} />.
          </Text>
        )}
        <Group gap="sm">
          <Button
            variant="default"
            disabled={!enabled || action.isPending}
            onClick={() => void run(() => action.mutateAsync({ id: endpoint.id, action: 'test' }))}
          >
            Send test event
          </Button>
          <Button
            variant="default"
            disabled={secret.isPending}
            onClick={() =>
              void run(async () => setShown((await secret.mutateAsync({ id: endpoint.id, rotate: false })).secret))
            }
          >
            Show secret
          </Button>
          <Button
            variant="default"
            disabled={secret.isPending}
            onClick={() =>
              void run(async () => setShown((await secret.mutateAsync({ id: endpoint.id, rotate: true })).secret))
            }
          >
            Rotate secret
          </Button>
          <Button
            variant="default"
            disabled={action.isPending}
            onClick={() =>
              void run(() => action.mutateAsync({ id: endpoint.id, action: enabled ? 'disable' : 'enable' }))
            }
          >
            {enabled ? 'Disable' : 'Enable'}
          </Button>
        </Group>
        {shown && (
          <Alert color="blue">
            <Text fw={600}>Signing secret</Text>
            <Code style={{ overflowWrap: 'anywhere' }}>{shown}</Code>
            <Text size="sm">Verify each delivery&apos;s webhook-signature header with it (Standard Webhooks).</Text>
          </Alert>
        )}
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <Title order={3} size="h5">
          Delivery log
        </Title>
        <DeliveryLog endpointId={endpoint.id} />
      </Stack>
    </Card>
  );
}
