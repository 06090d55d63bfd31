// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import { E164_MESSAGE } from '@taxlens/contracts';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse as json, useFetchStub } from '../../../shared/testing/fetch-stub';
import { SmsSetup } from './sms-setup';

const sentBody = (call: unknown[]) => JSON.parse((call[1] as RequestInit).body as string) as unknown;

function renderSetup() {
  const onVerified = vi.fn();
  render(
    <MantineProvider env="test">
      <SmsSetup userId="u1" onVerified={onVerified} />
    </MantineProvider>,
  );
  return onVerified;
}

// Enter in a field submits its form: the tests submit the form the field belongs to.
const submitFieldsForm = (field: HTMLElement) => fireEvent.submit(field.closest('form')!);

describe('SmsSetup (spec 1 §2 "SMS", §5)', () => {
  const fetchMock = useFetchStub();

  it('checks the phone before sending it, then sends it by Enter', async () => {
    fetchMock.mockResolvedValue(json(200, { sentTo: '+1******0100' }));
    renderSetup();
    const phone = screen.getByRole('textbox', { name: /Phone Number/ });
    submitFieldsForm(phone);
    expect(await screen.findByText('Phone number is required')).toBeTruthy();
    fireEvent.change(phone, { target: { value: '555-0100' } });
    submitFieldsForm(phone);
    expect(await screen.findByText(E164_MESSAGE)).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();

    fireEvent.change(phone, { target: { value: '+1 614 555 0100' } });
    submitFieldsForm(phone);
    expect(await screen.findByText('We sent a 6-digit code to +1******0100.')).toBeTruthy();
    expect(fetchMock.mock.calls[0]![0]).toMatch(/smstotp\/registration\/u1$/);
    expect(sentBody(fetchMock.mock.calls[0]!)).toEqual({ f2aPhone: '+1 614 555 0100' });
  });

  it('a wrong code is cleared with the server message; the right one verifies the phone', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { sentTo: '+1******0100' }));
    const onVerified = renderSetup();
    const phone = screen.getByRole('textbox', { name: /Phone Number/ });
    fireEvent.change(phone, { target: { value: '+16145550100' } });
    submitFieldsForm(phone);
    const code = await screen.findByRole('textbox', { name: /SMS Code/ });
    submitFieldsForm(code);
    expect(await screen.findByText('SMS Code is required')).toBeTruthy();

    fetchMock.mockResolvedValueOnce(
      json(400, { messages: [{ key: 'invalidToken', value: 'That code is wrong or has expired.' }] }),
    );
    fireEvent.change(code, { target: { value: '000000' } });
    submitFieldsForm(code);
    expect(await screen.findByText('That code is wrong or has expired.')).toBeTruthy();
    expect((code as HTMLInputElement).value).toBe('');

    fetchMock.mockResolvedValueOnce(json(200, { f2aType: 'SMS_TOTP', hasWebAuthnCredentials: false }));
    fireEvent.change(code, { target: { value: ' 123456 ' } });
    submitFieldsForm(code);
    expect(await screen.findByText('Your phone number has been verified.')).toBeTruthy();
    expect(onVerified).toHaveBeenCalledWith({ f2aType: 'SMS_TOTP', hasWebAuthnCredentials: false });
    expect(sentBody(fetchMock.mock.calls.at(-1)!)).toEqual({ token: '123456' });
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });
});
