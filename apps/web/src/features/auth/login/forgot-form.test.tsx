// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ForgotForm } from './forgot-form';
import { jsonResponse as json } from '../../../shared/testing/fetch-stub';

const renderForm = (kind: 'username' | 'password') =>
  render(
    <MantineProvider env="test">
      <ForgotForm kind={kind} onBack={vi.fn()} />
    </MantineProvider>,
  );

describe('ForgotForm', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('says the field is required and sends nothing', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderForm('password');
    fireEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByText('Username is required')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the e-mail address (trimmed) and shows the neutral answer', async () => {
    const fetchMock = vi.fn(() => Promise.resolve(json(200, { message: 'If an account matches, we sent it.' })));
    vi.stubGlobal('fetch', fetchMock);
    renderForm('username');
    fireEvent.change(screen.getByLabelText(/Email/), { target: { value: ' lee@bank.example ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send Username' }));
    expect((await screen.findByRole('status')).textContent).toBe('If an account matches, we sent it.');
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/myaccount/forgotusername');
    expect(init.body).toBe(JSON.stringify({ email: 'lee@bank.example' }));
  });
});
