import { Worker } from 'node:worker_threads';
import { builtModule } from './built-module.js';

type Answer<Output> =
  { id: number; ok: true; value: Output } | { id: number; ok: false; message: string; stack?: string };
type Slot = { worker: Worker; busy: boolean; idle?: NodeJS.Timeout };

/**
 * Like runOffThread (decision 250: CPU-heavy work off the main thread, never inside a transaction),
 * for work whose module loads something costly once: at most `size` threads, each kept after a call
 * and reused, ended after `idleMs` without work (and never holding the process open). A call beyond
 * `size` waits for a free thread. A thread that dies fails its call and is replaced by the next one.
 */
export function createThreadPool<Input, Output>(
  module: URL,
  /** `built`: the threads load the module built to JavaScript (builtModule, decision 300), without tsx. */
  opts: { size: number; idleMs?: number; built?: boolean },
) {
  const idleMs = opts.idleMs ?? 30_000;
  const slots: Slot[] = [];
  const waiting: ((slot: Slot) => void)[] = [];
  let nextId = 0;

  function release(slot: Slot) {
    slot.busy = false;
    const next = waiting.shift();
    if (next) return void next(take(slot));
    slot.idle = setTimeout(() => end(slot), idleMs);
    slot.idle.unref();
  }

  function take(slot: Slot): Slot {
    clearTimeout(slot.idle);
    slot.busy = true;
    return slot;
  }

  function end(slot: Slot) {
    const at = slots.indexOf(slot);
    if (at >= 0) slots.splice(at, 1);
    void slot.worker?.terminate();
  }

  const loaded = opts.built ? builtModule(module) : Promise.resolve(module);

  async function acquire(): Promise<Slot> {
    const free = slots.find((s) => !s.busy);
    if (free) return take(free);
    if (slots.length < opts.size) {
      // Counted at once, so calls made while the module is built wait for this thread rather than start more.
      const slot = { busy: true } as Slot;
      slots.push(slot);
      try {
        const url = await loaded;
        slot.worker = new Worker(new URL('./pool-entry.mjs', import.meta.url), {
          workerData: { module: url.href },
          // A built module needs no tsx: the process's options (its `--import tsx`, which would transform every
          // module the thread loads) are not passed on.
          ...(url.pathname.endsWith('.ts') ? {} : { execArgv: [] }),
        });
      } catch (error) {
        slots.splice(slots.indexOf(slot), 1);
        throw error;
      }
      slot.worker.unref();
      return slot;
    }
    return new Promise((resolve) => waiting.push(resolve));
  }

  return {
    async run(input: Input): Promise<Output> {
      const slot = await acquire();
      const id = nextId++;
      let died = false;
      try {
        return await new Promise<Output>((resolve, reject) => {
          const onMessage = (answer: Answer<Output>) => {
            if (answer.id !== id) return;
            cleanup();
            if (answer.ok) resolve(answer.value);
            else reject(Object.assign(new Error(answer.message), { stack: answer.stack }));
          };
          const onExit = (code: number) => {
            died = true;
            cleanup();
            reject(new Error(`The worker thread ended (code ${code}) without an answer`));
          };
          const onError = (error: Error) => {
            died = true;
            cleanup();
            reject(error);
          };
          const cleanup = () => {
            slot.worker.off('message', onMessage).off('exit', onExit).off('error', onError);
          };
          slot.worker.on('message', onMessage).once('exit', onExit).once('error', onError);
          slot.worker.postMessage({ id, input });
        });
      } finally {
        if (died) {
          end(slot);
          const next = waiting.shift();
          if (next) void acquire().then(next);
        } else release(slot);
      }
    },
    /** Ends every thread (app close). */
    async close(): Promise<void> {
      await Promise.all(slots.splice(0).map((s) => (clearTimeout(s.idle), s.worker?.terminate())));
    },
  };
}

export type ThreadPool<Input, Output> = ReturnType<typeof createThreadPool<Input, Output>>;
