import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { runAdmin } from '../support/run-admin.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** nginx in front of the instances: PUBLIC_URL of the cluster. */
    clusterUrl: string;
    /** One instance's own port, not through nginx: /dev answers only an unforwarded loopback caller. */
    instanceUrl: string;
    /** The cluster's own database, for checks the API does not show (the job schedule). */
    clusterDatabaseUrl: string;
    /** PII_KEY of the instances (hex), for rows a test writes straight into the cluster's database. */
    clusterPiiKey: string;
    /** LOGIN_RATE_LIMIT_PER_MINUTE of the instances. */
    loginRateLimitPerMinute: number;
  }
}

const INSTANCES = 2;
// Above the sign-in calls any one test makes from its address (12 for the lockout), low enough to reach quickly.
const LOGIN_RATE_LIMIT_PER_MINUTE = 15;

/**
 * Starts `npm run cluster` (scripts/cluster.mjs) with two instances behind nginx on a fresh PostgreSQL
 * database, once for all cluster test files; stops it and drops the database afterwards.
 * PG_ADMIN_URL names the server (default the local one); CLUSTER_TEST_PORT the nginx port (the
 * instances take the next ones). REDIS_URL and S3_* in the environment reach the instances.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const adminUrl = process.env.PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const port = Number(process.env.CLUSTER_TEST_PORT ?? 3200);
  const name = `taxlens_cluster_${randomBytes(6).toString('hex')}`;
  await runAdmin(adminUrl, `create database ${name}`);
  const databaseUrl = Object.assign(new URL(adminUrl), { pathname: `/${name}` }).toString();
  const dataDir = mkdtempSync(join(tmpdir(), 'taxlens-cluster-test-'));

  const cluster = spawn(process.execPath, ['scripts/cluster.mjs', String(INSTANCES)], {
    cwd: join(import.meta.dirname, '../../../..'),
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      CLUSTER_PORT: String(port),
      CLUSTER_HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      LOGIN_RATE_LIMIT_PER_MINUTE: String(LOGIN_RATE_LIMIT_PER_MINUTE),
      // Every instance looks for due jobs each second, so two runners race for every due job.
      JOBS_POLL_SECONDS: '1',
      MONITORING_INTERVAL_SECONDS: '3600',
    },
  });
  const drop = async () => {
    await stopCluster(cluster);
    await runAdmin(adminUrl, `drop database if exists ${name} with (force)`);
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForReady(cluster);
  } catch (error) {
    await drop();
    throw error;
  }
  project.provide('clusterUrl', `http://localhost:${port}`);
  // scripts/cluster.mjs gives the instances the ports after nginx's.
  project.provide('instanceUrl', `http://127.0.0.1:${port + 1}`);
  project.provide('clusterDatabaseUrl', databaseUrl);
  // scripts/cluster.mjs generates it into DATA_DIR when the environment has none.
  project.provide('clusterPiiKey', process.env.PII_KEY ?? readFileSync(join(dataDir, 'pii-key'), 'utf8').trim());
  project.provide('loginRateLimitPerMinute', LOGIN_RATE_LIMIT_PER_MINUTE);
  return drop;
}

/** Resolves on the cluster's "Cluster ready" line; fails with its last output when it exits first. */
function waitForReady(cluster: ChildProcess): Promise<void> {
  const output: string[] = [];
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`The cluster did not start within 4 minutes:\n${output.slice(-40).join('')}`)),
      240_000,
    );
    const read = (chunk: Buffer) => {
      output.push(chunk.toString());
      if (output.length > 200) output.shift();
      // Warnings and errors of the instances, and nginx's errors, stay visible in the test output.
      for (const line of chunk.toString().split('\n')) {
        if (/^\[(instance-\d+|nginx)\].*("level":(40|50|60)|\[(error|emerg|alert|crit)\])/.test(line))
          process.stderr.write(`${line}\n`);
      }
      // The ready line may arrive in two chunks.
      if (output.slice(-2).join('').includes('Cluster ready at')) {
        clearTimeout(timer);
        resolve();
      }
    };
    cluster.stdout!.on('data', read);
    cluster.stderr!.on('data', read);
    cluster.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`The cluster exited (code ${code}) before it was ready:\n${output.slice(-40).join('')}`));
    });
  });
}

async function stopCluster(cluster: ChildProcess): Promise<void> {
  if (cluster.exitCode !== null || cluster.signalCode !== null) return;
  const exited = new Promise((resolve) => cluster.once('exit', resolve));
  cluster.kill('SIGTERM');
  const timer = setTimeout(() => cluster.kill('SIGKILL'), 30_000);
  await exited;
  clearTimeout(timer);
}
