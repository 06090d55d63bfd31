// The signer roles' labels and the retention text without the requests' schemas: the client page's parts
// show them without downloading and running zod (decision 326).

/**
 * Whose form a request is (docs/decisions/218): the client's own, or the spouse of an individual who
 * filed jointly, who signs a form of their own; both are sent together as a pair.
 */
export const SIGNER_ROLES = ['TAXPAYER', 'SPOUSE'] as const;
export type SignerRole = (typeof SIGNER_ROLES)[number];
export const SIGNER_ROLE_LABELS: Record<SignerRole, string> = { TAXPAYER: 'Taxpayer', SPOUSE: 'Spouse' };

/** Where a download of a form or its evidence was, once the retention rule deleted it (docs/decisions/219). */
export const DELETED_AFTER_RETENTION = 'deleted after the retention period';
