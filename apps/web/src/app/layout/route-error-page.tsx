import { Anchor, Stack, Text, Title } from '@mantine/core';
import { Link, useRouteError } from 'react-router';

/** A page failed to load (e.g. its code after a deploy); the shell stays usable. */
export function RouteErrorPage() {
  const error = useRouteError();
  console.error(error);
  return (
    <Stack>
      <Title order={1}>This page could not be loaded</Title>
      <Text>Please reload the page. If the problem persists, contact support.</Text>
      <Anchor component={Link} to="/" reloadDocument>
        Take me to the dashboard
      </Anchor>
    </Stack>
  );
}
