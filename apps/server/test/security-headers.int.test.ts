import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app.js';

describe('security headers (helmet)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
  });
  afterAll(() => t.close());

  it('sends the content security policy and the other helmet headers on every answer, errors and unknown paths included', async () => {
    for (const url of ['/api/health', '/api/myaccount/get', '/api/no-such-call']) {
      const headers = (await t.app.inject({ method: 'GET', url })).headers;
      const csp = String(headers['content-security-policy']);
      expect(csp, url).toContain("default-src 'self'");
      expect(csp, url).toContain("img-src 'self' data:");
      expect(csp, url).not.toContain('upgrade-insecure-requests');
      expect(headers['x-content-type-options'], url).toBe('nosniff');
      expect(headers['x-frame-options'], url).toBe('SAMEORIGIN');
      expect(headers['strict-transport-security'], url).toContain('max-age=');
    }
  });
});
