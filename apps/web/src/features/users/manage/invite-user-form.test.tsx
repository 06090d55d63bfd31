// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { InviteUserForm } from './invite-user-form';

describe('InviteUserForm', () => {
  afterEach(cleanup);

  it('offers Send Invitation once the address and names are valid, and sends the body', async () => {
    const onSubmit = vi.fn();
    render(
      <MantineProvider env="test">
        <InviteUserForm busy={false} error={null} onCancel={vi.fn()} onSubmit={onSubmit} />
      </MantineProvider>,
    );
    const send = screen.getByRole('button', { name: 'Send Invitation' });
    fireEvent.change(screen.getByLabelText(/Email/), { target: { value: 'not-an-address' } });
    fireEvent.change(screen.getByLabelText(/First Name/), { target: { value: 'Ana' } });
    fireEvent.change(screen.getByLabelText(/Last Name/), { target: { value: 'Reyes' } });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(send).toHaveProperty('disabled', true);
    fireEvent.change(screen.getByLabelText(/Email/), { target: { value: ' ana@bank.example ' } });
    await waitFor(() => expect(send).toHaveProperty('disabled', false));
    fireEvent.click(send);
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]![0]).toEqual({
      email: 'ana@bank.example',
      firstName: 'Ana',
      lastName: 'Reyes',
      role: 'ROLE_LENDER',
    });
  });
});
