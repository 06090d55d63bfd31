// @vitest-environment happy-dom
import { MantineProvider, Table } from '@mantine/core';
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { BodyCell, BodyRow } from './table-body-rows';

afterEach(cleanup);

/** The two body rows of a table as HTML: Mantine's components first, the plain elements second. */
function rowsOf(table: { striped?: boolean; highlightOnHover?: boolean }) {
  const { container } = render(
    <MantineProvider env="test" withCssVariables={false} withGlobalClasses={false}>
      <Table {...table}>
        <Table.Tbody>
          <Table.Tr data-testid="row">
            <Table.Td>cell</Table.Td>
            <Table.Td className="figure">1</Table.Td>
          </Table.Tr>
          <BodyRow striped={table.striped} hover={table.highlightOnHover} data-testid="row">
            <BodyCell>cell</BodyCell>
            <BodyCell className="figure">1</BodyCell>
          </BodyRow>
        </Table.Tbody>
      </Table>
    </MantineProvider>,
  );
  return [...container.querySelectorAll('tbody > tr')].map((row) => row.outerHTML);
}

describe('BodyRow and BodyCell', () => {
  it.each([{}, { striped: true }, { striped: true, highlightOnHover: true }])(
    "are the same elements as Table.Tr and Table.Td in a table %o, a cell's own class added to Mantine's",
    (table) => {
      const [mantine, plain] = rowsOf(table);
      expect(plain).toBe(mantine);
    },
  );
});
