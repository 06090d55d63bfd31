import { Anchor, Badge, Group, NativeSelect, Stack, Table, Text, Title } from '@mantine/core';
import { DELIVERY_LABELS, DELIVERY_OPTIONS, OPS_QUEUE_DEFAULT_SIZE, REPORT_TYPES } from '@taxlens/contracts';
import { Link, useSearchParams } from 'react-router';
import { formatDate } from '../../shared/format/format';
import { Pagination } from '../../shared/ui/pagination';
import { TableSkeletonRows } from '../../shared/ui/table-skeleton';
import { type QueueFilters, useOpsLenders, useOpsQueue } from './api/operations';
import { ErrorAlert } from './content/error-alert';
import { describeDue } from './due-label';
import { OpsNav } from './ops-nav';

const FILTERS = ['lenderId', 'status', 'delivery', 'reportType'] as const;
const reportLabel = (code: string) => REPORT_TYPES.find((t) => t.code === code)?.label ?? code;
const statusLabel = (s: string) => (s === 'IN_PROGRESS' ? 'In progress' : 'Pending');

/** /ops: every lender's reports awaiting work, soonest due first; the view lives in the URL. */
export function OpsQueuePage() {
  const [params, setParams] = useSearchParams();
  const filters: QueueFilters = {
    page: Number(params.get('page') ?? 0),
    size: Number(params.get('size') ?? OPS_QUEUE_DEFAULT_SIZE),
    ...Object.fromEntries(FILTERS.flatMap((f) => (params.get(f) ? [[f, params.get(f)!]] : []))),
  };
  const queue = useOpsQueue(filters);
  const lenders = useOpsLenders();
  const now = new Date();

  const update = (changes: Record<string, string | number | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(changes)) {
      if (v === undefined || v === '') next.delete(k);
      else next.set(k, String(v));
    }
    setParams(next);
  };
  // A new filter starts again on the first page.
  const filter = (name: (typeof FILTERS)[number]) => (event: React.ChangeEvent<HTMLSelectElement>) => update({ [name]: event.currentTarget.value, page: 0 });

  return (
    <Stack>
      <OpsNav />
      <Title order={1}>Work queue</Title>
      <Group align="end" wrap="wrap">
        <NativeSelect label="Lender" value={filters.lenderId ?? ''} onChange={filter('lenderId')}
          data={[{ value: '', label: 'All lenders' }, ...(lenders.data ?? []).map((l) => ({ value: l.id, label: l.companyName }))]} />
        <NativeSelect label="Status" value={filters.status ?? ''} onChange={filter('status')}
          data={[{ value: '', label: 'Pending and in progress' }, { value: 'PENDING', label: 'Pending' }, { value: 'IN_PROGRESS', label: 'In progress' }]} />
        <NativeSelect label="Delivery" value={filters.delivery ?? ''} onChange={filter('delivery')}
          data={[{ value: '', label: 'All deliveries' }, ...DELIVERY_OPTIONS.map((d) => ({ value: d.code, label: DELIVERY_LABELS[d.code] }))]} />
        <NativeSelect label="Report type" value={filters.reportType ?? ''} onChange={filter('reportType')}
          data={[{ value: '', label: 'All report types' }, ...REPORT_TYPES.map((t) => ({ value: t.code, label: t.label }))]} />
      </Group>
      <ErrorAlert error={queue.error} />
      {queue.data?.page.totalElements === 0 ? (
        <Text>No reports are waiting.</Text>
      ) : (
        <Table.ScrollContainer minWidth={860}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Due</Table.Th>
                <Table.Th>Time left</Table.Th>
                <Table.Th>Client</Table.Th>
                <Table.Th>Lender</Table.Th>
                <Table.Th>Report type</Table.Th>
                <Table.Th>Delivery</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th>Placed</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {queue.data
                ? queue.data.content.map((r) => {
                    const due = describeDue(r.dueAt, now);
                    return (
                      <Table.Tr key={r.reportId}>
                        <Table.Td>{r.dueAt ? `${formatDate(r.dueAt)} ${new Date(r.dueAt).toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' })}` : '--'}</Table.Td>
                        <Table.Td>{due.overdue ? <Badge color="red">{due.text}</Badge> : due.text}</Table.Td>
                        <Table.Td>
                          <Anchor component={Link} to={`/ops/reports/${r.reportId}`}>{r.businessName}</Anchor>
                        </Table.Td>
                        <Table.Td>{r.lenderName}</Table.Td>
                        <Table.Td>{reportLabel(r.reportType)}{r.kind === 'MONITORING' ? ' (monitoring)' : ''}</Table.Td>
                        <Table.Td>{r.delivery ? DELIVERY_LABELS[r.delivery as keyof typeof DELIVERY_LABELS] ?? r.delivery : '--'}</Table.Td>
                        <Table.Td>{statusLabel(r.status)}</Table.Td>
                        <Table.Td>{formatDate(r.createdAt)}</Table.Td>
                      </Table.Tr>
                    );
                  })
                : TableSkeletonRows({ columns: 8 })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {queue.data && queue.data.page.totalElements > 0 && (
        <Pagination page={filters.page} size={filters.size} total={queue.data.page.totalElements} label="Work queue pages"
          onPageChange={(page) => update({ page })} onSizeChange={(size) => update({ size, page: 0 })} />
      )}
    </Stack>
  );
}
