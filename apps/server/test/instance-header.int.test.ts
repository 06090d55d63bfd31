import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app.js';

describe('X-Instance (INSTANCE_NAME)', () => {
  let named: TestApp;
  beforeAll(async () => {
    named = await createTestApp({ seed: false, env: { INSTANCE_NAME: 'instance-7' } });
  });
  afterAll(() => named.close());

  it('names the instance on every answer, errors and unknown paths included', async () => {
    for (const url of ['/api/health', '/api/myaccount/get', '/api/no-such-call']) {
      expect((await named.app.inject({ method: 'GET', url })).headers['x-instance'], url).toBe('instance-7');
    }
  });

  it('is absent when INSTANCE_NAME is not set', async () => {
    const plain = await createTestApp({ seed: false });
    try {
      expect((await plain.app.inject({ method: 'GET', url: '/api/health' })).headers['x-instance']).toBeUndefined();
    } finally {
      await plain.close();
    }
  });
});
