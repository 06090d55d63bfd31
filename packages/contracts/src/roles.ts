// Zod-free: the web app's route guards use these rules in its first download (docs/decisions/119).

/** Highest first (spec 1 §3). */
export const ROLES = [
  'ROLE_ADMIN',
  'ROLE_LENDERADMIN',
  'ROLE_LENDER',
  'ROLE_SALES',
  'ROLE_QC',
  'ROLE_CALLER',
  'ROLE_VIEWER',
] as const;
export type Role = (typeof ROLES)[number];

/** Spec 1 §6: what each role includes besides itself. ROLE_LENDER and ROLE_VIEWER include nothing else. */
const INCLUDES: Record<Role, readonly Role[]> = {
  ROLE_ADMIN: ['ROLE_LENDERADMIN', 'ROLE_SALES', 'ROLE_QC', 'ROLE_CALLER'],
  ROLE_LENDERADMIN: ['ROLE_SALES', 'ROLE_QC', 'ROLE_CALLER'],
  ROLE_LENDER: [],
  ROLE_SALES: ['ROLE_QC', 'ROLE_CALLER'],
  ROLE_QC: ['ROLE_CALLER'],
  ROLE_CALLER: [],
  ROLE_VIEWER: [],
};

/** Every role a user effectively holds, given the roles granted. */
export function expandRoles(granted: readonly Role[]): Role[] {
  const all = new Set<Role>();
  for (const role of granted) {
    all.add(role);
    for (const inc of INCLUDES[role]) all.add(inc);
  }
  return ROLES.filter((r) => all.has(r));
}

/** The effective role is the highest one held. */
export function highestRole(granted: readonly Role[]): Role | undefined {
  return ROLES.find((r) => granted.includes(r));
}

/** Role guard (spec 1 §4): admin passes everything; otherwise any listed role must be held. */
export function passesRoleGuard(granted: readonly Role[], allowed: readonly Role[] | undefined): boolean {
  if (!allowed || allowed.length === 0) return true;
  const held = expandRoles(granted);
  return held.includes('ROLE_ADMIN') || allowed.some((r) => held.includes(r));
}

// Who may use what, shared by the server's route access and the web app's routes and menus, so a
// menu never offers a page whose calls would be refused (docs/decisions/170).
/** Place orders (spec 2 §6). */
export const ORDERING_ROLES: readonly Role[] = ['ROLE_LENDERADMIN', 'ROLE_LENDER', 'ROLE_SALES'];
/** Create and edit clients. */
export const CLIENT_WRITERS: readonly Role[] = ['ROLE_LENDERADMIN', 'ROLE_LENDER', 'ROLE_SALES'];
/** Read a client's full tax id. */
export const TAX_ID_READERS: readonly Role[] = ['ROLE_LENDERADMIN', 'ROLE_LENDER'];
/** Read the lender's invoices. */
export const INVOICE_ROLES: readonly Role[] = ['ROLE_LENDERADMIN', 'ROLE_SALES', 'ROLE_ADMIN'];
