import http from 'node:http';
import https from 'node:https';
import { guardedLookup, portOf, refuseUrlShape, type DestinationPolicy } from './destination-guard.js';

const TIMEOUT_MS = 10_000;
/** How much of an endpoint's answer the delivery log keeps. */
const EXCERPT_BYTES = 4096;

export type SendResult = {
  statusCode: number | null;
  succeeded: boolean;
  latencyMs: number;
  excerpt: string;
  error: string | null;
};

/**
 * One POST to an endpoint: 10 s in all, redirects not followed (a 3xx is a failure), the first 4 KB
 * of the answer kept. Every address the name resolves to is checked when connecting.
 */
export async function sendWebhook(
  url: string,
  headers: Record<string, string>,
  body: string,
  policy: DestinationPolicy,
): Promise<SendResult> {
  const started = performance.now();
  const done = (partial: Omit<SendResult, 'latencyMs'>): SendResult => ({
    ...partial,
    latencyMs: Math.round(performance.now() - started),
  });
  const shape = refuseUrlShape(url, policy);
  if (shape) return done({ statusCode: null, succeeded: false, excerpt: '', error: shape });
  const target = new URL(url);
  const client = target.protocol === 'https:' ? https : http;
  return new Promise((resolve) => {
    const request = client.request(
      target,
      {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          'user-agent': 'TaxLens-Webhooks/1',
          ...headers,
        },
        lookup: guardedLookup(policy, portOf(target)),
        timeout: TIMEOUT_MS,
        agent: false,
      },
      (response) => {
        const chunks: Buffer[] = [];
        let kept = 0;
        response.on('data', (chunk: Buffer) => {
          if (kept < EXCERPT_BYTES) chunks.push(chunk.subarray(0, EXCERPT_BYTES - kept));
          kept += chunk.length;
        });
        response.on('end', () => {
          const statusCode = response.statusCode ?? null;
          const succeeded = statusCode !== null && statusCode >= 200 && statusCode < 300;
          resolve(
            done({
              statusCode,
              succeeded,
              excerpt: Buffer.concat(chunks).toString('utf8'),
              error: succeeded ? null : `HTTP ${statusCode}`,
            }),
          );
        });
        response.on('error', (error) =>
          resolve(
            done({ statusCode: response.statusCode ?? null, succeeded: false, excerpt: '', error: error.message }),
          ),
        );
      },
    );
    const deadline = setTimeout(() => request.destroy(new Error('No answer within 10 seconds')), TIMEOUT_MS);
    request.on('close', () => clearTimeout(deadline));
    request.on('timeout', () => request.destroy(new Error('No answer within 10 seconds')));
    request.on('error', (error) =>
      resolve(done({ statusCode: null, succeeded: false, excerpt: '', error: error.message })),
    );
    request.end(body);
  });
}
