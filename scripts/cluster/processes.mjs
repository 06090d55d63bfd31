// Child processes of `npm run cluster`: started with their output prefixed by their name, waited for
// until they answer, and stopped with a signal (then killed if they do not go in time).
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

/**
 * @param {string} name
 * @param {string} command
 * @param {string[]} args
 * @param {{ env?: NodeJS.ProcessEnv, cwd?: string }} [options]
 */
export function startProcess(name, command, args, options = {}) {
  const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream }).on('line', (line) => console.log(`[${name}] ${line}`));
  }
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  return { name, child, exited };
}

/** Polls `url` until it answers 200; fails when `proc` exits first or after `timeoutMs`. */
export async function waitUntilAnswering(url, proc, timeoutMs = 120_000) {
  let gone = false;
  void proc.exited.then(() => (gone = true));
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (gone) throw new Error(`${proc.name} exited before ${url} answered`);
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (res.status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/** Sends `signal` and waits for the exit; after `graceMs` the process is killed. */
export async function stopProcess(proc, signal = 'SIGTERM', graceMs = 15_000) {
  if (proc.child.exitCode !== null || proc.child.signalCode !== null) return;
  proc.child.kill(signal);
  const timer = setTimeout(() => proc.child.kill('SIGKILL'), graceMs);
  await proc.exited;
  clearTimeout(timer);
}
