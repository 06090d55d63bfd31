// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AddAddressForm } from './add-address-form';

const renderForm = (onAdd: (ip: string, user: string | null) => Promise<boolean>) =>
  render(
    <MantineProvider env="test">
      <AddAddressForm busy={false} label="Add an address" onAdd={onAdd} />
    </MantineProvider>,
  );

describe('AddAddressForm', () => {
  afterEach(cleanup);

  it('keeps Add disabled until an address is typed, sends it trimmed and empties the field', async () => {
    const onAdd = vi.fn(() => Promise.resolve(true));
    renderForm(onAdd);
    const add = screen.getByRole('button', { name: 'Add' });
    expect(add).toHaveProperty('disabled', true);
    const input = screen.getByLabelText(/IP address/);
    fireEvent.change(input, { target: { value: ' 10.0.0.7 ' } });
    await waitFor(() => expect(add).toHaveProperty('disabled', false));
    fireEvent.submit(input.closest('form')!);
    await waitFor(() => expect(onAdd).toHaveBeenCalledWith('10.0.0.7', null));
    await waitFor(() => expect(input).toHaveProperty('value', ''));
  });

  it('does not send a blank address (Enter on an empty field)', async () => {
    const onAdd = vi.fn(() => Promise.resolve(true));
    renderForm(onAdd);
    const input = screen.getByLabelText(/IP address/);
    fireEvent.change(input, { target: { value: '   ' } });
    fireEvent.submit(input.closest('form')!);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(onAdd).not.toHaveBeenCalled();
  });
});
