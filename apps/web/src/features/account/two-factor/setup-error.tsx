import { Alert } from '@mantine/core';

/** Spec 1 §8: setup failures show the server's message in an inline error box with an icon. */
export function SetupError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <Alert color="red" role="alert" title="Verification failed" icon={<span aria-hidden="true">!</span>}>
      {message}
    </Alert>
  );
}

export const errorText = (error: unknown) =>
  error instanceof Error ? error.message : 'Something went wrong. Please try again.';
