import { Alert, Table, Text } from '@mantine/core';
import type { Key, ReactNode } from 'react';
import { ScrollRegion } from './scroll-region';
import { BodyCell, BodyRow } from './table-body-rows';
import { TableSkeletonRows } from './table-skeleton';

export type DataTableColumn<Row> = { header: ReactNode; cell: (row: Row) => ReactNode };

type Props<Row> = {
  columns: DataTableColumn<Row>[];
  /** Undefined until the first answer arrives. */
  rows: readonly Row[] | undefined;
  rowKey: (row: Row) => Key;
  /** Skeleton rows instead of data; by default while there are no rows yet. */
  loading?: boolean;
  /** Shown in place of the table: a text goes in the red alert, an element (the server's messages) as it is. */
  error?: ReactNode;
  /** Shown in place of the table when there is nothing to list; without it an empty table shows. */
  emptyText?: ReactNode;
  /** Scrolls sideways inside its own labelled region below this width; without it the table is not wrapped. */
  minWidth?: number;
  striped?: boolean;
  label?: string;
  labelledBy?: string;
  rowTestId?: (row: Row) => string;
};

/** A page's table with its loading (skeleton rows), empty and error states, one way everywhere. */
export function DataTable<Row>({
  columns,
  rows,
  rowKey,
  loading = rows === undefined,
  error,
  emptyText,
  minWidth,
  striped = true,
  label,
  labelledBy,
  rowTestId,
}: Props<Row>) {
  if (error) return typeof error === 'string' ? <Alert color="red">{error}</Alert> : <>{error}</>;
  if (!loading && emptyText !== undefined && rows?.length === 0) return <Text>{emptyText}</Text>;
  const table = (
    <Table striped={striped} aria-label={label} aria-labelledby={labelledBy}>
      <Table.Thead>
        <Table.Tr>
          {columns.map((column, i) => (
            <Table.Th key={i}>{column.header}</Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody aria-busy={loading}>
        {loading || !rows
          ? TableSkeletonRows({ columns: columns.length, striped })
          : rows.map((row) => (
              <BodyRow key={rowKey(row)} striped={striped} data-testid={rowTestId?.(row)}>
                {columns.map((column, i) => (
                  <BodyCell key={i}>{column.cell(row)}</BodyCell>
                ))}
              </BodyRow>
            ))}
      </Table.Tbody>
    </Table>
  );
  return minWidth ? (
    <ScrollRegion minWidth={minWidth} label={label} labelledBy={labelledBy}>
      {table}
    </ScrollRegion>
  ) : (
    table
  );
}
