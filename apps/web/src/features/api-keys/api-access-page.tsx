import { Alert, Anchor, Card, Code, CopyButton, Button, Group, Stack, Text, Title } from '@mantine/core';
import type { ApiKey, ApiKeyInput, CreatedApiKey } from '@taxlens/contracts';
import { useState } from 'react';
import { ApiError } from '../../shared/api/api-client';
import { PageSkeleton } from '../../shared/ui/page-skeleton';
import { useCreateApiKey } from './api/create-api-key';
import { useApiKeys } from './api/get-api-keys';
import { useRevokeApiKey } from './api/revoke-api-key';
import { KeyForm } from './components/key-form';
import { KeyTable } from './components/key-table';

const messagesOf = (error: unknown, fallback: string) =>
  error instanceof ApiError && error.messages.length ? error.messages.map((m) => m.value) : [fallback];

/** /api-access (lender admin): keys a loan system calls the API with. */
export function ApiAccessPage() {
  const keys = useApiKeys();
  const create = useCreateApiKey();
  const revoke = useRevokeApiKey();
  const [errors, setErrors] = useState<string[]>([]);
  const [created, setCreated] = useState<CreatedApiKey | null>(null);

  const add = async (input: ApiKeyInput): Promise<boolean> => {
    setErrors([]);
    try {
      setCreated(await create.mutateAsync(input));
      return true;
    } catch (error) {
      setErrors(messagesOf(error, 'The key could not be created. Please try again.'));
      return false;
    }
  };

  const revokeKey = (key: ApiKey) => {
    if (!window.confirm(`Revoke the key "${key.name}"? Calls made with it are refused from now on.`)) return;
    setErrors([]);
    revoke.mutate(key.id, {
      onError: (error) => setErrors(messagesOf(error, 'The key could not be revoked. Please try again.')),
    });
  };

  if (keys.isPending) return <PageSkeleton />;
  return (
    <Stack>
      <Title order={1}>API access</Title>
      <Text>
        Your loan system can create clients, upload 8821s, order reports and read results through the API, with a key
        made here. A test key works on the same API with data kept apart: nothing is billed and its orders complete by
        themselves. See the <Anchor href="/api/v1/docs">API reference</Anchor> and set up{' '}
        <Anchor href="/webhooks">webhooks</Anchor> to be told when something happens.
      </Text>
      {errors.length > 0 && (
        <Alert color="red" role="alert">
          {errors.map((m) => (
            <Text key={m}>{m}</Text>
          ))}
        </Alert>
      )}
      {keys.isError ? (
        <Alert color="red">The keys could not be loaded.</Alert>
      ) : keys.data.length === 0 ? (
        <Text c="dimmed">No keys yet.</Text>
      ) : (
        <KeyTable
          keys={keys.data}
          revoking={revoke.isPending ? (revoke.variables ?? null) : null}
          onRevoke={revokeKey}
        />
      )}
      <Card withBorder padding="lg" component="section" aria-labelledby="create-key-title">
        <Title order={2} size="h4" id="create-key-title" mb="sm">
          Create a key
        </Title>
        {created && (
          <Alert color="green" mb="sm" role="status">
            <Text fw={600}>Key “{created.key.name}” created</Text>
            <Text size="sm">
              Copy it now: it is shown only this once. Afterwards only its beginning ({created.key.prefix}…) is shown.
            </Text>
            <Group gap="xs" wrap="nowrap" align="center">
              <Code style={{ overflowWrap: 'anywhere' }} data-testid="new-api-key">
                {created.secret}
              </Code>
              <CopyButton value={created.secret}>
                {({ copied, copy }) => (
                  <Button size="xs" variant="light" onClick={copy}>
                    {copied ? 'Copied' : 'Copy'}
                  </Button>
                )}
              </CopyButton>
            </Group>
          </Alert>
        )}
        <KeyForm busy={create.isPending} onSubmit={add} />
      </Card>
    </Stack>
  );
}
