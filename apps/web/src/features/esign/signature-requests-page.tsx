import { Alert, Anchor, Group, MultiSelect, Stack, Text, Title } from '@mantine/core';
import {
  CLIENT_WRITERS,
  labelOfCode,
  OPEN_SIGNATURE_STATUSES,
  passesRoleGuard,
  SIGNATURE_REQUEST_STATUSES,
  SIGNATURE_STATUS_LABELS,
  SIGNER_ROLE_LABELS,
  type SignatureRequestListRow,
  type SignatureRequestStatus,
} from '@taxlens/contracts';
import { Link, useSearchParams } from 'react-router';
import { ZonedTime } from '../../shared/format/zoned';
import { useSelectedLender, useSessionUser } from '../../shared/session/use-session-user';
import { SignatureRequestActions, SignatureStatusBadge } from '../../shared/signature-requests/request-actions';
import { DataTable, type DataTableColumn } from '../../shared/ui/data-table';
import { Pagination } from '../../shared/ui/pagination';
import { useLenderSignatureRequests } from './api/get-signature-requests';
import {
  readRequestListParams,
  toRequestListQuery,
  toRequestListSearch,
  type RequestListParams,
} from './components/list-params';

const TITLE_ID = 'signature-requests-title';
const STATUS_CHOICES = SIGNATURE_REQUEST_STATUSES.map((s) => ({ value: s, label: SIGNATURE_STATUS_LABELS[s] }));

const COLUMNS: DataTableColumn<SignatureRequestListRow>[] = [
  {
    header: 'Client',
    cell: (r) => (
      <Anchor component={Link} to={`/client/${r.clientId}`}>
        {r.businessName}
      </Anchor>
    ),
  },
  {
    header: 'Signer',
    // A joint filers' pair is listed together, the taxpayer first (decision 218): each row names the other signer.
    cell: (r) => (
      <>
        <Text size="sm">
          {r.pairId ? `${SIGNER_ROLE_LABELS[r.signerRole]}: ` : ''}
          {r.signerName}
        </Text>
        <Text size="sm" c="dimmed">
          {r.signerEmail}
        </Text>
        {r.pairSignerName && (
          <Text size="sm" c="dimmed">
            Joint filers, with {r.pairSignerName}
          </Text>
        )}
      </>
    ),
  },
  { header: 'Status', cell: (r) => <SignatureStatusBadge status={r.status} /> },
  { header: 'Sent', cell: (r) => <ZonedTime value={r.sentAt} /> },
  // An ended request no longer expires: its end is the last event.
  {
    header: 'Expires',
    cell: (r) => (OPEN_SIGNATURE_STATUSES.includes(r.status) ? <ZonedTime value={r.expiresAt} /> : '--'),
  },
  {
    header: 'Last event',
    cell: (r) =>
      r.lastEvent ? (
        <>
          <Text size="sm">{labelOfCode(r.lastEvent.type)}</Text>
          <Text size="sm" c="dimmed">
            <ZonedTime value={r.lastEvent.at} />
          </Text>
        </>
      ) : (
        '--'
      ),
  },
];

const ACTIONS: DataTableColumn<SignatureRequestListRow> = {
  header: 'Actions',
  cell: (r) => (
    <Group gap={4} wrap="nowrap">
      <SignatureRequestActions request={r} />
    </Group>
  ),
};

/** /portfolio/signature-requests: every signature request of the lender, newest first (docs/decisions/208). */
export function SignatureRequestsPage() {
  const lender = useSelectedLender();
  const user = useSessionUser();
  const [search, setSearch] = useSearchParams();
  const params = readRequestListParams(search);
  const query = useLenderSignatureRequests(lender?.id ?? '', toRequestListQuery(params));
  const go = (next: RequestListParams) => setSearch(toRequestListSearch(next));
  // Those who may send a request may resend or void one (the server checks again).
  const canChange = passesRoleGuard(user?.userAuthorities ?? [], CLIENT_WRITERS);
  const total = query.data?.page.totalElements ?? 0;
  const filtered = params.statuses.length > 0;

  return (
    <Stack>
      <Title order={1} id={TITLE_ID}>
        Signature requests
      </Title>
      <Text>
        Requests to sign Form 8821 sent to your clients&apos; signers, newest first. Resend sends a new link (the old
        one stops working); Void ends a request.
      </Text>
      <MultiSelect
        label="Status"
        placeholder={filtered ? undefined : 'All statuses'}
        data={STATUS_CHOICES}
        value={params.statuses}
        onChange={(values) => go({ ...params, statuses: values as SignatureRequestStatus[], page: 0 })}
        clearable
        maw={480}
      />
      <DataTable
        columns={canChange ? [...COLUMNS, ACTIONS] : COLUMNS}
        rows={query.data?.content}
        rowKey={(r) => r.id}
        loading={query.isLoading}
        error={
          query.isError ? (
            <Alert color="red" role="alert">
              The signature requests could not be loaded. Please try again later.
            </Alert>
          ) : undefined
        }
        emptyText={
          filtered ? (
            'No signature requests match this filter.'
          ) : (
            <>
              No signature requests yet. Requests are sent from a client&apos;s page: open a client and choose{' '}
              <strong>Request signature</strong>.
            </>
          )
        }
        minWidth={900}
        labelledBy={TITLE_ID}
        rowTestId={() => 'signature-request-row'}
      />
      {query.data && total > 0 && (
        <Pagination
          page={params.page}
          size={params.size}
          total={total}
          label="Signature request pages"
          onPageChange={(page) => go({ ...params, page })}
          onSizeChange={(size) => go({ ...params, size, page: 0 })}
        />
      )}
    </Stack>
  );
}
