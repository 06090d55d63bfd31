// Lints the portal's OpenAPI documents with Redocly's recommended rules: the internal document's
// errors fail and its warnings are shown (its ambiguous paths are the spec's own; docs/decisions/185);
// the public /api/v1 document must have neither errors nor warnings (docs/decisions/188).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';

const dir = mkdtempSync(join(tmpdir(), 'taxlens-openapi-'));
const internal = join(dir, 'internal.json');
const publicApi = join(dir, 'api-v1.json');
const run = (cmd, args) =>
  spawnSync(cmd, args, {
    stdio: 'inherit',
    env: { ...process.env, DATA_DIR: dir, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
  }).status ?? 1;
let status = run('node', ['--import', 'tsx', 'scripts/openapi-document.ts', internal, publicApi]);
if (status === 0) status = run('npx', ['redocly', 'lint', internal, '--format=summary']);
if (status === 0) status = run('npx', ['redocly', 'lint', publicApi, '--format=summary', '--max-problems=200']);
if (status === 0) {
  // Warnings do not fail redocly's own exit code: count them and fail on any.
  const out = spawnSync('npx', ['redocly', 'lint', publicApi, '--format=json'], {
    encoding: 'utf8',
    env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
  });
  const totals = JSON.parse(out.stdout || '{}').totals ?? {};
  if ((totals.errors ?? 1) !== 0 || (totals.warnings ?? 1) !== 0) {
    console.error(`/api/v1 document: ${totals.errors} errors, ${totals.warnings} warnings (both must be 0)`);
    status = 1;
  }
}
rmSync(dir, { recursive: true, force: true });
process.exit(status);
