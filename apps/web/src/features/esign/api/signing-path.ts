/**
 * The signer has no account: calls carry the link token in the path, no session and no CSRF token,
 * and a refusal is shown on the page (never the portal's sign-out or not-found handling).
 */
export const signingPath = (token: string) => `/api/sign/${encodeURIComponent(token)}`;
export const SIGNER_CALL = { csrf: false, intercept: false } as const;

export const formPdfUrl = (token: string) => `${signingPath(token)}/form`;
export const lenderLogoUrl = (token: string) => `${signingPath(token)}/logo`;
