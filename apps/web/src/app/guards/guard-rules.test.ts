import { describe, expect, it } from 'vitest';
import { makeLender, makeUser } from '../../shared/testing/user-factory';
import { decideGuard, needsEulaCheck, NO_GUARDS, SIGNED_IN, STANDARD, type RouteAccess } from './guard-rules';

const pass = { kind: 'pass' };
const decide = (access: RouteAccess, user = makeUser(), eulaPending = false) =>
  decideGuard(access, { user, eulaPending });

describe('decideGuard', () => {
  it('sends a signed-out visitor to sign-in, saving the target', () => {
    expect(decideGuard(STANDARD, { user: null, eulaPending: false })).toEqual({
      kind: 'redirect',
      to: '/auth/login',
      saveTarget: true,
    });
    expect(decideGuard(NO_GUARDS, { user: null, eulaPending: false })).toEqual(pass);
  });

  it('sends a user without a selected lender to /set-lender', () => {
    expect(decide(STANDARD, makeUser({ selectedLender: null }))).toEqual({
      kind: 'redirect',
      to: '/set-lender',
      saveTarget: true,
    });
    expect(decide(SIGNED_IN, makeUser({ selectedLender: null }))).toEqual(pass);
  });

  it('sends a user with pending notices to /auth/eula, saving the target', () => {
    expect(decide(STANDARD, makeUser(), true)).toEqual({ kind: 'redirect', to: '/auth/eula', saveTarget: true });
  });

  it('sends a user without two-factor to /auth/two-factor', () => {
    expect(decide(STANDARD, makeUser({ f2aType: 'OFF' }))).toMatchObject({ kind: 'redirect', to: '/auth/two-factor' });
  });

  it('lets admin or a listed role through the role guard, others are refused in place (decision 170)', () => {
    const invoices: RouteAccess = { ...STANDARD, roles: ['ROLE_LENDERADMIN', 'ROLE_SALES', 'ROLE_ADMIN'] };
    expect(decide(invoices, makeUser({ userAuthorities: ['ROLE_SALES'] }))).toEqual(pass);
    expect(decide(invoices, makeUser({ userAuthorities: ['ROLE_ADMIN'] }))).toEqual(pass);
    expect(decide(invoices, makeUser({ userAuthorities: ['ROLE_LENDER'] }))).toEqual({ kind: 'refuse' });
    const whitelist: RouteAccess = { ...STANDARD, roles: ['ROLE_LENDERADMIN'] };
    expect(decide(whitelist, makeUser({ userAuthorities: ['ROLE_ADMIN'] }))).toEqual(pass);
    expect(decide(whitelist, makeUser({ userAuthorities: ['ROLE_SALES'] }))).toEqual({ kind: 'refuse' });
  });

  it('refuses the monitored lists when monitorType is None', () => {
    const access: RouteAccess = { ...STANDARD, monitored: true };
    expect(decide(access)).toEqual(pass);
    expect(decide(access, makeUser({ selectedLender: makeLender({ monitorType: 'None' }) }))).toEqual({
      kind: 'refuse',
    });
  });

  it('refuses /designees without the addclientdesignee capability', () => {
    const access: RouteAccess = { ...STANDARD, capability: 'addclientdesignee' };
    expect(decide(access)).toEqual({ kind: 'refuse' });
    const lender = makeLender({ capabilities: { addclientdesignee: 'ACTIVE' } });
    expect(decide(access, makeUser({ selectedLender: lender }))).toEqual(pass);
  });

  it('refuses non-SSO-only routes for single-sign-on lenders', () => {
    const access: RouteAccess = { ...STANDARD, roles: ['ROLE_LENDERADMIN'], nonSso: true };
    const admin = makeUser({ userAuthorities: ['ROLE_LENDERADMIN'] });
    expect(decide(access, admin)).toEqual(pass);
    expect(decide(access, { ...admin, selectedLender: makeLender({ sso: true }) })).toEqual({ kind: 'refuse' });
  });
});

describe('needsEulaCheck', () => {
  it('checks notices only for routes with the EULA guard and a chosen lender', () => {
    expect(needsEulaCheck(STANDARD, makeUser())).toBe(true);
    expect(needsEulaCheck(SIGNED_IN, makeUser())).toBe(false);
    expect(needsEulaCheck(STANDARD, makeUser({ selectedLender: null }))).toBe(false);
    expect(needsEulaCheck(STANDARD, null)).toBe(false);
  });
});
