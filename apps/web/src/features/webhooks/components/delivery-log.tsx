import { Alert, Badge, Button, Group, Table, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { ZonedTime } from '../../../shared/format/zoned';
import { ScrollRegion } from '../../../shared/ui/scroll-region';
import { useDeliveryLog } from '../api/get-delivery-log';
import { useReplay } from '../api/replay';
import { replaySinceResolver } from './replay-since-values';
import { BodyCell, BodyRow } from '../../../shared/ui/table-body-rows';

const STATUS_LABELS = { PENDING: 'Retrying', SENDING: 'Sending', SUCCEEDED: 'Delivered', FAILED: 'Failed' } as const;
const STATUS_COLORS = { PENDING: 'yellow', SENDING: 'blue', SUCCEEDED: 'green', FAILED: 'red' } as const;

// The dot carries the colour and the text stays dark (contrast); the word tells the state.
/** An endpoint's latest messages with each attempt: time, answer, latency; replay one or every failed one since a time. */
export function DeliveryLog({ endpointId }: { endpointId: string }) {
  const log = useDeliveryLog(endpointId);
  const replay = useReplay();
  const { register, handleSubmit, watch } = useForm<{ since: string }, unknown, { since: string }>({
    resolver: replaySinceResolver,
    defaultValues: { since: '' },
  });
  const [notice, setNotice] = useState<string | null>(null);

  if (log.isPending) return <Text c="dimmed">Loading the delivery log…</Text>;
  if (log.isError) return <Alert color="red">The delivery log could not be loaded.</Alert>;

  const replaySince = async ({ since }: { since: string }) => {
    const result = await replay.mutateAsync({ id: endpointId, since });
    setNotice(`${result.replayed} failed message${result.replayed === 1 ? '' : 's'} will be sent again.`);
  };

  return (
    <>
      <Group component="form" align="flex-end" gap="sm" onSubmit={handleSubmit(replaySince)}>
        <TextInput type="datetime-local" label="Replay failed messages since" {...register('since')} />
        <Button type="submit" variant="default" disabled={!watch('since') || replay.isPending}>
          Replay failed
        </Button>
      </Group>
      {notice && <Text role="status">{notice}</Text>}
      {log.data.length === 0 ? (
        <Text c="dimmed">No messages yet. Send a test event to see one here.</Text>
      ) : (
        <ScrollRegion minWidth={640} label="Delivery log">
          <Table aria-label="Delivery log" striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Event</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th>Last attempt</Table.Th>
                <Table.Th>Answer</Table.Th>
                <Table.Th>Latency</Table.Th>
                <Table.Th>Attempts</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {log.data.map((m) => {
                const last = m.log.at(-1);
                return (
                  <BodyRow striped key={m.id}>
                    <BodyCell>
                      <Text size="sm">{m.eventType}</Text>
                      <Text size="xs" c="dimmed" title={m.webhookId}>
                        {m.webhookId.slice(0, 16)}…
                      </Text>
                    </BodyCell>
                    <BodyCell>
                      <Badge color={STATUS_COLORS[m.status]} variant="dot">
                        {STATUS_LABELS[m.status]}
                      </Badge>
                    </BodyCell>
                    <BodyCell>{last ? <ZonedTime value={last.attemptedAt} /> : '—'}</BodyCell>
                    <BodyCell title={last?.responseExcerpt}>
                      {last ? (last.statusCode ?? last.error ?? '—') : '—'}
                    </BodyCell>
                    <BodyCell>{last ? `${last.latencyMs} ms` : '—'}</BodyCell>
                    <BodyCell>{m.attempts}</BodyCell>
                    <BodyCell>
                      {(m.status === 'FAILED' || m.status === 'SUCCEEDED') && (
                        <Button
                          size="xs"
                          variant="subtle"
                          disabled={replay.isPending}
                          onClick={() => void replay.mutateAsync({ id: endpointId, messageId: m.id })}
                        >
                          Replay
                        </Button>
                      )}
                    </BodyCell>
                  </BodyRow>
                );
              })}
            </Table.Tbody>
          </Table>
        </ScrollRegion>
      )}
    </>
  );
}
