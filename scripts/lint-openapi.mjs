// Lints the portal's OpenAPI document with Redocly's recommended rules: errors fail, warnings are
// shown (the internal document's ambiguous paths are the spec's own; docs/decisions/185).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';

const dir = mkdtempSync(join(tmpdir(), 'taxlens-openapi-'));
const file = join(dir, 'internal.json');
const run = (cmd, args) => spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, DATA_DIR: dir, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' } }).status ?? 1;
let status = run('node', ['--import', 'tsx', 'scripts/openapi-document.ts', file]);
if (status === 0) status = run('npx', ['redocly', 'lint', file, '--format=summary']);
rmSync(dir, { recursive: true, force: true });
process.exit(status);
