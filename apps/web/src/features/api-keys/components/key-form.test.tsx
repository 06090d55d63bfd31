// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { KeyForm } from './key-form';

describe('KeyForm', () => {
  // Mantine's autosize text area listens to document.fonts, which happy-dom does not have.
  beforeAll(() => {
    if (!('fonts' in document))
      Object.defineProperty(document, 'fonts', {
        configurable: true,
        value: { addEventListener: () => undefined, removeEventListener: () => undefined },
      });
  });
  afterEach(cleanup);

  it('asks for read or write, then sends the body with the addresses as a list', async () => {
    const onSubmit = vi.fn(() => Promise.resolve(true));
    render(
      <MantineProvider env="test">
        <KeyForm busy={false} onSubmit={onSubmit} />
      </MantineProvider>,
    );
    const create = screen.getByRole('button', { name: 'Create key' });
    fireEvent.change(screen.getByLabelText(/Key name/), { target: { value: 'Loan system' } });
    fireEvent.click(screen.getByRole('checkbox', { name: /^Read/ }));
    expect(await screen.findByText('Choose read or write.')).toBeTruthy();
    expect(create).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('checkbox', { name: /^Write/ }));
    fireEvent.change(screen.getByLabelText(/Source addresses/), { target: { value: '10.0.0.1\n10.1.0.0/16' } });
    await waitFor(() => expect(create).toHaveProperty('disabled', false));
    fireEvent.click(create);
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({
        name: 'Loan system',
        mode: 'test',
        scopes: ['write'],
        sourceAddresses: ['10.0.0.1', '10.1.0.0/16'],
      }),
    );
    await waitFor(() => expect(screen.getByLabelText(/Key name/)).toHaveProperty('value', ''));
  });
});
