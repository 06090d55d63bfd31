import type { F2aType, Role } from '@taxlens/contracts';

/** The one password of every demo sign-in; printed by the start banner and the README. */
export const DEMO_PASSWORD = 'TaxLens-demo-2026!';

export type DemoLenderKey = 'acme' | 'beacon' | 'cedar' | 'delta';

export type DemoUser = {
  username: string;
  email: string;
  firstName: string;
  lastName: string;
  /** What the sign-in shows off, for the banner and the README. */
  description: string;
  lenders: ReadonlyArray<{ lender: DemoLenderKey; role: Role }>;
  f2aType: F2aType;
  globalRole: Role | null;
  passwordExpired: boolean;
  /** Invited but not activated: no password yet (activation journey; /dev can send the invitation). */
  invited?: boolean;
  /** Signs in through the lender's identity provider only: no portal password. */
  sso?: boolean;
};

const user = (u: Omit<DemoUser, 'f2aType' | 'globalRole' | 'passwordExpired'> & Partial<DemoUser>): DemoUser => ({
  f2aType: 'EMAIL_TOTP',
  globalRole: null,
  passwordExpired: false,
  ...u,
});

export const DEMO_USERS: readonly DemoUser[] = [
  user({
    username: 'lender.admin',
    email: 'lender.admin@acme.example',
    firstName: 'Dana',
    lastName: 'Whitfield',
    description: 'lender admin at Acme Capital and Beacon Bank (switch accounts; Beacon has new terms to accept)',
    lenders: [
      { lender: 'acme', role: 'ROLE_LENDERADMIN' },
      { lender: 'beacon', role: 'ROLE_LENDERADMIN' },
    ],
  }),
  user({
    username: 'loan.officer',
    email: 'loan.officer@acme.example',
    firstName: 'Marcus',
    lastName: 'Bell',
    description: 'loan officer at Acme Capital (orders, portfolio)',
    lenders: [{ lender: 'acme', role: 'ROLE_LENDER' }],
  }),
  user({
    username: 'sales.rep',
    email: 'sales.rep@acme.example',
    firstName: 'Priya',
    lastName: 'Raman',
    description: 'sales at Acme Capital (invoices)',
    lenders: [{ lender: 'acme', role: 'ROLE_SALES' }],
  }),
  user({
    username: 'viewer',
    email: 'viewer@acme.example',
    firstName: 'Owen',
    lastName: 'Castellano',
    description: 'read-only viewer at Acme Capital',
    lenders: [{ lender: 'acme', role: 'ROLE_VIEWER' }],
  }),
  user({
    username: 'ondemand.user',
    email: 'ondemand.user@cedar.example',
    firstName: 'Lena',
    lastName: 'Hoffmann',
    description: 'loan officer at Cedar Credit (on-demand ordering)',
    lenders: [{ lender: 'cedar', role: 'ROLE_LENDER' }],
  }),
  user({
    username: 'new.user',
    email: 'new.user@acme.example',
    firstName: 'Tessa',
    lastName: 'Morgan',
    description: 'Acme Capital, two-factor not set up yet (setup on first sign-in)',
    lenders: [{ lender: 'acme', role: 'ROLE_LENDER' }],
    f2aType: 'OFF',
  }),
  user({
    username: 'expired.user',
    email: 'expired.user@acme.example',
    firstName: 'Victor',
    lastName: 'Nakamura',
    description: 'Acme Capital, password expired (forced change)',
    lenders: [{ lender: 'acme', role: 'ROLE_LENDER' }],
    passwordExpired: true,
  }),
  user({
    username: 'invited.user',
    email: 'invited.user@acme.example',
    firstName: 'Iris',
    lastName: 'Delgado',
    description: 'Acme Capital, invited but not activated (activation link from /dev/outbox after an invitation)',
    lenders: [{ lender: 'acme', role: 'ROLE_LENDER' }],
    f2aType: 'OFF',
    invited: true,
  }),
  user({
    username: 'sso.user',
    email: 'sso.user@deltafederal.example',
    firstName: 'Nora',
    lastName: 'Delgado',
    description:
      'Delta Federal, single sign-on only: "Sign in with single sign-on", company delta-federal (demo identity provider, no password)',
    lenders: [{ lender: 'delta', role: 'ROLE_LENDERADMIN' }],
    sso: true,
  }),
  user({
    username: 'ops.admin',
    email: 'ops.admin@taxlens.example',
    firstName: 'Ruth',
    lastName: 'Okonkwo',
    description: 'TaxLens operations staff (ROLE_ADMIN, operations console)',
    lenders: [],
    globalRole: 'ROLE_ADMIN',
  }),
];
