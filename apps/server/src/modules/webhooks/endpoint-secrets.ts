import { decryptPii, encryptPii } from '../../platform/pii.js';

/** Endpoint secrets are kept encrypted (the signer needs them back), never hashed. */
export const sealSecret = (key: Buffer, secret: string): string => encryptPii(key, secret);
export const openSecret = (key: Buffer, sealed: string): string => decryptPii(key, sealed);

/** The secrets that sign now: the current one, and the previous one while its rotation lasts. */
export function signingSecrets(
  key: Buffer,
  endpoint: { secret_encrypted: string; previous_secret_encrypted: string | null; previous_secret_until: Date | null },
  now: Date,
): string[] {
  const secrets = [openSecret(key, endpoint.secret_encrypted)];
  if (endpoint.previous_secret_encrypted && endpoint.previous_secret_until && endpoint.previous_secret_until > now) {
    secrets.push(openSecret(key, endpoint.previous_secret_encrypted));
  }
  return secrets;
}
