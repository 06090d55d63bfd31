import { Skeleton } from '@mantine/core';
import { BodyCell, BodyRow } from './table-body-rows';

/** Placeholder rows while a table loads (spec 1 §9: 5 rows); `striped` as the table's. */
export function TableSkeletonRows({
  rows = 5,
  columns,
  striped,
}: {
  rows?: number;
  columns: number;
  striped?: boolean;
}) {
  return Array.from({ length: rows }, (_, r) => (
    <BodyRow key={r} striped={striped} aria-hidden="true">
      {Array.from({ length: columns }, (_, c) => (
        <BodyCell key={c}>
          <Skeleton height={12} radius="sm" />
        </BodyCell>
      ))}
    </BodyRow>
  ));
}
