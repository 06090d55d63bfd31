import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app.js';

// The app's own configuration (decision 343): a JSON answer carries the API's set, a page helmet's whole set.
describe('security headers (helmet)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
  });
  afterAll(() => t.close());

  it('sends the API set on every JSON answer, errors and unknown paths included', async () => {
    for (const url of ['/api/health', '/api/myaccount/get', '/api/no-such-call']) {
      const headers = (await t.app.inject({ method: 'GET', url })).headers;
      expect(headers['content-type'], url).toMatch(/json/);
      expect(headers['content-security-policy'], url).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(headers['x-content-type-options'], url).toBe('nosniff');
      expect(headers['x-frame-options'], url).toBe('DENY');
      expect(headers['strict-transport-security'], url).toContain('max-age=');
    }
  });

  it("sends the web app's policy and the other helmet headers on a page", async () => {
    const headers = (await t.app.inject({ method: 'GET', url: '/api/v1/docs' })).headers;
    expect(headers['content-type']).toMatch(/^text\/html/);
    const csp = String(headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("img-src 'self' data:");
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(headers['strict-transport-security']).toContain('max-age=');
  });
});
