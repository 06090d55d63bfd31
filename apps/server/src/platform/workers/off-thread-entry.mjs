// The first module of a runOffThread thread (off-thread.ts). Plain JavaScript, so the thread starts
// without a loader; a TypeScript module is loaded through tsx, registered here in this thread.
import { parentPort, workerData } from 'node:worker_threads';

try {
  if (workerData.module.endsWith('.ts')) (await import('tsx/esm/api')).register();
  const { default: run } = await import(workerData.module);
  parentPort.postMessage({ ok: true, value: await run(workerData.input) });
} catch (error) {
  parentPort.postMessage({ ok: false, message: String(error?.message ?? error), stack: error?.stack });
}
