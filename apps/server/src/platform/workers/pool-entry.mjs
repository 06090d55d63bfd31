// The first module of a thread of a ThreadPool (thread-pool.ts): like off-thread-entry.mjs, but the
// thread stays and answers one request after another, so what its module loads once (a form's layout)
// is loaded once per thread, not once per call.
import { parentPort, workerData } from 'node:worker_threads';

let run;
try {
  if (workerData.module.endsWith('.ts')) (await import('tsx/esm/api')).register();
  run = (await import(workerData.module)).default;
} catch (error) {
  run = () => Promise.reject(error);
}
parentPort.on('message', async ({ id, input }) => {
  try {
    parentPort.postMessage({ id, ok: true, value: await run(input) });
  } catch (error) {
    parentPort.postMessage({ id, ok: false, message: String(error?.message ?? error), stack: error?.stack });
  }
});
