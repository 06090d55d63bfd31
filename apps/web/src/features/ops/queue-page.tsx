import { Anchor, Badge, Group, NativeSelect, Stack, Title } from '@mantine/core';
import {
  DELIVERY_LABELS,
  DELIVERY_OPTIONS,
  OPS_QUEUE_DEFAULT_SIZE,
  type OpsQueueRow,
  REPORT_TYPES,
} from '@taxlens/contracts';
import { useDeferredValue, useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Pagination } from '../../shared/ui/pagination';
import { DataTable, type DataTableColumn } from '../../shared/ui/data-table';
import { useOpsLenders } from './api/get-ops-lenders';
import { type QueueFilters, useOpsQueue } from './api/get-ops-queue';
import { ErrorAlert } from './content/error-alert';
import { describeDue } from './due-label';
import { OpsNav } from './ops-nav';
import { ZonedDate, ZonedTime } from '../../shared/format/zoned';
import { FormCheckVerdictBadge } from '../../shared/ui/form-check-verdict';

const FILTERS = ['lenderId', 'status', 'delivery', 'reportType'] as const;
const reportLabel = (code: string) => REPORT_TYPES.find((t) => t.code === code)?.label ?? code;
const statusLabel = (s: string) => (s === 'IN_PROGRESS' ? 'In progress' : 'Pending');

const queueColumns = (now: Date): DataTableColumn<OpsQueueRow>[] => [
  { header: 'Due', cell: (r) => (r.dueAt ? <ZonedTime value={r.dueAt} /> : '--') },
  {
    header: 'Time left',
    cell: (r) => {
      const due = describeDue(r.dueAt, now);
      return due.overdue ? <Badge color="red">{due.text}</Badge> : due.text;
    },
  },
  {
    header: 'Client',
    cell: (r) => (
      <Anchor component={Link} to={`/ops/reports/${r.reportId}`}>
        {r.businessName}
      </Anchor>
    ),
  },
  { header: 'Lender', cell: (r) => r.lenderName },
  {
    header: 'Report type',
    cell: (r) => `${reportLabel(r.reportType)}${r.kind === 'MONITORING' ? ' (monitoring)' : ''}`,
  },
  {
    header: 'Delivery',
    cell: (r) => (r.delivery ? (DELIVERY_LABELS[r.delivery as keyof typeof DELIVERY_LABELS] ?? r.delivery) : '--'),
  },
  { header: 'Status', cell: (r) => statusLabel(r.status) },
  // The check of the order's 8821 (decisions 274, 287): a monitoring report has no order to check.
  { header: 'Form check', cell: (r) => (r.orderId ? <FormCheckVerdictBadge check={r.formCheck} /> : '--') },
  { header: 'Placed', cell: (r) => <ZonedDate value={r.createdAt} /> },
];

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
  // The rows are drawn as a transition (decision 308): React draws them in slices of a few
  // milliseconds, so their arrival is no long task; the skeleton stays until they are drawn.
  const rows = useDeferredValue(queue.data?.content);

  // The view last asked for, until the URL's params are drawn: a second filter chosen before the page draws the first
  // (a navigation is drawn as a transition) builds on it, not on the params of the render before, which lack the first.
  const asked = useRef<URLSearchParams | null>(null);
  useEffect(() => {
    asked.current = null;
  }, [params]);
  const update = (changes: Record<string, string | number | undefined>) => {
    const next = new URLSearchParams(asked.current ?? params);
    for (const [k, v] of Object.entries(changes)) {
      if (v === undefined || v === '') next.delete(k);
      else next.set(k, String(v));
    }
    asked.current = next;
    setParams(next);
  };
  // A new filter starts again on the first page.
  const filter = (name: (typeof FILTERS)[number]) => (event: React.ChangeEvent<HTMLSelectElement>) =>
    update({ [name]: event.currentTarget.value, page: 0 });

  return (
    <Stack>
      <OpsNav />
      <Title order={1}>Work queue</Title>
      <Group align="end" wrap="wrap">
        <NativeSelect
          label="Lender"
          value={filters.lenderId ?? ''}
          onChange={filter('lenderId')}
          data={[
            { value: '', label: 'All lenders' },
            ...(lenders.data ?? []).map((l) => ({ value: l.id, label: l.companyName })),
          ]}
        />
        <NativeSelect
          label="Status"
          value={filters.status ?? ''}
          onChange={filter('status')}
          data={[
            { value: '', label: 'Pending and in progress' },
            { value: 'PENDING', label: 'Pending' },
            { value: 'IN_PROGRESS', label: 'In progress' },
          ]}
        />
        <NativeSelect
          label="Delivery"
          value={filters.delivery ?? ''}
          onChange={filter('delivery')}
          data={[
            { value: '', label: 'All deliveries' },
            ...DELIVERY_OPTIONS.map((d) => ({ value: d.code, label: DELIVERY_LABELS[d.code] })),
          ]}
        />
        <NativeSelect
          label="Report type"
          value={filters.reportType ?? ''}
          onChange={filter('reportType')}
          data={[
            { value: '', label: 'All report types' },
            ...REPORT_TYPES.map((t) => ({ value: t.code, label: t.label })),
          ]}
        />
      </Group>
      <DataTable
        columns={queueColumns(new Date())}
        rows={rows}
        rowKey={(r) => r.reportId}
        error={queue.isError && <ErrorAlert error={queue.error} />}
        // Past the last page the table stays, empty, above the pages.
        emptyText={queue.data?.page.totalElements === 0 ? 'No reports are waiting.' : undefined}
        minWidth={960}
      />
      {queue.data && queue.data.page.totalElements > 0 && (
        <Pagination
          page={filters.page}
          size={filters.size}
          total={queue.data.page.totalElements}
          label="Work queue pages"
          onPageChange={(page) => update({ page })}
          onSizeChange={(size) => update({ size, page: 0 })}
        />
      )}
    </Stack>
  );
}
