import { Anchor, Stack, Text, Title } from '@mantine/core';
import { FORM_CHECK_VERDICT_LABELS, type MissedRejections } from '@taxlens/contracts';
import { Link } from 'react-router';
import { ZonedDate } from '../../shared/format/zoned';
import { DataTable, type DataTableColumn } from '../../shared/ui/data-table';
import { useMissedRejections } from './api/get-missed-rejections';
import { ErrorAlert } from './content/error-alert';
import { OpsNav } from './ops-nav';

type Missed = MissedRejections['codes'][number];
type MissedOrder = Missed['orders'][number];

const ORDER_COLUMNS: DataTableColumn<MissedOrder>[] = [
  {
    header: 'Client',
    cell: (o) => (
      <Anchor component={Link} to={`/ops/reports/${o.reportId}`}>
        {o.businessName}
      </Anchor>
    ),
  },
  { header: 'Lender', cell: (o) => o.lenderName },
  { header: 'Rejected', cell: (o) => <ZonedDate value={o.rejectedAt} /> },
  { header: 'Check said', cell: (o) => FORM_CHECK_VERDICT_LABELS[o.verdict] },
  { header: 'Codes the check raised', cell: (o) => (o.codesRaised.length > 0 ? o.codesRaised.join(', ') : 'None') },
];

/**
 * /ops/missed-rejections (decision 287): reports the IRS rejected with a code their order's form check had not
 * raised, per code, most first, with the orders, so the check's rules can be improved.
 */
export function OpsMissedRejectionsPage() {
  const missed = useMissedRejections();
  return (
    <Stack>
      <OpsNav />
      <Title order={1}>Missed rejections</Title>
      <Text size="sm">
        Reports the IRS rejected with a code the form check had not raised before the form was sent.
      </Text>
      {missed.isError && <ErrorAlert error={missed.error} />}
      {missed.data && missed.data.total === 0 && <Text>The check has missed no rejection.</Text>}
      {missed.data?.codes.map((c) => (
        <section key={c.code} aria-labelledby={`missed-${c.code}`}>
          <Stack gap="xs">
            <Title order={2} size="h4" id={`missed-${c.code}`}>
              {c.label} ({c.code}): {c.count}
            </Title>
            <DataTable columns={ORDER_COLUMNS} rows={c.orders} rowKey={(o) => o.reportId} />
          </Stack>
        </section>
      ))}
    </Stack>
  );
}
