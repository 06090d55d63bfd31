import { describe, expect, it } from 'vitest';
import { createConcurrencyLimit } from './concurrency-limit.js';

/** A task that runs until the test lets it finish (or fail). */
function heldTask(log: string[], name: string) {
  let finish!: (fail?: boolean) => void;
  const ended = new Promise<void>((resolve, reject) => {
    finish = (fail) => (fail ? reject(new Error(`${name} failed`)) : resolve());
  });
  return {
    finish: (fail?: boolean) => finish(fail),
    run: async () => {
      log.push(`start ${name}`);
      await ended;
      return name;
    },
  };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('createConcurrencyLimit', () => {
  it('runs at most max tasks at once, the others in arrival order, and passes on results and failures', async () => {
    const limit = createConcurrencyLimit(2);
    const log: string[] = [];
    const [a, b, c, d] = ['a', 'b', 'c', 'd'].map((name) => heldTask(log, name));
    const results = [a!, b!, c!, d!].map((task) => limit(task.run).catch((error: Error) => error.message));
    await settle();
    expect(log).toEqual(['start a', 'start b']);

    b!.finish(true);
    await settle();
    expect(log).toEqual(['start a', 'start b', 'start c']);

    a!.finish();
    await settle();
    expect(log).toEqual(['start a', 'start b', 'start c', 'start d']);

    c!.finish();
    d!.finish();
    expect(await Promise.all(results)).toEqual(['a', 'b failed', 'c', 'd']);
  });
});
