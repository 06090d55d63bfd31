import type { SelectedLender, User } from '@taxlens/contracts';

/** Typed factories for web tests: a plain lender user of a monitored, non-SSO lender. */
export function makeLender(overrides: Partial<SelectedLender> = {}): SelectedLender {
  return {
    id: 'lender-1',
    companyName: 'First Street Bank',
    lenderType: 'BANK',
    monitorType: 'MONTHLY',
    sso: false,
    registrationId: null,
    isSba: false,
    canOrderExpress: true,
    canOrderSameDay: true,
    capabilities: {},
    links: { capabilities: '/api/lenders/lender-1/capabilities' },
    ...overrides,
  };
}

export function makeUser(overrides: Partial<User> = {}): User {
  return {
    id: 'user-1',
    username: 'pat',
    email: 'pat@example.com',
    firstName: 'Pat',
    lastName: 'Lee',
    display: 'Pat Lee',
    phone: null,
    timeZone: 'America/New_York',
    userAuthorities: ['ROLE_LENDER'],
    f2aType: 'EMAIL_TOTP',
    hasWebAuthnCredentials: false,
    multipleLenders: false,
    selectedLender: makeLender(),
    capabilities: {},
    notificationTypes: [],
    ...overrides,
  };
}
