import { Button, Group, NativeSelect, Stack, Text, TextInput, Title } from '@mantine/core';
import { type AuditEntryView, formatInstant } from '@taxlens/contracts';
import { useState } from 'react';
import { Pagination } from '../../shared/ui/pagination';
import { DataTable, type DataTableColumn } from '../../shared/ui/data-table';
import { showToast } from '../../shared/ui/toasts';
import { useSessionUser } from '../../shared/session/use-session-user';
import { exportAuditLog } from './api/export-audit-log';
import { useAuditFilters } from './api/get-audit-filters';
import { type AuditListQuery, useAuditLog } from './api/get-audit-log';

const auditColumns = (timeZone: string | null | undefined): DataTableColumn<AuditEntryView>[] => [
  { header: 'When', cell: (r) => formatInstant(r.at, timeZone) },
  { header: 'User', cell: (r) => r.user ?? '' },
  { header: 'Action', cell: (r) => r.actionLabel },
  { header: 'Target', cell: (r) => r.target ?? '' },
  { header: 'Address', cell: (r) => r.ip ?? '' },
  { header: 'Details', cell: (r) => <Text size="xs">{r.details}</Text> },
];

/** /audit-log (lender admins): who did what and when in the selected lender (decision 072). */
export function AuditLogPage() {
  const [q, setQ] = useState<AuditListQuery>({ page: 0, size: 20, userId: '', action: '', from: '', to: '' });
  const rows = useAuditLog(q);
  const timeZone = useSessionUser()?.timeZone;
  const filters = useAuditFilters();
  const [exporting, setExporting] = useState(false);
  const setFilter =
    (field: 'userId' | 'action' | 'from' | 'to') => (e: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
      setQ({ ...q, [field]: e.currentTarget.value, page: 0 });

  async function download() {
    setExporting(true);
    try {
      await exportAuditLog(q);
    } catch {
      showToast({ message: 'The export could not be created.', type: 'error' });
    } finally {
      setExporting(false);
    }
  }

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={1}>Audit Log</Title>
        <Button variant="default" loading={exporting} onClick={download}>
          Export CSV
        </Button>
      </Group>
      <Text>
        Sign-ins, settings and user changes, tax id reveals, orders and other actions in your lender account. Times show
        in your time zone.
      </Text>
      <Group align="end">
        <NativeSelect
          label="User"
          value={q.userId}
          onChange={setFilter('userId')}
          data={[
            { value: '', label: 'All users' },
            ...(filters.data?.users ?? []).map((u) => ({ value: u.key, label: u.value })),
          ]}
        />
        <NativeSelect
          label="Action"
          value={q.action}
          onChange={setFilter('action')}
          data={[
            { value: '', label: 'All actions' },
            ...(filters.data?.actions ?? []).map((a) => ({ value: a.key, label: a.value })),
          ]}
        />
        <TextInput label="From" type="date" value={q.from} onChange={setFilter('from')} />
        <TextInput label="To" type="date" value={q.to} onChange={setFilter('to')} />
      </Group>
      <DataTable
        columns={auditColumns(timeZone)}
        rows={rows.data?.content}
        rowKey={(r) => r.id}
        error={rows.isError && 'The audit log could not be loaded.'}
        emptyText="No audit entries match these filters."
        minWidth={900}
        label="Audit log"
      />
      {rows.data && rows.data.totalElements > 0 && (
        <Pagination
          page={q.page}
          size={q.size}
          total={rows.data.totalElements}
          onPageChange={(page) => setQ({ ...q, page })}
          onSizeChange={(size) => setQ({ ...q, size, page: 0 })}
          label="Audit log pages"
        />
      )}
    </Stack>
  );
}
