import { Table } from '@mantine/core';
import type { ComponentPropsWithoutRef } from 'react';

/*
 * A list's body rows and cells as plain elements that carry Mantine's own classes and data attributes,
 * so they look exactly like Table.Tr and Table.Td. Those are a Mantine component each (props, theme,
 * Styles API, Box): a cost per cell that a list of 25 rows and 8 columns pays over 200 times in one
 * commit, a long task on a phone (issue 50, decision 337). Used inside a Mantine <Table>, whose root
 * still sets the spacing and colours; headers keep Table.Th.
 */
const ROW_CLASS = `${Table.classes.tr} mantine-Table-tr`;
const CELL_CLASS = `${Table.classes.td} mantine-Table-td`;

type RowProps = ComponentPropsWithoutRef<'tr'> & {
  /** As the Table's `striped`: every odd row shaded. */
  striped?: boolean;
  /** As the Table's `highlightOnHover`. */
  hover?: boolean;
};

export const BodyRow = ({ striped, hover, className, ...props }: RowProps) => (
  <tr
    className={className ? `${ROW_CLASS} ${className}` : ROW_CLASS}
    data-with-row-border
    data-striped={striped ? 'odd' : undefined}
    data-hover={hover || undefined}
    {...props}
  />
);

/** A cell; a `className` is added to Mantine's, as Table.Td adds it. */
export const BodyCell = ({ className, ...props }: ComponentPropsWithoutRef<'td'>) => (
  <td className={className ? `${CELL_CLASS} ${className}` : CELL_CLASS} {...props} />
);
