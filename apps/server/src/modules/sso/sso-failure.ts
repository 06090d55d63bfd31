import type { SsoErrorCode } from '@taxlens/contracts';

/** A refused single sign-on: the browser goes back to the login page with this code's message. */
export class SsoFailure extends Error {
  constructor(
    readonly code: SsoErrorCode,
    readonly detail: string,
  ) {
    super(`${code}: ${detail}`);
  }
}

/** node-saml reports refusals as plain errors; their text says which check failed. */
export function classifySamlError(error: unknown): SsoFailure {
  const message = error instanceof Error ? error.message : String(error);
  // node-saml drops subject confirmations only for their time window.
  if (/expired|not yet valid|No valid subject confirmation/i.test(message)) return new SsoFailure('EXPIRED', message);
  if (/InResponseTo/i.test(message)) return new SsoFailure('UNSOLICITED', message);
  if (/SAML provider returned/i.test(message)) return new SsoFailure('IDP_REFUSED', message);
  return new SsoFailure('INVALID_RESPONSE', message);
}
