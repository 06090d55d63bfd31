import type { Role } from '@taxlens/contracts';

// Decision 020: who may change clients and who may see a full tax id (ROLE_ADMIN passes every rule).
/** Create, edit, archive, monitoring, 8821 replacement, bundles, designee choice. Viewers only read. */
export const CLIENT_WRITERS: readonly Role[] = ['ROLE_LENDERADMIN', 'ROLE_LENDER', 'ROLE_SALES'];
/** Reveal an SSN or EIN, or open the signed 8821 (which shows it in full). */
export const TAX_ID_READERS: readonly Role[] = ['ROLE_LENDERADMIN', 'ROLE_LENDER'];
