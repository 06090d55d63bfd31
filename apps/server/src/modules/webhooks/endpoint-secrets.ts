import { decryptPii } from '../../platform/pii.js';

/** The secrets that sign now (kept encrypted with the PII key, since the signer needs them back; never hashed): the current one, and the previous one while its rotation lasts. */
export function signingSecrets(
  key: Buffer,
  endpoint: { secret_encrypted: string; previous_secret_encrypted: string | null; previous_secret_until: Date | null },
  now: Date,
): string[] {
  const secrets = [decryptPii(key, endpoint.secret_encrypted)];
  if (endpoint.previous_secret_encrypted && endpoint.previous_secret_until && endpoint.previous_secret_until > now) {
    secrets.push(decryptPii(key, endpoint.previous_secret_encrypted));
  }
  return secrets;
}
