import { Alert, Button } from '@mantine/core';

export function LoadError({ what, onRetry }: { what: string; onRetry: () => void }) {
  return (
    <Alert color="red" role="alert" title={`The ${what} could not be loaded.`}>
      <Button variant="light" color="red" size="xs" mt="xs" onClick={onRetry}>
        Try again
      </Button>
    </Alert>
  );
}
