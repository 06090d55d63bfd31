import { Alert, Anchor, Stack, Table, Text, Title } from '@mantine/core';
import { labelOfCode } from '@taxlens/contracts';
import { useDeferredValue } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Pagination } from '../../shared/ui/pagination';
import { TableSkeletonRows } from '../../shared/ui/table-skeleton';
import { useSearchClients } from './api/search-clients';
import { ClientSearchBox } from './components/client-search-box';
import { orDash, readSearchParams } from './search-params';
import { BodyCell, BodyRow } from '../../shared/ui/table-body-rows';

/** /search?q=&page=&size= (spec 2 §2): business name, EIN, SSN and status of the matching clients. */
export function SearchPage() {
  const [search, setSearch] = useSearchParams();
  const params = readSearchParams(search);
  const results = useSearchClients(params);
  // The rows render as a transition, in slices, not in the task that receives the answer (issue 50).
  const data = useDeferredValue(results.data);
  const go = (page: number, size: number) => setSearch({ q: params.keyword, page: String(page), size: String(size) });

  return (
    <Stack>
      <Title order={1}>Search Results</Title>
      <ClientSearchBox
        key={params.keyword}
        mode="client"
        label="Search for clients"
        placeholder="Business name, EIN or SSN"
        initialText={params.keyword}
      />
      {params.keyword === '' ? (
        <Text>Type a business name, a tax id or its last four digits to search.</Text>
      ) : results.isError ? (
        <Alert color="red" title="Search failed">
          {results.error.message}
        </Alert>
      ) : data && data.content.length === 0 ? (
        <Text>{`No search results found for "${params.keyword}"`}</Text>
      ) : (
        <>
          <Table striped aria-busy={results.isFetching}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Business Name</Table.Th>
                <Table.Th>EIN</Table.Th>
                <Table.Th>SSN</Table.Th>
                <Table.Th>Status</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data
                ? data.content.map((client) => (
                    <BodyRow striped key={client.id}>
                      <BodyCell>
                        <Anchor component={Link} to={`/client/${client.id}`}>
                          {client.businessName}
                        </Anchor>
                      </BodyCell>
                      <BodyCell>{orDash(client.ein)}</BodyCell>
                      <BodyCell>{orDash(client.ssn)}</BodyCell>
                      <BodyCell>{orDash(client.status && labelOfCode(client.status))}</BodyCell>
                    </BodyRow>
                  ))
                : TableSkeletonRows({ columns: 4, striped: true })}
            </Table.Tbody>
          </Table>
          {data && (
            <Pagination
              label="Search results pages"
              page={data.page.number}
              size={data.page.size}
              total={data.page.totalElements}
              onPageChange={(page) => go(page, params.size)}
              onSizeChange={(size) => go(0, size)}
            />
          )}
        </>
      )}
    </Stack>
  );
}
