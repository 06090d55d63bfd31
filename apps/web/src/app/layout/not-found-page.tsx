import { Anchor, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';

/** /four-oh-four and every unknown path (spec 1 §2). */
export function NotFoundPage() {
  return (
    <Stack>
      <Title order={1}>Page Not Found</Title>
      <Text>The page you requested cannot be found.</Text>
      <Anchor component={Link} to="/">
        Take me to the dashboard
      </Anchor>
    </Stack>
  );
}
