// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import type { ImportSummary } from '@taxlens/contracts';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ReadAgain } from './read-again';

const summary = (over: Partial<ImportSummary>): ImportSummary => ({
  id: 'imp',
  fileName: 'clients.xlsx',
  format: 'xlsx',
  encoding: null,
  sheet: 'Borrowers',
  sheets: ['Summary', 'Borrowers'],
  headers: [],
  rowCount: 1,
  forms: null,
  mapping: {},
  existing: 'skip',
  status: 'PREVIEWED',
  counts: null,
  issues: [],
  progress: null,
  result: null,
  ...over,
});

function renderReadAgain(s: ImportSummary, canReadAgain = true) {
  const onRead = vi.fn();
  render(
    <MantineProvider env="test">
      <ReadAgain summary={s} canReadAgain={canReadAgain} busy={false} onRead={onRead} />
    </MantineProvider>,
  );
  return onRead;
}

describe('ReadAgain', () => {
  afterEach(cleanup);

  it('offers the other sheets of a workbook and reads the chosen one', () => {
    const onRead = renderReadAgain(summary({}));
    const select = screen.getByRole('combobox', { name: 'Sheet' }) as HTMLSelectElement;
    expect(select.value).toBe('Borrowers');
    fireEvent.change(select, { target: { value: 'Summary' } });
    expect(onRead).toHaveBeenCalledWith({ sheet: 'Summary' });
  });

  it('shows a CSV’s detected encoding and reads it in another', () => {
    const onRead = renderReadAgain(summary({ format: 'csv', encoding: 'UTF-16LE', sheet: null, sheets: [] }));
    const select = screen.getByRole('combobox', { name: 'Encoding' }) as HTMLSelectElement;
    expect(select.value).toBe('utf-16le');
    fireEvent.change(select, { target: { value: 'windows-1252' } });
    expect(onRead).toHaveBeenCalledWith({ encoding: 'windows-1252' });
  });

  it('asks for the file again when this tab no longer has it, and says nothing for a one-sheet workbook', () => {
    renderReadAgain(summary({ format: 'csv', encoding: 'UTF-8', sheet: null, sheets: [] }), false);
    expect((screen.getByRole('combobox', { name: 'Encoding' }) as HTMLSelectElement).disabled).toBe(true);
    expect(screen.getByText('Upload the file again to change this.')).toBeTruthy();
    cleanup();
    renderReadAgain(summary({ sheets: ['Only'], sheet: 'Only' }));
    expect(screen.queryByRole('combobox')).toBeNull();
  });
});
