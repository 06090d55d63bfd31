import { Alert, Badge, Button, Group, Paper, Table, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { formatAlertTime } from '../../../shared/format/format';
import { showToast } from '../../../shared/ui/toasts';
import { endOtherSessions, endSession, sessionsQuery } from '../api/settings';

/** The user's active sessions (device, address, last active), each with Sign out, and Sign out everywhere else. */
export function ActiveSessions() {
  const queryClient = useQueryClient();
  const sessions = useQuery(sessionsQuery);
  const refresh = () => queryClient.invalidateQueries({ queryKey: sessionsQuery.queryKey });
  const endOne = useMutation({ mutationFn: endSession, onSuccess: () => { showToast({ message: 'The session was signed out.', type: 'success' }); return refresh(); } });
  const endOthers = useMutation({ mutationFn: endOtherSessions, onSuccess: () => { showToast({ message: 'Signed out everywhere else.', type: 'success' }); return refresh(); } });
  const others = (sessions.data ?? []).filter((s) => !s.current).length;

  return (
    <Paper withBorder p="md">
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h3">Active Sessions</Title>
        <Button variant="default" disabled={others === 0} loading={endOthers.isPending} onClick={() => endOthers.mutate()}>
          Sign out everywhere else
        </Button>
      </Group>
      {sessions.isError ? (
        <Alert color="red">The sessions could not be loaded.</Alert>
      ) : (
        <Table.ScrollContainer minWidth={560}>
          <Table aria-label="Active sessions">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Device</Table.Th>
                <Table.Th>Address</Table.Th>
                <Table.Th>Last active</Table.Th>
                <Table.Th><span className="visually-hidden" style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>Actions</span></Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {(sessions.data ?? []).map((s) => (
                <Table.Tr key={s.id}>
                  <Table.Td>
                    {s.device} {s.current && <Badge variant="dot" color="gray" ml="xs">This session</Badge>}
                  </Table.Td>
                  <Table.Td>{s.ip ?? ''}</Table.Td>
                  <Table.Td>{formatAlertTime(s.lastActive)}</Table.Td>
                  <Table.Td>
                    {!s.current && (
                      <Button size="xs" variant="subtle" aria-label={`Sign out ${s.device} (${s.ip ?? 'unknown address'})`} onClick={() => endOne.mutate(s.id)}>
                        Sign out
                      </Button>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Paper>
  );
}
