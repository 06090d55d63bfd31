import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A PostgreSQL server of the test's own (initdb + pg_ctl on a port of its own), so a test can stop
 * and start it without touching the machine's shared server. initdb refuses to run as root, so as
 * root the binaries run as the `postgres` OS user in a directory that user owns.
 */
export type PrivatePostgres = {
  /** Admin connection string (database `postgres`). */
  url: string;
  stop: () => void;
  start: () => void;
  destroy: () => void;
};

const CANDIDATE_DIRS = ['/usr/lib/postgresql'];

/** The folder holding initdb and pg_ctl, or null when this machine has no PostgreSQL server binaries. */
export function findPostgresBinaries(): string | null {
  for (const root of CANDIDATE_DIRS) {
    if (!existsSync(root)) continue;
    const versions = readdirSync(root).sort((a, b) => Number(b) - Number(a));
    for (const version of versions) {
      const bin = join(root, version, 'bin');
      if (existsSync(join(bin, 'initdb')) && existsSync(join(bin, 'pg_ctl'))) return bin;
    }
  }
  return null;
}

function postgresUserIds(): { uid: number; gid: number } | null {
  if (process.getuid?.() !== 0) return null;
  const line = execFileSync('getent', ['passwd', 'postgres'], { encoding: 'utf8' }).trim();
  const [, , uid, gid] = line.split(':');
  return { uid: Number(uid), gid: Number(gid) };
}

export function createPrivatePostgres(bin: string, port: number): PrivatePostgres {
  const owner = postgresUserIds();
  const dir = mkdtempSync(join(tmpdir(), 'taxlens-pg-'));
  if (owner) chownSync(dir, owner.uid, owner.gid);
  const dataDir = join(dir, 'data');
  const run = (tool: string, args: string[]) => {
    const command = owner
      ? (['runuser', ['-u', 'postgres', '--', join(bin, tool), ...args]] as const)
      : ([join(bin, tool), args] as const);
    execFileSync(command[0], [...command[1]], { stdio: 'pipe', cwd: dir });
  };
  run('initdb', ['-D', dataDir, '-U', 'postgres', '-A', 'trust', '--no-sync']);
  const options = `-p ${port} -c listen_addresses=127.0.0.1 -c unix_socket_directories=${dir} -c fsync=off`;
  const start = () =>
    run('pg_ctl', ['start', '-w', '-t', '60', '-D', dataDir, '-l', join(dir, 'server.log'), '-o', options]);
  const stop = () => run('pg_ctl', ['stop', '-w', '-m', 'fast', '-D', dataDir]);
  start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start,
    stop,
    destroy: () => {
      try {
        stop();
      } catch {
        // already stopped
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
