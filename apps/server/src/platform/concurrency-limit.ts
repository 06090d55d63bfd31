/**
 * Runs at most `max` tasks at once; the others wait in arrival order. A finished task hands its
 * place straight to the next waiting one, so a task arriving meanwhile cannot overtake the queue.
 */
export function createConcurrencyLimit(max: number): <T>(task: () => Promise<T>) => Promise<T> {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async (task) => {
    if (running < max) running++;
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await task();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running--;
    }
  };
}
