// Bad addresses (400), another lender's ids (404) and the lock-out question (409) are shown on the page.
export const WHITELIST_HANDLED_STATUSES = [400, 404, 409] as const;

/** The body of every add or remove: `confirm` answers the lock-out question (409). */
export type AddressChange = { ipAddress: string; confirm?: boolean };

export const addressBody = ({ ipAddress, confirm }: AddressChange) => ({ ipAddress, ...(confirm ? { confirm } : {}) });
export const lenderWhitelistPath = (lenderId: string) => `/api/lenders/${encodeURIComponent(lenderId)}/ip-whitelist`;
export const userWhitelistPath = (userId: string) => `/api/users/${encodeURIComponent(userId)}/ip-whitelist`;
export type WhitelistAnswer = { ipWhitelist: string[] };
