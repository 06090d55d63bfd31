import {
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  startAuthentication,
  startRegistration,
} from '@simplewebauthn/browser';

/** Asks the browser's authenticator to sign the server's challenge (sign-in and Test WebAuthn). */
export function answerChallenge(options: unknown) {
  return startAuthentication({ optionsJSON: options as PublicKeyCredentialRequestOptionsJSON });
}

/** Asks the browser's authenticator for a new credential. */
export function createCredential(options: unknown) {
  return startRegistration({ optionsJSON: options as PublicKeyCredentialCreationOptionsJSON });
}

/** The sign-in second pass carries the assertion as base64url JSON in the token header. */
export function encodeAssertionToken(assertion: unknown): string {
  const bytes = new TextEncoder().encode(JSON.stringify(assertion));
  return btoa(Array.from(bytes, (b) => String.fromCharCode(b)).join(''))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}
