import { createHmac, randomBytes } from 'node:crypto';

const SECRET_PREFIX = 'whsec_';

/** A new endpoint secret as the Standard Webhooks specification writes it: whsec_ + base64 of 32 random bytes. */
export const generateEndpointSecret = (): string => SECRET_PREFIX + randomBytes(32).toString('base64');

/**
 * The `webhook-signature` header: `v1,` + base64 HMAC-SHA256 of `id.timestamp.body` under each
 * secret, space-separated (during a rotation both the new and the old secret sign).
 */
export function signWebhook(
  secrets: readonly string[],
  webhookId: string,
  timestampSeconds: number,
  body: string,
): string {
  return secrets
    .map((secret) => {
      const key = Buffer.from(secret.startsWith(SECRET_PREFIX) ? secret.slice(SECRET_PREFIX.length) : secret, 'base64');
      return `v1,${createHmac('sha256', key).update(`${webhookId}.${timestampSeconds}.${body}`).digest('base64')}`;
    })
    .join(' ');
}
