import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerSecurityHeaders } from './security-headers.js';

// Decision 343: a JSON answer gets the API's short set; pages, PDFs and everything else keep helmet's.
describe('security headers', () => {
  const app = Fastify();
  beforeAll(async () => {
    registerSecurityHeaders(app, { contentSecurityPolicy: { useDefaults: true } });
    app.get('/json', async () => ({ ok: true }));
    app.get('/problem', (_request, reply) => void reply.type('application/problem+json').send('{"title":"x"}'));
    app.get('/page', (_request, reply) => void reply.type('text/html; charset=utf-8').send('<p>hello</p>'));
    app.get('/pdf', (_request, reply) => void reply.type('application/pdf').send(Buffer.from('%PDF-1.7')));
    app.get('/fails', async () => {
      throw new Error('broken');
    });
    await app.ready();
  });
  afterAll(() => app.close());

  it.each(['/json', '/problem', '/fails', '/nowhere'])('%s: nothing may load or frame a JSON answer', async (url) => {
    const answer = await app.inject(url);
    expect(answer.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(answer.headers['x-frame-options']).toBe('DENY');
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.headers['strict-transport-security']).toMatch(/^max-age=\d+/);
    expect(answer.headers['referrer-policy']).toBe('no-referrer');
    expect(answer.headers['cross-origin-resource-policy']).toBe('same-origin');
    // The page-only headers are not sent with it.
    expect(answer.headers['cross-origin-opener-policy']).toBeUndefined();
    expect(answer.headers['x-dns-prefetch-control']).toBeUndefined();
  });

  it.each(['/page', '/pdf'])('%s: a document keeps helmet’s whole set', async (url) => {
    const answer = await app.inject(url);
    expect(answer.headers['content-security-policy']).toContain("default-src 'self'");
    expect(answer.headers['content-security-policy']).toContain("object-src 'none'");
    expect(answer.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(answer.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
  });
});
