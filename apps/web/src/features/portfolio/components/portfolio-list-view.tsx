import { Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import type { PortfolioList } from '@taxlens/contracts';
import { type ReactNode, useDeferredValue, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useSelectedLender } from '../../../shared/session/use-session-user';
import { Pagination } from '../../../shared/ui/pagination';
import { nextSort } from '../../../shared/ui/sort';
import { TableSkeletonRows } from '../../../shared/ui/table-skeleton';
import { exportPortfolio } from '../api/export-portfolio';
import { usePortfolioList } from '../api/get-portfolio-list';
import { readListParams, toApiQuery, toExportQuery, toSearch, withFilter, type ListParams } from './list-params';
import { type FilterName, PortfolioFilters } from './portfolio-filters';
import { SortableHeader } from './sortable-header';
import tableClasses from './list-table.module.css';
import { BulkSelectionBar, SelectPageHeader, SelectRowCell, useBulkSelection } from './bulk-selection';
import { ScrollRegion } from '../../../shared/ui/scroll-region';
import { BodyCell, BodyRow } from '../../../shared/ui/table-body-rows';

export type Column<T> = { header: string; sortField?: string; render: (row: T) => ReactNode };

type Props<T> = {
  list: PortfolioList;
  title: string;
  columns: Column<T>[];
  rowKey: (row: T) => string;
  filters?: readonly FilterName[];
  typeLabel?: string;
  periodLabel?: string;
  emptyText: string;
  /** Shown between the filters and the table (the overview's figures, decision 266). */
  summary?: ReactNode;
  /** Rows may be picked for a bulk send of signature requests (decision 215); `rowName` labels each checkbox. */
  bulkSignature?: { rowName: (row: T) => string };
};

/** A server-paginated, sortable portfolio table whose view lives in the URL, with CSV export. */
export function PortfolioListView<T>({
  list,
  title,
  columns,
  rowKey,
  filters = [],
  typeLabel,
  periodLabel = 'Period',
  emptyText,
  summary,
  bulkSignature,
}: Props<T>) {
  const lender = useSelectedLender();
  const [search, setSearch] = useSearchParams();
  const params = readListParams(search);
  const query = usePortfolioList<T>(lender?.id ?? '', list, toApiQuery(params));
  const [exporting, setExporting] = useState(false);
  const [exportError, setExportError] = useState(false);
  const selection = useBulkSelection(Boolean(bulkSignature));
  const go = (next: ListParams) => setSearch(toSearch(next));

  const onExport = async () => {
    setExporting(true);
    setExportError(false);
    try {
      await exportPortfolio(list, toExportQuery(params));
    } catch {
      setExportError(true);
    } finally {
      setExporting(false);
    }
  };

  // The rows render as a transition, in slices, not in the task that receives the answer: a page of
  // rows in one piece was a long task on a phone (issue 50, decision 306).
  const data = useDeferredValue(query.data);
  const rows = data?.content ?? [];
  const total = data?.page.totalElements ?? 0;
  const captionId = `${list}-title`;
  return (
    <Stack>
      <Group justify="space-between" align="flex-end">
        <Title order={1} id={captionId}>
          {title}
        </Title>
        <Button variant="default" onClick={() => void onExport()} loading={exporting} disabled={!data || total === 0}>
          Export to CSV
        </Button>
      </Group>
      {exportError && (
        <Text c="red.8" role="alert">
          The export could not be created. Please try again.
        </Text>
      )}
      {filters.length > 0 && (
        <PortfolioFilters
          filters={filters}
          params={params}
          typeLabel={typeLabel}
          periodLabel={periodLabel}
          onChange={(name, value) => go(withFilter(params, name, value))}
        />
      )}
      {summary}
      {selection.active && <BulkSelectionBar selection={selection} />}
      <ScrollRegion minWidth={640} labelledBy={captionId}>
        <Table striped highlightOnHover aria-labelledby={captionId} aria-busy={query.isFetching}>
          <Table.Thead>
            <Table.Tr>
              {selection.active && <SelectPageHeader selection={selection} pageIds={rows.map(rowKey)} />}
              {columns.map((c) =>
                c.sortField ? (
                  <SortableHeader
                    key={c.header}
                    label={c.header}
                    field={c.sortField}
                    sort={params.sort}
                    onSort={(field) => go({ ...params, sort: nextSort(params.sort, field), page: 0 })}
                  />
                ) : (
                  <Table.Th key={c.header} scope="col" className={tableClasses.header}>
                    {c.header}
                  </Table.Th>
                ),
              )}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {!data && !query.isError && (
              <TableSkeletonRows rows={5} columns={columns.length + (selection.active ? 1 : 0)} striped />
            )}
            {rows.map((row) => (
              <BodyRow key={rowKey(row)} striped hover>
                {selection.active && bulkSignature && (
                  <SelectRowCell selection={selection} id={rowKey(row)} name={bulkSignature.rowName(row)} />
                )}
                {columns.map((c) => (
                  <BodyCell key={c.header} className={tableClasses.cell}>
                    {c.render(row)}
                  </BodyCell>
                ))}
              </BodyRow>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollRegion>
      {query.isError && (
        <Text c="red.8" role="alert">
          This list could not be loaded. Please try again later.
        </Text>
      )}
      {data && total === 0 && <Text>{emptyText}</Text>}
      {data && total > 0 && (
        <Pagination
          page={params.page}
          size={params.size}
          total={total}
          label={`${title} pages`}
          onPageChange={(page) => go({ ...params, page })}
          onSizeChange={(size) => go({ ...params, size, page: 0 })}
        />
      )}
    </Stack>
  );
}
