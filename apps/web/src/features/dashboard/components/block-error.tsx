import { Text } from '@mantine/core';

/** A dashboard block whose data could not be loaded; the other blocks still show. */
export function BlockError({
  text = 'This information could not be loaded. Please try again later.',
}: {
  text?: string;
}) {
  return (
    <Text c="red.8" size="sm" mt="sm" role="alert">
      {text}
    </Text>
  );
}
