import { Badge, Button, Group, Paper, Title, VisuallyHidden } from '@mantine/core';
import { type ActiveSession, formatInstant } from '@taxlens/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSessionUser } from '../../../shared/session/use-session-user';
import { DataTable, type DataTableColumn } from '../../../shared/ui/data-table';
import { showToast } from '../../../shared/ui/toasts';
import { endOtherSessions } from '../api/end-other-sessions';
import { endSession } from '../api/end-session';
import { sessionsQuery } from '../api/get-sessions';

const sessionColumns = (
  onSignOut: (id: string) => void,
  timeZone: string | null | undefined,
): DataTableColumn<ActiveSession>[] => [
  {
    header: 'Device',
    cell: (s) => (
      <>
        {s.device}{' '}
        {s.current && (
          <Badge variant="dot" color="gray" ml="xs">
            This session
          </Badge>
        )}
      </>
    ),
  },
  { header: 'Address', cell: (s) => s.ip ?? '' },
  { header: 'Last active', cell: (s) => formatInstant(s.lastActive, timeZone) },
  {
    header: <VisuallyHidden>Actions</VisuallyHidden>,
    cell: (s) =>
      !s.current && (
        <Button
          size="xs"
          variant="subtle"
          aria-label={`Sign out ${s.device} (${s.ip ?? 'unknown address'})`}
          onClick={() => onSignOut(s.id)}
        >
          Sign out
        </Button>
      ),
  },
];

/** The user's active sessions (device, address, last active), each with Sign out, and Sign out everywhere else. */
export function ActiveSessions() {
  const queryClient = useQueryClient();
  const sessions = useQuery(sessionsQuery);
  const timeZone = useSessionUser()?.timeZone;
  const refresh = () => queryClient.invalidateQueries({ queryKey: sessionsQuery.queryKey });
  const endOne = useMutation({
    mutationFn: endSession,
    onSuccess: () => {
      showToast({ message: 'The session was signed out.', type: 'success' });
      return refresh();
    },
  });
  const endOthers = useMutation({
    mutationFn: endOtherSessions,
    onSuccess: () => {
      showToast({ message: 'Signed out everywhere else.', type: 'success' });
      return refresh();
    },
  });
  const others = (sessions.data ?? []).filter((s) => !s.current).length;

  return (
    <Paper withBorder p="md">
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h3">
          Active Sessions
        </Title>
        <Button
          variant="default"
          disabled={others === 0}
          loading={endOthers.isPending}
          onClick={() => endOthers.mutate()}
        >
          Sign out everywhere else
        </Button>
      </Group>
      <DataTable
        columns={sessionColumns((id) => endOne.mutate(id), timeZone)}
        rows={sessions.data ?? []}
        rowKey={(s) => s.id}
        error={sessions.isError && 'The sessions could not be loaded.'}
        minWidth={560}
        striped={false}
        label="Active sessions"
      />
    </Paper>
  );
}
