// npm run cluster [N]: N portal instances (default 3) on one PostgreSQL behind nginx as a round-robin
// load balancer, until Ctrl+C. docs/operations.md "Several instances"; docs/decisions/112-cluster-and-load-balancer.md.
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { spawnSync } from 'node:child_process';
import { ALLOCATOR_ENV, SERVER_NODE_FLAGS } from './allocator-env.mjs';
import { nginxConfig } from './cluster/nginx-config.mjs';
import { startProcess, stopProcess, waitUntilAnswering } from './cluster/processes.mjs';

const log = (line) => console.log(`[cluster] ${line}`);
const fail = (message) => {
  console.error(`[cluster] ${message}`);
  process.exit(1);
};

const env = process.env;
const count = Number(process.argv[2] ?? env.CLUSTER_INSTANCES ?? 3);
if (!Number.isInteger(count) || count < 1 || count > 32)
  fail('The number of instances (argument or CLUSTER_INSTANCES) must be a whole number from 1 to 32.');
const port = Number(env.CLUSTER_PORT ?? 3000);
if (!Number.isInteger(port) || port < 1 || port + count > 65535)
  fail('CLUSTER_PORT must be a port number with room for the instances after it.');
const listenHost = env.CLUSTER_HOST ?? '0.0.0.0';
if (!/^postgres(ql)?:\/\//.test(env.DATABASE_URL ?? '')) {
  fail(
    'npm run cluster needs DATABASE_URL=postgres://... : every instance must share one PostgreSQL database. ' +
      'The embedded PGlite database (used when DATABASE_URL is unset) belongs to a single process.',
  );
}
const nginx =
  env.CLUSTER_NGINX ?? ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/bin/nginx'].find((p) => existsSync(p));
if (!nginx || !existsSync(nginx))
  fail('nginx is missing: install it with `apt-get install -y nginx` (or name it in CLUSTER_NGINX).');

// Every instance shares the data folder: uploaded 8821s (until S3_* is set) and the demo identity provider's keys.
const dataDir = resolve(env.DATA_DIR ?? './data');
const secrets = shareSecrets(dataDir);
const publicUrl = env.PUBLIC_URL ?? `http://localhost:${port}`;
const instancePorts = Array.from({ length: count }, (_, i) => port + 1 + i);

if (!existsSync('apps/web/dist/index.html')) {
  log('Building the web app first (apps/web/dist is missing)...');
  if (spawnSync('npm', ['run', 'build'], { stdio: 'inherit' }).status !== 0) fail('The web app build failed.');
}

log(`${count} instance(s) on PostgreSQL (DATABASE_URL), shared DATA_DIR ${dataDir}`);
const passed = Object.keys(env).filter((k) => k === 'REDIS_URL' || k.startsWith('S3_'));
log(
  `Every instance gets the environment${passed.length ? ` (including ${passed.sort().join(', ')})` : ''}; uploads go to ${env.S3_BUCKET ? 'S3 (S3_*)' : `${dataDir}/files`}.`,
);
for (const line of secrets.notes) log(line);

const instances = [];
let proxy;
let stopping = false;

async function stopAll(exitCode) {
  if (stopping) return;
  stopping = true;
  log('Stopping: nginx first, then the instances (requests in flight finish)...');
  if (proxy) await stopProcess(proxy, 'SIGQUIT');
  await Promise.all(instances.map((i) => stopProcess(i, 'SIGTERM')));
  if (proxy) rmSync(proxy.runDir, { recursive: true, force: true });
  log('Stopped.');
  process.exit(exitCode);
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    if (stopping) instances.concat(proxy ?? []).forEach((p) => p.child.kill('SIGKILL'));
    else void stopAll(0);
  });
}

function startInstance(index) {
  const name = `instance-${index + 1}`;
  const instanceEnv = {
    // As `npm run serve` starts an instance; an operator's own settings win.
    ...ALLOCATOR_ENV,
    ...env,
    PORT: String(instancePorts[index]),
    HOST: '127.0.0.1',
    PUBLIC_URL: publicUrl,
    DATA_DIR: dataDir,
    SESSION_SECRET: secrets.sessionSecret,
    PII_KEY: secrets.piiKey,
    // nginx reaches the instances from the loopback address; only its X-Forwarded-For is believed.
    TRUST_PROXY: env.TRUST_PROXY ?? '127.0.0.1',
    INSTANCE_NAME: name,
  };
  const proc = startProcess(
    name,
    process.execPath,
    [...SERVER_NODE_FLAGS, '--import', 'tsx', 'apps/server/src/main.ts'],
    { env: instanceEnv, detached: true },
  );
  proc.port = instancePorts[index];
  instances.push(proc);
  void proc.exited.then(({ code, signal }) => {
    if (stopping) return;
    log(`${name} exited (${signal ?? `code ${code}`}); nginx sends its requests to the others.`);
    if (instances.every((i) => i.child.exitCode !== null || i.child.signalCode !== null)) void stopAll(1);
  });
  return waitUntilAnswering(`http://127.0.0.1:${proc.port}/api/ready`, proc);
}

function startNginx() {
  const runDir = mkdtempSync(join(tmpdir(), 'taxlens-nginx-'));
  // When run as root, nginx's workers run as an unprivileged user: they must reach the temp folders.
  chmodSync(runDir, 0o755);
  const configFile = join(runDir, 'nginx.conf');
  writeFileSync(configFile, nginxConfig({ runDir, listenHost, listenPort: port, instancePorts }));
  proxy = startProcess(
    'nginx',
    nginx,
    ['-e', `${runDir}/error.log`, '-p', runDir, '-c', configFile, '-g', 'daemon off;'],
    { detached: true },
  );
  proxy.runDir = runDir;
  void proxy.exited.then(({ code, signal }) => {
    if (stopping) return;
    log(`nginx exited (${signal ?? `code ${code}`}); stopping the cluster.`);
    void stopAll(1);
  });
  return waitUntilAnswering(`http://127.0.0.1:${port}/api/ready`, proxy, 15_000);
}

try {
  // The first instance migrates, seeds (demo mode) and makes the demo keys alone; then the others start.
  await startInstance(0);
  await Promise.all(instancePorts.slice(1).map((_, i) => startInstance(i + 1)));
  await startNginx();
  const list = instances.map((i) => `${i.name} (127.0.0.1:${i.port}, pid ${i.child.pid})`).join(', ');
  log(`Cluster ready at ${publicUrl}: nginx (pid ${proxy.child.pid}) round-robin over ${list}. Ctrl+C stops it.`);
} catch (error) {
  log(`Start failed: ${error.message}`);
  await stopAll(1);
}

/**
 * SESSION_SECRET and PII_KEY must be the same on every instance (sessions, one-time code hashes and
 * encrypted tax ids). Unset ones are generated once into the shared DATA_DIR, as a single demo
 * instance does, so a restarted cluster still reads what it wrote.
 */
function shareSecrets(dir) {
  const notes = [];
  const readOrCreate = (name, variable) => {
    if (env[variable]) return env[variable];
    if (env.NODE_ENV === 'production') fail(`Production mode needs ${variable}, the same for every instance.`);
    const file = join(dir, name);
    if (existsSync(file)) {
      notes.push(`${variable} is not set: every instance uses the one kept in ${file}.`);
      return readFileSync(file, 'utf8').trim();
    }
    mkdirSync(dir, { recursive: true });
    const value = randomBytes(32).toString('hex');
    writeFileSync(file, value, { mode: 0o600 });
    notes.push(`${variable} is not set: generated one now into ${file}; every instance uses it.`);
    return value;
  };
  return {
    sessionSecret: readOrCreate('session-secret', 'SESSION_SECRET'),
    piiKey: readOrCreate('pii-key', 'PII_KEY'),
    notes,
  };
}
