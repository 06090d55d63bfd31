import { DEFAULT_NOTIFICATION_TYPES, replaceNotificationChoice } from '@taxlens/contracts';
import { describe, expect, it } from 'vitest';
import { decideSettingsControls, findSettingsProblems, type SettingsValues } from './settings-values';

const ACTIVE = { user2fa: 'ACTIVE', userpasswordreset: 'ACTIVE', useremailaddress: 'READ_WRITE' };
const SSO = { user2fa: 'HIDDEN', userpasswordreset: 'HIDDEN', useremailaddress: 'READ_ONLY' };
const VALUES: SettingsValues = {
  username: 'pat',
  email: 'pat@a.example',
  firstName: 'Pat',
  lastName: 'Doe',
  timeZone: 'UTC',
  notificationTypes: [...DEFAULT_NOTIFICATION_TYPES],
};

describe('settings form rules (spec 1 §4, §5)', () => {
  it('own settings of a password lender show every section; another user never the password', () => {
    expect(decideSettingsControls(ACTIVE, { own: true, sso: false })).toEqual({
      username: true,
      emailDisabled: false,
      namesRequired: true,
      passwordSection: true,
      twoFactorSection: true,
    });
    expect(decideSettingsControls(ACTIVE, { own: false, sso: false }).passwordSection).toBe(false);
  });

  it('single sign-on: no username, password or two-factor; e-mail read only; names optional', () => {
    expect(decideSettingsControls(SSO, { own: true, sso: true })).toEqual({
      username: false,
      emailDisabled: true,
      namesRequired: false,
      passwordSection: false,
      twoFactorSection: false,
    });
  });

  it('lists the missing required fields that keep Save disabled', () => {
    const controls = decideSettingsControls(ACTIVE, { own: true, sso: false });
    expect(findSettingsProblems(VALUES, controls)).toEqual([]);
    expect(
      findSettingsProblems(
        { ...VALUES, email: '', username: ' ', firstName: '', notificationTypes: VALUES.notificationTypes.slice(1) },
        controls,
      ),
    ).toEqual(['email', 'username', 'firstName', 'notificationTypes']);
  });

  it('a radio change replaces the entry of its group', () => {
    const next = replaceNotificationChoice(VALUES.notificationTypes, 'LENDER_ALERTS', 'NONE');
    expect(next.filter((t) => t.startsWith('LENDER_ALERTS'))).toEqual(['LENDER_ALERTS_NONE']);
    expect(next).toHaveLength(5);
  });
});
