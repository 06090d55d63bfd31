import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ALLOCATOR_ENV, SERVER_NODE_FLAGS } from '../../scripts/allocator-env.mjs';
import { BENCH_PII_KEY, BENCH_SESSION_SECRET, benchEsignSettings } from './secrets.js';

/** First of the ports the benchmarks listen on (BENCH_PORT, default 3400); each takes the next free offset. */
export const BASE_PORT = Number(process.env.BENCH_PORT ?? 3400);

export type RunningServer = {
  url: string;
  port: number;
  stop: () => Promise<void>;
  /** The server process (memory is read from /proc). */ pid?: number;
  /** The last 4,000 characters the process wrote to its standard error (why it stopped, when it did). */
  stderr?: () => string;
};

/** Spawns a Node script and waits until `readyUrl` answers 200. */
async function spawnAndWait(
  args: string[],
  env: Record<string, string | undefined>,
  readyUrl: string,
  label: string,
): Promise<ChildProcess & { stderrTail: () => string }> {
  // Another engineer's server on the port would answer the readiness check in this one's stead.
  if (
    await fetch(readyUrl).then(
      () => true,
      () => false,
    )
  )
    throw new Error(`${label}: something already answers ${readyUrl} (choose another BENCH_PORT)`);
  const child = spawn(process.execPath, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${label} exited (${child.exitCode}): ${stderr}`);
    const ok = await fetch(readyUrl).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return Object.assign(child, { stderrTail: () => stderr });
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill('SIGKILL');
  throw new Error(`${label} did not answer ${readyUrl} within 120 s: ${stderr}`);
}

function stopper(child: ChildProcess, cleanup: () => void = () => undefined) {
  return () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve(cleanup());
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      child.once('exit', () => {
        clearTimeout(timer);
        cleanup();
        resolve();
      });
      child.kill('SIGTERM');
    });
}

/**
 * The real server (apps/server/src/main.ts) as a production instance on a bench database, serving
 * the built web app when apps/web/dist exists. Sign-in rate limiting is lifted: every simulated
 * user signs in from 127.0.0.1. `database`: a PostgreSQL URL, or a data folder whose embedded
 * database the server opens (removed when the server stops).
 */
export async function startPortalServer(
  port: number,
  database: string | { dataDir: string },
  env: Record<string, string> = {},
): Promise<RunningServer> {
  const dataDir =
    typeof database === 'string' ? mkdtempSync(join(tmpdir(), 'taxlens-bench-server-')) : database.dataDir;
  // Load goes to the IPv4 address the server listens on; PUBLIC_URL keeps the name WebAuthn needs.
  const url = `http://127.0.0.1:${port}`;
  // As `npm run serve` starts it; BENCH_SERVER_NODE_ARGS come after, so they win.
  const child = await spawnAndWait(
    [
      ...SERVER_NODE_FLAGS,
      ...(process.env.BENCH_SERVER_NODE_ARGS ? process.env.BENCH_SERVER_NODE_ARGS.split(' ') : []),
      '--import',
      'tsx',
      'apps/server/src/main.ts',
    ],
    {
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://localhost:${port}`,
      // undefined leaves the variable out of the child's environment: the embedded database.
      DATABASE_URL: typeof database === 'string' ? database : undefined,
      DATA_DIR: dataDir,
      SESSION_SECRET: BENCH_SESSION_SECRET,
      PII_KEY: BENCH_PII_KEY,
      LOG_LEVEL: 'warn',
      LOGIN_RATE_LIMIT_PER_MINUTE: '1000000',
      ...(await benchEsignSettings()),
      // As `npm run serve` starts it (docs/decisions/237).
      ...ALLOCATOR_ENV,
      ...env,
    },
    `${url}/api/ready`,
    `server on port ${port}`,
  );
  return {
    url,
    port,
    pid: child.pid,
    stderr: child.stderrTail,
    stop: stopper(child, () => rmSync(dataDir, { recursive: true, force: true })),
  };
}

/** A bare Fastify hello-world (bench/api-overhead/hello-server.ts): the machine's ceiling for comparison. */
/** sameBytes: an answer to repeat byte for byte at /same-bytes (bench/api-overhead/hello-server.ts). */
export async function startHelloServer(
  port: number,
  sameBytes?: { headers: Record<string, string>; body: string },
): Promise<RunningServer> {
  const url = `http://127.0.0.1:${port}`;
  const env = { PORT: String(port), ...(sameBytes ? { SAME_BYTES: JSON.stringify(sameBytes) } : {}) };
  const child = await spawnAndWait(
    ['--import', 'tsx', 'bench/api-overhead/hello-server.ts'],
    env,
    `${url}/`,
    'hello-world server',
  );
  return { url, port, stop: stopper(child) };
}
