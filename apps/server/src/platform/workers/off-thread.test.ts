import { describe, expect, it } from 'vitest';
import { runOffThread } from './off-thread.js';

const BUSY_SUM = new URL('./test-fixtures/busy-sum.ts', import.meta.url);

describe('runOffThread', () => {
  it('answers the module’s result while the main thread keeps turning', async () => {
    let ticks = 0;
    const timer = setInterval(() => ticks++, 10);
    const started = Date.now();
    const sum = await runOffThread<{ numbers: number[]; ms: number }, number>(BUSY_SUM, {
      numbers: [1, 2, 39],
      ms: 400,
    });
    clearInterval(timer);
    expect(sum).toBe(42);
    // 400 ms of spinning on the main thread would have let no timer fire; here they fire all along.
    expect(Date.now() - started).toBeGreaterThanOrEqual(400);
    expect(ticks).toBeGreaterThanOrEqual(20);
  });

  it('rejects with the module’s own error', async () => {
    await expect(runOffThread(BUSY_SUM, { numbers: [], ms: 0, fail: 'page 3 is not a PDF' })).rejects.toThrow(
      'page 3 is not a PDF',
    );
  });
});
