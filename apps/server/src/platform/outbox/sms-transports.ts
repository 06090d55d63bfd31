import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/connection.js';
import { insertDevMessage } from './dev-messages-repo.js';
import type { SmsMessage } from './enqueue.js';

/** Where text messages go: an HTTP SMS provider, or the demo outbox. */
export type SmsTransport = { send: (message: SmsMessage) => Promise<void>; kind: 'http' | 'outbox' };

export type HttpSmsConfig = { endpoint: string; account: string; token: string; sender: string };

/**
 * A provider reached over HTTPS: POST JSON { from, to, body } with Basic account:token, the shape
 * most SMS gateways accept (or accept through a small adapter). Any non-2xx answer is a failure
 * the outbox retries.
 */
export function createHttpSmsTransport(config: HttpSmsConfig, fetchImpl: typeof fetch = fetch): SmsTransport {
  const authorization = `Basic ${Buffer.from(`${config.account}:${config.token}`).toString('base64')}`;
  return {
    kind: 'http',
    send: async (m) => {
      const response = await fetchImpl(config.endpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization },
        body: JSON.stringify({ from: config.sender, to: m.to, body: m.text }),
        signal: AbortSignal.timeout(10_000),
      });
      if (!response.ok) throw new Error(`SMS provider answered ${response.status}`);
    },
  };
}

/** Demo mode: texts land in the dev outbox (readable at /dev/outbox) next to the mail. */
export function createDevSmsTransport(db: Database, log: FastifyBaseLogger): SmsTransport {
  return {
    kind: 'outbox',
    send: async (m) => {
      await insertDevMessage(db, { channel: 'sms', recipient: m.to, subject: 'SMS', body: m.text });
      log.info({ to: m.to }, 'demo SMS stored: read it at /dev/outbox');
    },
  };
}
