import { PassThrough } from 'node:stream';
import Fastify, { LogController } from 'fastify';
import { expect, it } from 'vitest';
import { LOG_REDACTIONS, LOG_SERIALIZERS } from './log-redaction.js';
import { createLazyRequestLogger } from './request-logger.js';

/** What a request logs through the portal's logger options (app.ts), with or without the lazy child. */
async function linesOf(lazy: boolean): Promise<string[]> {
  const stream = new PassThrough();
  let output = '';
  stream.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  const app = Fastify({
    logger: { level: 'info', redact: LOG_REDACTIONS, serializers: LOG_SERIALIZERS, stream },
    logController: new LogController({ disableRequestLogging: true }),
    ...(lazy ? { childLoggerFactory: createLazyRequestLogger } : {}),
  });
  app.get('/quiet', async () => ({ ok: true }));
  app.get('/logs', async (request) => {
    request.log.warn({ user: { token: 't', password: 'p' } }, 'a line of its own');
    request.log.child({ part: 'inner' }).error({ err: new Error('boom') }, 'a child line');
    return { ok: true };
  });
  app.get('/debug', { logLevel: 'debug' }, async (request) => {
    request.log.debug('a debug line at the route level');
    return { level: request.log.level };
  });
  for (const url of ['/quiet', '/logs', '/debug']) await app.inject({ url });
  await app.close();
  return output
    .trim()
    .split('\n')
    .map((line) => line.replace(/"time":\d+,/, '').replace(/"stack":"[^"]*"/, ''));
}

it('logs what the eager child logged, byte for byte, and nothing for a request that logs nothing', async () => {
  const eager = await linesOf(false);
  const lazy = await linesOf(true);
  expect(lazy).toEqual(eager);
  expect(lazy).toHaveLength(3);
  expect(lazy[0]).toContain('"reqId":"req-2"');
  expect(lazy[0]).toContain('"token":"[Redacted]"');
  expect(lazy[2]).toContain('a debug line at the route level');
});
