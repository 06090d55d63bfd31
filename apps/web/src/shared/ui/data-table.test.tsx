// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen } from '@testing-library/react';
import type { ComponentProps } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { DataTable } from './data-table';

type Fruit = { id: string; name: string };
const columns = [
  { header: 'Name', cell: (f: Fruit) => f.name },
  { header: 'Id', cell: (f: Fruit) => f.id },
];

function renderTable(props: Partial<ComponentProps<typeof DataTable<Fruit>>>) {
  render(
    <MantineProvider env="test">
      <DataTable<Fruit>
        columns={columns}
        rows={undefined}
        rowKey={(f) => f.id}
        emptyText="No fruit yet."
        label="Fruit"
        {...props}
      />
    </MantineProvider>,
  );
}

describe('DataTable', () => {
  afterEach(cleanup);

  it('shows skeleton rows, one cell a column, until the rows arrive', () => {
    renderTable({});
    const body = screen.getByRole('table', { name: 'Fruit' }).querySelector('tbody')!;
    expect(body.getAttribute('aria-busy')).toBe('true');
    expect(body.querySelectorAll('tr')).toHaveLength(5);
    expect(body.querySelectorAll('tr:first-child td')).toHaveLength(2);
  });

  it('lists the rows under their headers', () => {
    renderTable({ rows: [{ id: 'a1', name: 'Apple' }], rowTestId: (f) => `fruit-${f.id}` });
    expect(screen.getByRole('columnheader', { name: 'Name' })).toBeTruthy();
    expect(screen.getByTestId('fruit-a1').textContent).toBe('Applea1');
  });

  it('says the empty text instead of an empty table, or shows the empty table without one', () => {
    renderTable({ rows: [] });
    expect(screen.getByText('No fruit yet.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    cleanup();
    renderTable({ rows: [], emptyText: undefined });
    expect(screen.getByRole('table', { name: 'Fruit' })).toBeTruthy();
  });

  it('shows a text error in a red alert and an element error as it is, in place of the table', () => {
    renderTable({ error: 'The fruit could not be loaded.' });
    expect(screen.getByText('The fruit could not be loaded.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    cleanup();
    renderTable({ rows: [{ id: 'a1', name: 'Apple' }], error: <p role="alert">Server says no</p> });
    expect(screen.getByRole('alert').textContent).toBe('Server says no');
    expect(screen.queryByRole('table')).toBeNull();
  });
});
