import { Alert, List } from '@mantine/core';
import { ApiError } from '../api/api-client';

/** The server's error texts of a failed call, or the fallback when it gave none (a network failure). */
export function errorMessages(failure: unknown, fallback: string): string[] {
  return failure instanceof ApiError ? failure.messages.map((m) => m.value) : [fallback];
}

/** Error texts listed in a red alert; nothing when there are none. */
export function ErrorListAlert({ messages, title }: { messages: string[]; title?: string }) {
  if (messages.length === 0) return null;
  return (
    <Alert color="red" role="alert" title={title}>
      <List size="sm">
        {messages.map((m) => (
          <List.Item key={m}>{m}</List.Item>
        ))}
      </List>
    </Alert>
  );
}
