import { PassThrough } from 'node:stream';
import Fastify, { LogController } from 'fastify';
import { expect, it } from 'vitest';
import { LOG_REDACTIONS, LOG_SERIALIZERS } from './log-redaction.js';
import { createRequestLineWriter } from './request-line.js';

/** The line as JSON text, its clock fields (time, responseTime) set aside. */
const withoutClock = (line: string) => line.replace(/"time":\d+,/, '').replace(/"responseTime":[\d.e-]+,/, '');

it('writes the line the redacting request logger wrote, byte for byte, credentials in the request or not', async () => {
  const stream = new PassThrough();
  let output = '';
  stream.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  // The portal's logger options (app.ts).
  const app = Fastify({
    logger: { level: 'info', redact: LOG_REDACTIONS, serializers: LOG_SERIALIZERS, stream },
    logController: new LogController({ disableRequestLogging: true }),
  });
  const writeRequestLine = createRequestLineWriter(app.log);
  app.addHook('onResponse', (request, reply, done) => {
    request.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
    writeRequestLine(request, reply);
    done();
  });
  app.get('/*', async () => ({ ok: true }));
  const urls = [
    '/api/myaccount/get',
    '/api/sign/Zq0123456789abcdef/code?password=x&code=123456&token=t',
    '/a?"\\',
    '/caf\u00e9?q=\u00e9\t<',
  ];
  for (const url of urls) {
    await app.inject({
      url,
      headers: { cookie: 'session=secret', authorization: 'Bearer key', 'x-csrf-token': 'csrf', 'x-f2a-token': 'f2a' },
    });
  }
  await app.close();
  const lines = output.trim().split('\n');
  expect(lines).toHaveLength(2 * urls.length);
  for (let i = 0; i < lines.length; i += 2) {
    expect(withoutClock(lines[i + 1]!)).toBe(withoutClock(lines[i]!));
    expect(JSON.parse(lines[i + 1]!)).toMatchObject({ reqId: expect.any(String), msg: 'request completed' });
  }
  expect(output).toContain('/api/sign/…');
  expect(output).not.toContain('Zq0123456789abcdef');
});

it('writes nothing when the level is above info', async () => {
  const stream = new PassThrough();
  let output = '';
  stream.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  const app = Fastify({
    logger: { level: 'warn', stream },
    logController: new LogController({ disableRequestLogging: true }),
  });
  const writeRequestLine = createRequestLineWriter(app.log);
  app.addHook('onResponse', (request, reply, done) => {
    writeRequestLine(request, reply);
    done();
  });
  app.get('/', async () => ({ ok: true }));
  await app.inject({ url: '/' });
  await app.close();
  expect(output).toBe('');
});
