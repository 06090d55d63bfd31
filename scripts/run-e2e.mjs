// Runs the Playwright suite against the built server, or says in one line why it was skipped.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

const CHROMIUM = '/usr/bin/chromium';
if (!existsSync(CHROMIUM)) {
  console.log(`Browser suite skipped: ${CHROMIUM} is missing (install it with: sudo apt-get install -y chromium).`);
  process.exit(0);
}
if (!existsSync('apps/web/dist/index.html') || process.env.E2E_BUILD !== '0') {
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const run = spawnSync('npx', ['playwright', 'test', '--config', 'e2e/playwright.config.ts', ...process.argv.slice(2)], {
  stdio: 'inherit',
});
process.exit(run.status ?? 1);
