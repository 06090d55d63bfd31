import { Skeleton, Table } from '@mantine/core';

/** Placeholder rows while a table loads (spec 1 §9: 5 rows). */
export function TableSkeletonRows({ rows = 5, columns }: { rows?: number; columns: number }) {
  return Array.from({ length: rows }, (_, r) => (
    <Table.Tr key={r} aria-hidden="true">
      {Array.from({ length: columns }, (_, c) => (
        <Table.Td key={c}>
          <Skeleton height={12} radius="sm" />
        </Table.Td>
      ))}
    </Table.Tr>
  ));
}
