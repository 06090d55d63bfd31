import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CORPUS_DIR } from '../corpus/corpus-files.js';
import { main } from './cli.js';

const ROOT = join(CORPUS_DIR, '..', '..', '..');
/** The command as a user runs it from the repository root: the workspace's bin, resolved locally by npx. */
const run = (...args: string[]) => {
  const out = spawnSync('npx', ['--no-install', 'taxlens-transcripts', ...args], {
    cwd: ROOT,
    encoding: 'utf8',
    timeout: 60_000,
  });
  return { code: out.status, stdout: out.stdout, stderr: out.stderr };
};
const at = (name: string) => join(CORPUS_DIR, name);
/** The same command in this process: what the bin runs, with its output kept. */
const runInProcess = async (...args: string[]) => {
  let stdout = '';
  let stderr = '';
  const code = await main(
    args,
    { write: (s: string) => (stdout += s) } as never,
    { write: (s: string) => (stderr += s) } as never,
  );
  return { code, stdout, stderr };
};

describe('taxlens-transcripts read', () => {
  it('prints one JSON document for several files, refusals included, and exits 0', () => {
    const { code, stdout } = run(
      'read',
      '--client-tin',
      '12-345-9876',
      '--client-name',
      'Exam Fabrication Co',
      at('text/lien.txt'),
      at('pdf/masking.pdf'),
    );
    expect(code).toBe(0);
    const { files } = JSON.parse(stdout);
    expect(
      files.map((f: { file: string; refusal: { reason: string } | null }) => [f.file, f.refusal?.reason ?? null]),
    ).toEqual([
      ['lien.txt', null],
      ['masking.pdf', 'tin_mismatch'],
    ]);
    const lien = files[0].modules[0];
    expect(lien).toMatchObject({
      form: '941',
      taxPeriod: '2024-09-30',
      filed: true,
      lienFiledOn: '2026-02-01',
      balanceCents: 2204600,
    });
    expect(lien.stage).toEqual({
      name: 'lien_filed',
      reachedOn: '2026-02-01',
      at: { file: 'lien.txt', page: 1, line: 25 },
    });
    expect(lien.actBy.lienFiledWithin45Days).toMatchObject({ date: '2026-02-01', basis: 'stated' });
    expect(lien.evidence.lienFiledOn).toEqual([
      {
        file: 'lien.txt',
        page: 1,
        line: 25,
        code: '582',
        date: '2026-02-01',
        amountCents: 0,
        text: expect.stringContaining('Lien placed'),
      },
    ]);
  }, 60_000);

  // Bad arguments in-process (main is what the bin calls): spawning costs seconds each on a loaded
  // machine, and the spawn above already shows the command runs as a user calls it.
  it('exits 2 on bad arguments, saying why and how to call it', async () => {
    const { code, stdout, stderr } = await runInProcess('read', '--client-tin', '12-3459876', at('text/lien.txt'));
    expect([code, stdout]).toEqual([2, '']);
    expect(stderr).toContain('--client-tin and --client-name go together.');
    expect(stderr).toContain('Usage: taxlens-transcripts read');
  });

  it.each([
    [['read'], 'No file given.'],
    [['print', 'x.txt'], 'Unknown command "print".'],
    [['read', '--verbose', 'x.txt'], 'Unknown option --verbose.'],
    [['read', '--client-tin', '12', '--client-name', 'Acme', 'x.txt'], 'at least four digits'],
    [['read', at('text/does-not-exist.txt')], 'Cannot read'],
  ])('exits 2 on %j', async (args, message) => {
    let out = '';
    let err = '';
    const code = await main(
      args,
      { write: (s: string) => (out += s) } as never,
      { write: (s: string) => (err += s) } as never,
    );
    expect([code, out]).toEqual([2, '']);
    expect(err).toContain(message);
  });
});
