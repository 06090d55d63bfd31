// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Pagination } from './pagination';

function renderPagination(page: number, total: number) {
  const onPageChange = vi.fn();
  const onSizeChange = vi.fn();
  render(
    <MantineProvider env="test">
      <Pagination page={page} size={10} total={total} onPageChange={onPageChange} onSizeChange={onSizeChange} />
    </MantineProvider>,
  );
  return { onPageChange, onSizeChange };
}

describe('Pagination', () => {
  afterEach(cleanup);

  it("reads 'Viewing X out of Y results' and moves between pages", () => {
    const { onPageChange } = renderPagination(1, 25);
    expect(screen.getByText('Viewing 10 out of 25 results')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    fireEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(onPageChange.mock.calls).toEqual([[2], [0], [2]]);
    expect(screen.getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
  });

  it("says 'Page X of Y' for phones, where the page links are hidden", () => {
    renderPagination(1, 25);
    expect(screen.getByText('Page 2 of 3')).toBeTruthy();
  });

  it('offers page sizes only above 10 items', () => {
    const { onSizeChange } = renderPagination(0, 25);
    const select = screen.getByLabelText('Results per page') as HTMLSelectElement;
    expect([...select.options].map((o) => o.value)).toEqual(['10', '20', '30']);
    fireEvent.change(select, { target: { value: '20' } });
    expect(onSizeChange).toHaveBeenCalledWith(20);
    cleanup();
    renderPagination(0, 10);
    expect(screen.queryByLabelText('Results per page')).toBeNull();
  });

  it('disables previous on the first page and next on the last', () => {
    renderPagination(0, 5);
    expect((screen.getByRole('button', { name: 'Previous' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
