import {
  type AuthenticationResponseJSON,
  generateAuthenticationOptions,
  generateRegistrationOptions,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import type { Config } from '../../config.js';
import type { Database } from '../../db/connection.js';
import {
  advanceCounter,
  type ChallengePurpose,
  findUserCredential,
  insertChallenge,
  insertCredential,
  listCredentials,
  useChallenge,
} from './webauthn-repo.js';

export { hasWebauthnCredentials, listCredentials } from './webauthn-repo.js';

/** A challenge answers once and only within this time. */
export const WEBAUTHN_CHALLENGE_MINUTES = 5;
type WebauthnUser = { id: string; username: string; first_name: string; last_name: string };

/** Relying-party id and origin come from PUBLIC_URL (the address users reach). */
export function relyingParty(config: Config): { id: string; origin: string; name: string } {
  const url = new URL(config.publicUrl);
  return { id: url.hostname, origin: url.origin, name: `${config.productName} Portal` };
}

async function storeChallenge(
  db: Database,
  userId: string,
  purpose: ChallengePurpose,
  challenge: string,
  now: Date,
): Promise<void> {
  await insertChallenge(db, {
    userId,
    purpose,
    challenge,
    expiresAt: new Date(now.getTime() + WEBAUTHN_CHALLENGE_MINUTES * 60_000),
  });
}

/** The challenge the browser signed, read from its clientDataJSON (null when unreadable). */
function challengeOf(clientDataJSON: unknown): string | null {
  if (typeof clientDataJSON !== 'string') return null;
  try {
    const data = JSON.parse(Buffer.from(clientDataJSON, 'base64url').toString('utf8')) as { challenge?: unknown };
    return typeof data.challenge === 'string' ? data.challenge : null;
  } catch {
    return null;
  }
}

/**
 * Uses up the challenge the response answers, if it was issued to this user for this purpose and
 * is still live. One statement: a second use of the same challenge finds nothing.
 */
async function consumeChallenge(
  db: Database,
  userId: string,
  purpose: ChallengePurpose,
  challenge: string | null,
  now: Date,
): Promise<boolean> {
  if (!challenge) return false;
  return useChallenge(db, userId, purpose, challenge, now);
}

export async function startRegistration(
  db: Database,
  config: Config,
  user: WebauthnUser,
  now: Date,
): Promise<PublicKeyCredentialCreationOptionsJSON> {
  const rp = relyingParty(config);
  const existing = await listCredentials(db, user.id);
  const options = await generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userName: user.username,
    userDisplayName: `${user.first_name} ${user.last_name}`.trim(),
    userID: new TextEncoder().encode(user.id),
    attestationType: 'none',
    timeout: WEBAUTHN_CHALLENGE_MINUTES * 60_000,
    excludeCredentials: existing.map((c) => ({ id: c.id, transports: c.transports })),
    authenticatorSelection: { residentKey: 'preferred', userVerification: 'preferred' },
  });
  await storeChallenge(db, user.id, 'REGISTRATION', options.challenge, now);
  return options;
}

/** Verifies a new credential against a live challenge of this user and stores it. */
export async function finishRegistration(
  db: Database,
  config: Config,
  userId: string,
  response: RegistrationResponseJSON,
  now: Date,
): Promise<boolean> {
  const challenge = challengeOf(response.response?.clientDataJSON);
  if (!(await consumeChallenge(db, userId, 'REGISTRATION', challenge, now))) return false;
  const rp = relyingParty(config);
  let result;
  try {
    result = await verifyRegistrationResponse({
      response,
      expectedChallenge: challenge as string,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      requireUserVerification: false,
    });
  } catch {
    return false;
  }
  if (!result.verified) return false;
  const credential = result.registrationInfo.credential;
  await insertCredential(db, {
    id: credential.id,
    userId,
    publicKey: Buffer.from(credential.publicKey).toString('base64url'),
    counter: credential.counter,
    transports: credential.transports ?? [],
  });
  return true;
}

export async function startAssertion(
  db: Database,
  config: Config,
  userId: string,
  now: Date,
): Promise<PublicKeyCredentialRequestOptionsJSON> {
  const credentials = await listCredentials(db, userId);
  const options = await generateAuthenticationOptions({
    rpID: relyingParty(config).id,
    allowCredentials: credentials.map((c) => ({ id: c.id, transports: c.transports })),
    userVerification: 'preferred',
    timeout: WEBAUTHN_CHALLENGE_MINUTES * 60_000,
  });
  await storeChallenge(db, userId, 'AUTHENTICATION', options.challenge, now);
  return options;
}

/**
 * Verifies an assertion: a live challenge issued to this user, one of the user's credentials, a
 * valid signature, and a signature counter that moved forward (or an authenticator that keeps none).
 */
export async function finishAssertion(
  db: Database,
  config: Config,
  userId: string,
  response: AuthenticationResponseJSON,
  now: Date,
): Promise<boolean> {
  const challenge = challengeOf(response.response?.clientDataJSON);
  if (!(await consumeChallenge(db, userId, 'AUTHENTICATION', challenge, now))) return false;
  const stored = await findUserCredential(db, userId, String(response.id));
  if (!stored) return false;
  const rp = relyingParty(config);
  let result;
  try {
    result = await verifyAuthenticationResponse({
      response,
      expectedChallenge: challenge as string,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      requireUserVerification: false,
      credential: {
        id: stored.id,
        publicKey: new Uint8Array(Buffer.from(stored.public_key, 'base64url')),
        counter: Number(stored.counter),
        transports: stored.transports,
      },
    });
  } catch {
    return false;
  }
  if (!result.verified) return false;
  const newCounter = result.authenticationInfo.newCounter;
  // Conditional update: a counter that went back (a cloned key) or a race with another use fails here.
  return advanceCounter(db, stored.id, newCounter, now);
}

/** Reads the second-pass token: base64url of the assertion JSON. */
export function decodeAssertionToken(token: string): AuthenticationResponseJSON | null {
  try {
    const value = JSON.parse(Buffer.from(token, 'base64url').toString('utf8')) as AuthenticationResponseJSON;
    return typeof value === 'object' &&
      value !== null &&
      typeof value.id === 'string' &&
      typeof value.response === 'object'
      ? value
      : null;
  } catch {
    return null;
  }
}
