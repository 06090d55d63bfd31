import { Anchor, Stack, Text, Title } from '@mantine/core';
import type { IdentityReviewRow } from '@taxlens/contracts';
import { Link, useSearchParams } from 'react-router';
import { ZonedTime } from '../../shared/format/zoned';
import { DataTable, type DataTableColumn } from '../../shared/ui/data-table';
import { Pagination } from '../../shared/ui/pagination';
import { useIdentityReviews } from './api/get-identity-reviews';
import { ErrorAlert } from './content/error-alert';
import { OpsNav } from './ops-nav';

const DEFAULT_SIZE = 25;

const columns: DataTableColumn<IdentityReviewRow>[] = [
  { header: 'Signed', cell: (r) => <ZonedTime value={r.signedAt} /> },
  {
    header: 'Client',
    cell: (r) => (
      <Anchor component={Link} to={`/ops/identity-reviews/${r.requestId}`}>
        {r.businessName}
      </Anchor>
    ),
  },
  { header: 'Signer', cell: (r) => r.signerName },
  { header: 'Lender', cell: (r) => r.lenderName },
  { header: 'Photos sent', cell: (r) => <ZonedTime value={r.submittedAt} /> },
];

/** /ops/identity-reviews: signed remote-proof requests waiting for a decision, oldest first (docs/decisions/214). */
export function OpsIdentityReviewsPage() {
  const [params, setParams] = useSearchParams();
  const page = Number(params.get('page') ?? 0);
  const size = Number(params.get('size') ?? DEFAULT_SIZE);
  const reviews = useIdentityReviews(page, size);
  const data = reviews.data;

  return (
    <Stack>
      <OpsNav />
      <Title order={1}>Identity reviews</Title>
      {data && (
        <Text role="status">
          {data.page.totalElements} waiting, oldest first. In the last 30 days: {data.decidedLast30Days.approved}{' '}
          approved, {data.decidedLast30Days.refused} refused.
        </Text>
      )}
      <DataTable
        columns={columns}
        rows={data?.content}
        rowKey={(r) => r.requestId}
        error={reviews.isError && <ErrorAlert error={reviews.error} />}
        emptyText={data?.page.totalElements === 0 ? 'No identity reviews are waiting.' : undefined}
        minWidth={640}
      />
      {data && data.page.totalElements > 0 && (
        <Pagination
          page={page}
          size={size}
          total={data.page.totalElements}
          label="Identity review pages"
          onPageChange={(p) => setParams({ page: String(p), size: String(size) })}
          onSizeChange={(s) => setParams({ page: '0', size: String(s) })}
        />
      )}
    </Stack>
  );
}
