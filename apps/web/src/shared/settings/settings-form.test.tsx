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
});
