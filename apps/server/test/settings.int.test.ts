import { DEFAULT_NOTIFICATION_TYPES, type SettingsPayload } from '@taxlens/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userCapabilities } from '../src/modules/account/service.js';
import { readNotificationChoice } from '../src/modules/settings/notification-choice.js';
import { decideSettingsChanges, type StoredSettings } from '../src/modules/settings/settings-rules.js';
import { call, createTestApp, loginRequest, openSession, type TestApp } from './support/test-app.js';

const STORED: StoredSettings = {
  username: 'pat.doe',
  email: 'pat@acme.example',
  firstName: 'Pat',
  lastName: 'Doe',
  timeZone: 'America/New_York',
  notificationTypes: [...DEFAULT_NOTIFICATION_TYPES],
  f2aType: 'EMAIL_TOTP',
};
const BASE: SettingsPayload = { ...STORED, notificationTypes: [...DEFAULT_NOTIFICATION_TYPES] };
const decide = (
  input: Partial<SettingsPayload>,
  opts: { sso?: boolean; own?: boolean; caps?: Record<string, string> } = {},
) =>
  decideSettingsChanges(
    { ...BASE, ...input },
    {
      capabilities: opts.caps ?? userCapabilities(opts.sso ?? false),
      sso: opts.sso ?? false,
      own: opts.own ?? true,
      stored: STORED,
    },
  );
const fields = (d: ReturnType<typeof decide>) => d.errors.map((e) => e.field);

describe('settings capability matrix (spec 1 §4, §5)', () => {
  it('non-SSO own settings: every field editable, password allowed with the current one', () => {
    const d = decide({
      username: 'pat.d',
      email: 'pat.d@acme.example',
      firstName: 'Patricia',
      timeZone: 'Europe/Berlin',
      password: 'Harbor-Lights-77!',
      confirmPassword: 'Harbor-Lights-77!',
      currentPassword: 'x',
    });
    expect(d.errors).toEqual([]);
    expect(d.changes).toEqual({
      username: 'pat.d',
      email: 'pat.d@acme.example',
      firstName: 'Patricia',
      timeZone: 'Europe/Berlin',
      notificationTypes: DEFAULT_NOTIFICATION_TYPES,
    });
    expect(d.password).toMatchObject({ newPassword: 'Harbor-Lights-77!' });
  });

  it('requires username, e-mail, names (password reset ACTIVE), notifications and a two-factor method (ACTIVE)', () => {
    const d = decide({ username: '', email: '', firstName: '', lastName: ' ', notificationTypes: [], f2aType: 'OFF' });
    expect(fields(d).sort()).toEqual(['email', 'f2aType', 'firstName', 'lastName', 'notificationTypes', 'username']);
  });

  it('SSO lender: the username is ignored, names optional, password and two-factor hidden, e-mail read only', () => {
    const d = decide({ username: '', firstName: '', f2aType: 'SMS_TOTP' }, { sso: true });
    expect(d.errors).toEqual([]);
    expect(d.changes.username).toBeUndefined();
    expect(d.changes.f2aType).toBeUndefined();
    expect(fields(decide({ email: 'other@delta.example' }, { sso: true }))).toEqual(['email']);
    expect(fields(decide({ password: 'Harbor-Lights-77!', currentPassword: 'x' }, { sso: true }))).toEqual([
      'password',
    ]);
  });

  it('capability states: READ_WRITE counts as editable, HIDDEN hides, missing hides', () => {
    const caps = { user2fa: 'READ_WRITE', userpasswordreset: 'READ_WRITE', useremailaddress: 'READ_ONLY' };
    const d = decide({ firstName: '', f2aType: 'OFF', email: 'new@acme.example' }, { caps });
    // Names and the method are required only when ACTIVE; the e-mail is locked when only visible.
    expect(fields(d)).toEqual(['email']);
    expect(decide({ f2aType: 'OFF' }, { caps: {} }).errors).toEqual([]);
  });

  it("someone else's settings never change the password", () => {
    expect(fields(decide({ password: 'Harbor-Lights-77!', currentPassword: 'x' }, { own: false }))).toEqual([
      'password',
    ]);
  });

  it('notifications: one known option per group; MISSING_AUTH and CLIENT_CLOSED have no NONE', () => {
    const replaced = BASE.notificationTypes.map((t) => (t.startsWith('MISSING_AUTH') ? 'MISSING_AUTH_NONE' : t));
    expect(fields(decide({ notificationTypes: replaced }))).toEqual(['notificationTypes']);
    expect(fields(decide({ notificationTypes: [...BASE.notificationTypes, 'LENDER_ALERTS_NONE'] }))).toEqual([
      'notificationTypes',
    ]);
    expect(fields(decide({ notificationTypes: BASE.notificationTypes.slice(1) }))).toEqual(['notificationTypes']);
  });

  it('time zone optional, but only an IANA name; a two-factor method other than e-mail needs verification first', () => {
    expect(decide({ timeZone: null }).errors).toEqual([]);
    expect(fields(decide({ timeZone: 'Mars/Olympus' }))).toEqual(['timeZone']);
    expect(fields(decide({ f2aType: 'AUTHENTICATOR_APP' }))).toEqual(['f2aType']);
  });
});

describe('POST /api/myaccount/update and sessions', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('saves names, time zone and notifications; the settings read them back; an audit row is written', async () => {
    const s = await openSession(t.app, 'sales.rep', 'Acme Capital');
    const before = (await call(t.app, s, 'GET', '/api/myaccount/settings')).json();
    const notificationTypes = before.notificationTypes.map((v: string) =>
      v.startsWith('LENDER_ALERTS') ? 'LENDER_ALERTS_NONE' : v,
    );
    const res = await call(t.app, s, 'POST', '/api/myaccount/update', {
      ...before,
      firstName: 'Sasha',
      timeZone: 'America/Chicago',
      notificationTypes,
    });
    expect(res.statusCode, res.body).toBe(200);
    const after = (await call(t.app, s, 'GET', '/api/myaccount/settings')).json();
    expect(after).toMatchObject({ firstName: 'Sasha', timeZone: 'America/Chicago' });
    expect(await readNotificationChoice(t.db, after.id, 'LENDER_ALERTS')).toBe('NONE');
    expect(await readNotificationChoice(t.db, after.id, 'SAME_NEXT_30_DAY')).toBe('ALL');
    const audit = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'settings.updated')
      .where('user_id', '=', after.id)
      .executeTakeFirstOrThrow();
    expect(audit.details).toMatchObject({
      fields: expect.arrayContaining(['firstName', 'timeZone', 'notificationTypes']),
    });
  });

  it('refuses bad input with every problem listed (400), and a taken username (409)', async () => {
    const s = await openSession(t.app, 'viewer', 'Acme Capital');
    const settings = (await call(t.app, s, 'GET', '/api/myaccount/settings')).json();
    const bad = await call(t.app, s, 'POST', '/api/myaccount/update', {
      ...settings,
      firstName: '',
      timeZone: 'Nowhere/City',
    });
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .messages.map((m: { field: string }) => m.field)
        .sort(),
    ).toEqual(['firstName', 'timeZone']);
    const taken = await call(t.app, s, 'POST', '/api/myaccount/update', { ...settings, username: 'loan.officer' });
    expect(taken.statusCode).toBe(409);
  });

  it('changes the password only with the right current password, keeps this session and ends the others', async () => {
    const other = await openSession(t.app, 'viewer', 'Acme Capital');
    const s = await openSession(t.app, 'viewer', 'Acme Capital');
    const settings = (await call(t.app, s, 'GET', '/api/myaccount/settings')).json();
    const wrong = await call(t.app, s, 'POST', '/api/myaccount/update', {
      ...settings,
      password: 'Harbor-Lights-77!',
      confirmPassword: 'Harbor-Lights-77!',
      currentPassword: 'nope',
    });
    expect(wrong.json().messages[0].key).toBe('BAD_CURRENT_PASSWORD');
    const weak = await call(t.app, s, 'POST', '/api/myaccount/update', {
      ...settings,
      password: 'short',
      confirmPassword: 'short',
      currentPassword: 'TaxLens-demo-2026!',
    });
    expect(weak.statusCode).toBe(400);
    const ok = await call(t.app, s, 'POST', '/api/myaccount/update', {
      ...settings,
      password: 'Harbor-Lights-77!',
      confirmPassword: 'Harbor-Lights-77!',
      currentPassword: 'TaxLens-demo-2026!',
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await call(t.app, s, 'GET', '/api/myaccount/get')).statusCode).toBe(200);
    expect((await call(t.app, other, 'GET', '/api/myaccount/get')).statusCode).toBe(401);
    expect((await loginRequest(t.app, 'viewer', 'Harbor-Lights-77!')).json().messages[0].key).toBe('MISSING_F2A_TOKEN');
  });

  it('an SSO user gets no username and may not set a password', async () => {
    const s = await openSession(t.app, 'sso.user', 'Delta Federal');
    const settings = (await call(t.app, s, 'GET', '/api/myaccount/settings')).json();
    expect(settings.username).toBeUndefined();
    expect(settings.capabilities).toMatchObject({ user2fa: 'HIDDEN', userpasswordreset: 'HIDDEN' });
    const res = await call(t.app, s, 'POST', '/api/myaccount/update', {
      ...settings,
      password: 'Harbor-Lights-77!',
      confirmPassword: 'Harbor-Lights-77!',
      currentPassword: 'x',
    });
    expect(res.statusCode).toBe(400);
  });

  it('lists active sessions, signs one out, and signs out everywhere else', async () => {
    const a = await openSession(t.app, 'loan.officer', 'Acme Capital');
    const b = await openSession(t.app, 'loan.officer', 'Acme Capital');
    const c = await openSession(t.app, 'loan.officer', 'Acme Capital');
    const list = (await call(t.app, a, 'GET', '/api/myaccount/sessions')).json() as Array<{
      id: string;
      current: boolean;
    }>;
    expect(list.length).toBeGreaterThanOrEqual(3);
    expect(list.filter((x) => x.current)).toHaveLength(1);
    const foreign = await call(
      t.app,
      await openSession(t.app, 'viewer', 'Acme Capital'),
      'DELETE',
      `/api/myaccount/sessions/${list.find((x) => !x.current)!.id}`,
    );
    expect(foreign.statusCode).toBe(404);
    const bSessions = (await call(t.app, b, 'GET', '/api/myaccount/sessions')).json() as Array<{
      id: string;
      current: boolean;
    }>;
    const bId = bSessions.find((x) => x.current)!.id;
    expect((await call(t.app, a, 'DELETE', `/api/myaccount/sessions/${bId}`)).statusCode).toBe(200);
    expect((await call(t.app, b, 'GET', '/api/myaccount/get')).statusCode).toBe(401);
    expect((await call(t.app, a, 'POST', '/api/myaccount/sessions/end-others')).statusCode).toBe(200);
    expect((await call(t.app, c, 'GET', '/api/myaccount/get')).statusCode).toBe(401);
    expect((await call(t.app, a, 'GET', '/api/myaccount/sessions')).json()).toHaveLength(1);
  });

  it('answers IANA time zones from the form data registry', async () => {
    const s = await openSession(t.app, 'viewer', 'Acme Capital');
    const res = await call(t.app, s, 'GET', '/api/formdata?types=timezones');
    const zones = res.json().timezones.map((z: { key: string }) => z.key);
    expect(zones).toEqual(expect.arrayContaining(['America/New_York', 'Europe/Berlin', 'UTC']));
  });
});
