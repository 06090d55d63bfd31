import { Alert, Anchor, List, Progress, Stack, Text } from '@mantine/core';
import type { BulkSignatureJob, BulkSkippedClient } from '@taxlens/contracts';
import { Link } from 'react-router';

/** Clients left out, each with the sentence saying why (a client of another lender shows no name). */
export function SkippedList({ skipped, label }: { skipped: readonly BulkSkippedClient[]; label: string }) {
  if (skipped.length === 0) return null;
  return (
    <Stack gap={4}>
      <Text fw={600}>{label}</Text>
      <List size="sm" spacing={4} aria-label={label}>
        {skipped.map((s) => (
          <List.Item key={s.clientId}>
            {s.businessName ? <strong>{s.businessName}: </strong> : null}
            {s.reason}
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}

/** A running bulk send's progress, then what it did. */
export function BulkSendOutcome({ job }: { job: BulkSignatureJob }) {
  if (job.status === 'QUEUED' || job.status === 'RUNNING') {
    return (
      <Stack gap="xs" role="status">
        <Text>{`Sending: ${job.done} of ${job.total} clients checked. You can close this window; the requests keep going out.`}</Text>
        <Progress value={job.total ? (job.done / job.total) * 100 : 0} aria-label="Bulk send progress" />
      </Stack>
    );
  }
  return (
    <Stack gap="sm">
      {job.status === 'FAILED' && (
        <Alert color="red" role="alert">
          The bulk send stopped with an error. The requests sent so far stand; please contact support.
        </Alert>
      )}
      <Text fw={600} role="status">
        {`Signature requests sent: ${job.sent}. Skipped: ${job.skipped.length}.${job.failed.length ? ` Not sent because of an error: ${job.failed.length}.` : ''}`}
      </Text>
      <SkippedList skipped={job.skipped} label="Skipped" />
      <SkippedList skipped={job.failed} label="Not sent" />
      <Anchor component={Link} to="/portfolio/signature-requests">
        See them in Signature requests
      </Anchor>
    </Stack>
  );
}
