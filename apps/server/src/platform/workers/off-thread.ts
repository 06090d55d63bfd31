import { Worker } from 'node:worker_threads';

/**
 * The rule of decision 250: CPU-heavy work (parsing a file, OCR) runs off the main thread and never
 * inside a database transaction, so answers keep flowing while it runs and no transaction (on the
 * embedded database, the one session) is held across it. A job reads what it needs, runs this,
 * then writes the result in a short transaction of its own.
 *
 * `module` default-exports `(input) => output` (or a promise of it); input and output cross the
 * thread boundary by structured clone (plain data, Buffers, no functions). One thread per call:
 * the work this is for takes far longer than a thread's start.
 */
export async function runOffThread<Input, Output>(module: URL, input: Input): Promise<Output> {
  const worker = new Worker(new URL('./off-thread-entry.mjs', import.meta.url), {
    workerData: { module: module.href, input },
  });
  try {
    return await new Promise<Output>((resolve, reject) => {
      worker.once('message', (answer: { ok: true; value: Output } | { ok: false; message: string; stack?: string }) => {
        if (answer.ok) resolve(answer.value);
        else reject(Object.assign(new Error(answer.message), { stack: answer.stack }));
      });
      worker.once('error', reject);
      worker.once('exit', (code) => reject(new Error(`The worker thread ended (code ${code}) without an answer`)));
    });
  } finally {
    await worker.terminate();
  }
}
