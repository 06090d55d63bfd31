import { Anchor, Stack, Title } from '@mantine/core';
import type { OpsLenderRow } from '@taxlens/contracts';
import { Link } from 'react-router';
import { DataTable, type DataTableColumn } from '../../shared/ui/data-table';
import { useOpsLenders } from './api/get-ops-lenders';
import { ErrorAlert } from './content/error-alert';
import { OpsNav } from './ops-nav';

const COLUMNS: DataTableColumn<OpsLenderRow>[] = [
  {
    header: 'Lender',
    cell: (l) => (
      <Anchor component={Link} to={`/ops/lenders/${l.id}`}>
        {l.companyName}
      </Anchor>
    ),
  },
  { header: 'Type', cell: (l) => l.lenderType },
  { header: 'Monitoring', cell: (l) => l.monitorType },
  { header: 'Single sign-on', cell: (l) => (l.sso ? 'Yes' : 'No') },
  {
    header: 'Open reports',
    cell: (l) => (
      <Anchor component={Link} to={`/ops?lenderId=${l.id}`}>
        {l.openReports}
      </Anchor>
    ),
  },
];

/** /ops/lenders: every lender, with its open reports. */
export function OpsLendersPage() {
  const lenders = useOpsLenders();
  return (
    <Stack>
      <OpsNav />
      <Title order={1}>Lenders</Title>
      <DataTable
        columns={COLUMNS}
        rows={lenders.data}
        rowKey={(l) => l.id}
        error={lenders.isError && <ErrorAlert error={lenders.error} />}
      />
    </Stack>
  );
}
