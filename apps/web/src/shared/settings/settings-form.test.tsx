// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import { DEFAULT_NOTIFICATION_TYPES, type UserSettings } from '@taxlens/contracts';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SettingsForm } from './settings-form';

const SETTINGS: UserSettings = {
  id: 'u1',
  username: 'pat',
  email: 'pat@a.example',
  firstName: 'Pat',
  lastName: 'Doe',
  timeZone: 'UTC',
  notificationTypes: [...DEFAULT_NOTIFICATION_TYPES],
  f2aType: 'EMAIL_TOTP',
  capabilities: { user2fa: 'ACTIVE', userpasswordreset: 'ACTIVE', useremailaddress: 'READ_WRITE' },
};

describe('SettingsForm and the two-factor section (docs/decisions/315)', () => {
  afterEach(cleanup);

  it("renders the section's own form beside the settings form, and Save still submits the settings", async () => {
    const onSave = vi.fn().mockResolvedValue(undefined);
    render(
      <MantineProvider env="test">
        <SettingsForm
          settings={SETTINGS}
          own
          sso={false}
          timeZones={['UTC']}
          onSave={onSave}
          renderTwoFactorSection={() => (
            <form aria-label="Phone">
              <input aria-label="Phone Number" />
            </form>
          )}
        />
      </MantineProvider>,
    );
    window.scrollTo = vi.fn();
    const phoneForm = screen.getByRole('form', { name: 'Phone' });
    const settingsForm = screen.getByRole('textbox', { name: /Email/ }).closest('form')!;
    expect(phoneForm.parentElement!.closest('form')).toBeNull();
    expect(settingsForm.contains(phoneForm)).toBe(false);

    const save = screen.getByRole('button', { name: 'Save Settings' });
    expect(save.getAttribute('form')).toBe(settingsForm.id);
    await waitFor(() => expect(save.hasAttribute('disabled')).toBe(false));
    fireEvent.submit(settingsForm);
    await waitFor(() => expect(onSave).toHaveBeenCalledWith(expect.objectContaining({ email: 'pat@a.example' })));
  });

  it("lists the user's own zone first when the list lacks it, and saves the zone chosen (decision 346)", async () => {
    const onSave = vi.fn().mockResolvedValue(undefined);
    render(
      <MantineProvider env="test">
        <SettingsForm
          settings={{ ...SETTINGS, timeZone: 'Asia/Calcutta' }}
          own={false}
          sso={false}
          timeZones={['UTC', 'America/Chicago']}
          onSave={onSave}
        />
      </MantineProvider>,
    );
    window.scrollTo = vi.fn();
    const zone = screen.getByRole('combobox', { name: 'Time Zone' }) as HTMLSelectElement;
    expect([...zone.options].map((o) => o.value)).toEqual(['Asia/Calcutta', 'UTC', 'America/Chicago']);
    expect(zone.value).toBe('Asia/Calcutta');
    fireEvent.change(zone, { target: { value: 'America/Chicago' } });
    expect(zone.value).toBe('America/Chicago');
    const save = screen.getByRole('button', { name: 'Save Settings' });
    await waitFor(() => expect(save.hasAttribute('disabled')).toBe(false));
    // Save follows the form's rules on every change: an emptied email disables it (spec 1 §5).
    const email = screen.getByRole('textbox', { name: /Email/ });
    fireEvent.change(email, { target: { value: '' } });
    await waitFor(() => expect(save.hasAttribute('disabled')).toBe(true));
    fireEvent.change(email, { target: { value: 'pat@a.example' } });
    await waitFor(() => expect(save.hasAttribute('disabled')).toBe(false));
    fireEvent.submit(zone.closest('form')!);
    await waitFor(() => expect(onSave).toHaveBeenCalledWith(expect.objectContaining({ timeZone: 'America/Chicago' })));
  });
});
