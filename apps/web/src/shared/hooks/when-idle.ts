/**
 * Runs `run` when the browser is first idle, at most `timeoutMs` from now; returns a cancel. For
 * work the first paint must not wait behind (issue 21, docs/decisions/119). Without
 * requestIdleCallback (Safari), 200 ms later.
 */
export function whenIdle(run: () => void, timeoutMs: number): () => void {
  if (window.requestIdleCallback) {
    const handle = window.requestIdleCallback(run, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(run, 200);
  return () => window.clearTimeout(handle);
}
