import { Alert, List } from '@mantine/core';
import { ApiError } from '../../../shared/api/api-client';

/** The server's error items in a red box. */
export function ErrorAlert({ error }: { error: unknown }) {
  if (!error) return null;
  const messages = error instanceof ApiError ? error.messages.map((m) => m.value) : [String(error)];
  return (
    <Alert color="red" role="alert">
      <List size="sm">
        {messages.map((m) => (
          <List.Item key={m}>{m}</List.Item>
        ))}
      </List>
    </Alert>
  );
}
