import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import type { InitialJsSize } from '../../apps/web/build/initial-js-size.js';
import type { Benchmark } from '../support/benchmark.js';
import { atMost } from '../support/table.js';

const SIZES_FILE = 'apps/web/dist/.vite/initial-js.json';
// At most 160 KB gzip for each (decision 221; decision 119 had 170).
const TARGET_KB = 160;
const LABELS: Record<string, string> = { '/auth/login': 'login page', '/': 'dashboard' };

/** Builds the web app (BENCH_BUILD=0 reuses a build) and reports the gzip size of each route's first-load JavaScript. */
export const bundleBenchmark: Benchmark = {
  name: 'web',
  about: 'web build: initial JavaScript of the login page and the dashboard, gzip',
  async run(ctx) {
    if (process.env.BENCH_BUILD !== '0' || !existsSync(SIZES_FILE)) {
      const build = spawnSync('npm', ['run', 'build'], { encoding: 'utf8' });
      if (build.status !== 0) throw new Error(`npm run build failed: ${build.stderr.slice(-500)}`);
      ctx.log(build.stdout.slice(build.stdout.indexOf('Initial JavaScript')).trimEnd());
    }
    const sizes = JSON.parse(readFileSync(SIZES_FILE, 'utf8')) as InitialJsSize[];
    return sizes.map((s) =>
      atMost(
        'web',
        `initial JS, ${LABELS[s.route] ?? s.route} (gzip, ${s.files} files)`,
        s.gzipBytes / 1024,
        TARGET_KB,
        'KB',
      ),
    );
  },
};
