import { Anchor, Stack, Text, Title } from '@mantine/core';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import type { PageRefusal } from '../guards/guard-loader';

const isRefusal = (error: unknown): error is { status: 403; data: PageRefusal } =>
  isRouteErrorResponse(error) &&
  error.status === 403 &&
  typeof (error.data as PageRefusal | undefined)?.refusedPage === 'string';

/** A page failed to load (e.g. its code after a deploy), or is not for this user; the shell stays usable. */
export function RouteErrorPage() {
  const error = useRouteError();
  if (isRefusal(error)) {
    // Decision 170: a refused page says why instead of a silent move to the dashboard.
    const page = error.data.refusedPage || 'this page';
    return (
      <Stack>
        <Title order={1}>Access Denied</Title>
        <Text>{`You do not have access to ${page}.`}</Text>
        <Text>If you need it for your work, ask your lender administrator for the right role.</Text>
        <Anchor component={Link} to="/">
          Take me to the dashboard
        </Anchor>
      </Stack>
    );
  }
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
