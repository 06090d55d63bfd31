import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { setCsrf } from '../storage/local-store';

/** A JSON answer as the server sends it, for a stubbed fetch. */
export const jsonResponse = (status: number, payload: unknown) =>
  new Response(JSON.stringify(payload), { status, headers: { 'Content-Type': 'application/json' } });

/**
 * A fetch stub for the tests of one `describe`: a fresh mock before each test, with a CSRF token stored as a
 * signed-in page has one; the rendered tree and the stub are removed after it. Set its answers per test.
 */
export function useFetchStub() {
  const fetchMock = vi.fn();
  beforeEach(() => {
    setCsrf('tok');
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });
  return fetchMock;
}
