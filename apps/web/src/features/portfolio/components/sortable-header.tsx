import { Table, UnstyledButton } from '@mantine/core';
import { sortDirection, type SortParam } from '../../../shared/ui/sort';
import classes from './list-table.module.css';

const ARROWS = { ascending: ' ▲', descending: ' ▼', none: '' } as const;

/** A column header that cycles ascending, descending, none (spec 1 §9). */
export function SortableHeader({
  label,
  field,
  sort,
  onSort,
}: {
  label: string;
  field: string;
  sort: SortParam;
  onSort: (field: string) => void;
}) {
  const direction = sortDirection(sort, field);
  return (
    <Table.Th scope="col" aria-sort={direction} className={classes.header}>
      <UnstyledButton onClick={() => onSort(field)} fw={700} fz="sm">
        {label}
        <span aria-hidden="true">{ARROWS[direction]}</span>
      </UnstyledButton>
    </Table.Th>
  );
}
