import { generateSecret, generateURI, verify } from 'otplib';

/** RFC 6238 defaults that every authenticator app understands. */
export const TOTP_PERIOD_SECONDS = 30;

export function createTotpSecret(): string {
  return generateSecret();
}

/** The otpauth:// URI an authenticator app scans: issuer = product name, label = username. */
export function totpUri(input: { issuer: string; accountName: string; secret: string }): string {
  return generateURI({ issuer: input.issuer, label: input.accountName, secret: input.secret });
}

/**
 * The time step a code belongs to, accepting the previous, current and next step (±1, for clock
 * drift), or null. The caller must still refuse a step already used (see acceptTotpStep).
 */
export async function matchTotpStep(secret: string, token: string, now: Date): Promise<number | null> {
  if (!/^\d{6}$/.test(token)) return null;
  const epoch = Math.floor(now.getTime() / 1000);
  const result = await verify({ secret, token, epoch, epochTolerance: TOTP_PERIOD_SECONDS });
  if (!result.valid) return null;
  return Math.floor(epoch / TOTP_PERIOD_SECONDS) + result.delta;
}
