// Runs shell commands side by side, as many at once as the machine has CPUs (PARALLEL_JOBS to
// change it), in the order given (put the longest first). Each command's output is printed whole
// when it ends, with its time; the exit code is 1 when any command failed, and the failed ones are
// named again at the end. `npm test` runs its static checks (formatting, the type checks, the
// linters) through it: they share no state, and one at a time left a CPU idle.
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';

const commands = process.argv.slice(2);
if (commands.length === 0) {
  console.error('Usage: node scripts/parallel.mjs "<command>" ["<command>" ...]');
  process.exit(2);
}
const jobs = Math.max(1, Number(process.env.PARALLEL_JOBS) || availableParallelism());

/** Runs one command in a shell; resolves with its exit code and everything it printed. */
function run(command) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(command, {
      shell: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, FORCE_COLOR: '0' },
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code, signal) => {
      const status = code ?? (signal ? 1 : 0);
      const seconds = ((Date.now() - started) / 1000).toFixed(0);
      process.stdout.write(
        `-- ${command}: ${status === 0 ? 'ok' : `FAILED (exit ${status})`}, ${seconds} s\n${output}`,
      );
      resolve({ command, status });
    });
  });
}

const queue = [...commands];
const results = [];
await Promise.all(
  Array.from({ length: Math.min(jobs, commands.length) }, async () => {
    while (queue.length) results.push(await run(queue.shift()));
  }),
);
const failed = results.filter((r) => r.status !== 0);
if (failed.length) {
  console.error(`Failed: ${failed.map((r) => r.command).join('; ')}`);
  process.exit(1);
}
