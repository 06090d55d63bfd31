import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';

const REPO_ROOT = join(import.meta.dirname, '../../../../..');

/** The secrets every instance of one test shares (instances must agree on them). */
export const SHARED_SECRETS = {
  SESSION_SECRET: 'fault-test-session-secret-0123456789abcdef',
  PII_KEY: '33'.repeat(32),
};

export type ServerProcess = {
  url: string;
  child: ChildProcess;
  /** What the process printed (stdout and stderr), for a failing test's message. */
  output: () => string;
  kill: (signal?: NodeJS.Signals) => Promise<void>;
};

/**
 * A real portal process (`node --import tsx apps/server/src/main.ts`), as operators run it, on its
 * own port; resolves once /api/ready answers 200.
 */
export async function startServerProcess(options: {
  port: number;
  /** Absent: the embedded database in dataDir, as `npm start` runs it. */
  databaseUrl?: string;
  dataDir: string;
  env?: Record<string, string>;
  /** How long it may take to answer /api/ready (a loaded CI machine starts it slowly). */
  readyWithinMs?: number;
}): Promise<ServerProcess> {
  const url = `http://127.0.0.1:${options.port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(options.port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      DATABASE_URL: options.databaseUrl,
      DATA_DIR: options.dataDir,
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'false',
      ...SHARED_SECRETS,
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const server: ServerProcess = {
    url,
    child,
    output: () => output,
    kill: async (signal = 'SIGTERM') => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
  };
  const readyWithinMs = options.readyWithinMs ?? 60_000;
  const deadline = Date.now() + readyWithinMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`The server on port ${options.port} exited while starting:\n${output}`);
    const ready = await fetch(`${url}/api/ready`).then(
      (r) => r.status === 200,
      () => false,
    );
    if (ready) return server;
    await new Promise((r) => setTimeout(r, 200));
  }
  await server.kill('SIGKILL');
  throw new Error(
    `The server on port ${options.port} did not become ready within ${readyWithinMs / 1000} s:\n${output}`,
  );
}
