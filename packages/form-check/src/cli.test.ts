import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildCase } from './corpus/build-case.js';
import { CORPUS } from './corpus/cases.js';
import { runCli } from './cli.js';

const root = new URL('../../../', import.meta.url).pathname;
const run = (args: string[], env: NodeJS.ProcessEnv = {}) =>
  spawnSync('npx', ['--no-install', 'taxlens-form-check', ...args], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, ...env },
    timeout: 60_000,
  });

/** The same command line in this process (runCli is what the bin calls): no Node, tsx and pdfjs to start. */
async function runInProcess(args: string[], env: NodeJS.ProcessEnv = {}) {
  let stdout = '';
  let stderr = '';
  const status = await runCli(
    args,
    { ...process.env, ...env },
    {
      stdout: { write: (chunk: string) => Boolean((stdout += chunk)) },
      stderr: { write: (chunk: string) => Boolean((stderr += chunk)) },
    },
  );
  return { status, stdout, stderr };
}

// Each spawn starts Node, tsx and pdfjs: seconds on a busy 2-CPU machine. One spawn shows the bin
// runs as a user calls it; the other cases call the same runCli in-process.
describe('npx taxlens-form-check', { timeout: 180_000 }, () => {
  const dir = mkdtempSync(join(tmpdir(), 'form-check-cli-'));
  const clean = join(dir, 'clean.pdf');
  const line4 = join(dir, 'line4.pdf');
  beforeAll(async () => {
    writeFileSync(
      clean,
      await buildCase(
        CORPUS.find((c) => c.name === 'clean-c_corp')!,
        'digital',
      ),
    );
    writeFileSync(
      line4,
      await buildCase(
        CORPUS.find((c) => c.name === 'line4-checked')!,
        'digital',
      ),
    );
  }, 60_000);
  const client = [
    '--client-type',
    'corp',
    '--tax-classification',
    'c_corporation',
    '--client-name',
    'Northwind Traders Inc',
    '--client-tin',
    '12-3456789',
    '--received-on',
    '2026-03-02',
  ];

  it('prints one result per file and exits 0', () => {
    const out = run([...client, clean, line4]);
    expect(out.status, out.stderr).toBe(0);
    const { files } = JSON.parse(out.stdout) as {
      files: {
        file: string;
        verdict: string;
        codes: string[];
        findings: { box: unknown }[];
        readBy: string;
        fields: { signedOn: string };
      }[];
    };
    expect(files.map((f) => [f.file, f.verdict, f.codes, f.readBy])).toEqual([
      [clean, 'ready', [], 'fields'],
      [line4, 'likely_rejection', ['SECTION_4_CHECKED'], 'fields'],
    ]);
    expect(files[0]!.fields.signedOn).toBe('2026-02-20');
    expect(files[1]!.findings[0]!.box).toMatchObject({ page: 1 });
  });

  it("takes the provider's designee from ESIGN_DESIGNEE, or from --designee-name/--designee-caf", async () => {
    const other = JSON.stringify({ name: 'Other Provider', cafNumber: '1111-22222R' });
    const viaEnv = JSON.parse((await runInProcess([...client, clean], { ESIGN_DESIGNEE: other })).stdout) as {
      files: { codes: string[] }[];
    };
    expect(viaEnv.files[0]!.codes).toEqual(['SECTION_2_INCOMPLETE_INCORRECT']);
    const viaArgs = await runInProcess(
      [...client, '--designee-name', 'TaxLens Transcript Services', '--designee-caf', '0312-45678R', clean],
      { ESIGN_DESIGNEE: other },
    );
    expect((JSON.parse(viaArgs.stdout) as { files: { codes: string[] }[] }).files[0]!.codes).toEqual([]);
  });

  it('exits 2 on bad arguments, saying which', async () => {
    for (const args of [
      ['--client-type', 'bank', '--client-name', 'X', '--client-tin', '123456789', clean],
      [...client, '--received-on', '03/02/2026', clean],
      [...client, '--what', clean],
    ]) {
      const out = await runInProcess(args);
      expect(out.status, args.join(' ')).toBe(2);
      expect(out.stderr).toContain('Usage: taxlens-form-check');
    }
  });
});
