import { Paper, Text, Title } from '@mantine/core';
import { formatInstant, type SignInEvent } from '@taxlens/contracts';
import { useQuery } from '@tanstack/react-query';
import { useSessionUser } from '../../../shared/session/use-session-user';
import { DataTable, type DataTableColumn } from '../../../shared/ui/data-table';
import { signInHistoryQuery } from '../api/get-sign-in-history';

const historyColumns = (timeZone: string | null | undefined): DataTableColumn<SignInEvent>[] => [
  { header: 'Time', cell: (e) => formatInstant(e.at, timeZone) },
  { header: 'Address', cell: (e) => e.ip ?? '' },
  { header: 'Method', cell: (e) => e.method },
  { header: 'Result', cell: (e) => (e.result === 'SUCCEEDED' ? 'Signed in' : `Failed: ${e.reason ?? 'refused'}`) },
];

/** The user's newest sign-ins and failed attempts, so a sign-in that was not theirs stands out. */
export function SignInHistory() {
  const history = useQuery(signInHistoryQuery);
  const timeZone = useSessionUser()?.timeZone;

  return (
    <Paper withBorder p="md">
      <Title order={2} size="h3" mb="xs">
        Sign-in History
      </Title>
      <Text size="sm" mb="sm">
        Your latest sign-ins and failed attempts. If one was not you, change your password.
      </Text>
      <DataTable
        columns={historyColumns(timeZone)}
        rows={history.data}
        rowKey={(e) => `${e.at}-${e.ip ?? ''}-${e.result}-${e.reason ?? ''}`}
        loading={history.isPending}
        error={history.isError && 'The sign-in history could not be loaded.'}
        emptyText="No sign-ins recorded yet."
        minWidth={640}
        striped={false}
        label="Sign-in history"
      />
    </Paper>
  );
}
