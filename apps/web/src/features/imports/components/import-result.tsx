import { Anchor, List, Progress, Stack, Text } from '@mantine/core';
import type { ImportSummary } from '@taxlens/contracts';
import { Link } from 'react-router';

/** Step 4: the job's progress, then created, updated, skipped and failed with links to the clients. */
export function ImportResult({ summary }: { summary: ImportSummary }) {
  if (summary.status === 'IMPORTING') {
    const { done, total } = summary.progress ?? { done: 0, total: summary.rowCount };
    return (
      <Stack gap="xs">
        <Text>Importing: {`${done} of ${total} rows`}. You can leave this page and come back.</Text>
        <Progress value={total ? (done / total) * 100 : 0} aria-label="Import progress" />
      </Stack>
    );
  }
  if (summary.status === 'FAILED')
    return (
      <Text c="red">
        The import stopped with an error. The clients imported so far are kept; please contact support.
      </Text>
    );
  const result = summary.result;
  if (!result) return null;
  return (
    <Stack gap="xs">
      <Text
        fw={600}
      >{`Import finished: ${result.created} created, ${result.updated} updated, ${result.skipped} skipped, ${result.failed} failed.`}</Text>
      <List>
        {result.clients.map((c) => (
          <List.Item key={c.clientId}>
            <Anchor component={Link} to={`/client/${c.clientId}`}>
              {c.businessName}
            </Anchor>{' '}
            ({c.outcome === 'CREATED' ? 'created' : 'updated'}, row {c.row})
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}
