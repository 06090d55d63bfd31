import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { FORMS_ZIP_MAX_ENTRIES, FORMS_ZIP_MAX_ENTRY_BYTES } from '@taxlens/contracts';
import { describe, expect, it } from 'vitest';
import { CORPUS_DIR } from '../corpus/corpus-files.js';
import { renderPdf } from '../scripts/render-pdf.js';
import { ZIP_LIMITS } from './input/read-zip.js';
import { readFile } from './read-file.js';

const corpus = (path: string) => readFileSync(join(CORPUS_DIR, path));
const reasons = async (name: string, bytes: Uint8Array) => (await readFile(name, bytes)).map((f) => f.refusal);

describe('files that are refused, never thrown on', () => {
  it('refuses an invoice that shares words with a transcript', async () => {
    const invoice =
      'ACME SUPPLY INVOICE\nAccount Balance: 1,200.00\nTracking Number: 123456789012\nPenalty 150 late fee 05-01-2026 $25.00\n';
    expect(await reasons('invoice.txt', Buffer.from(invoice))).toEqual([
      { reason: 'not_a_transcript', detail: expect.stringContaining('no account transcript') },
    ]);
  });

  it('refuses HTML without transcript structure, and never runs or fetches what the page names', async () => {
    const html =
      '<html><body><script>globalThis.ran = true</script><img src="https://x.invalid/a.png"><p>Hello</p></body></html>';
    expect((await reasons('page.html', Buffer.from(html)))[0]?.reason).toBe('not_a_transcript');
    expect((globalThis as { ran?: boolean }).ran).toBeUndefined();
  });

  it('refuses a scanned PDF as image-only, a photo too', async () => {
    const scan = await renderPdf('x', { imageOnly: true });
    expect((await reasons('scan.pdf', scan))[0]).toEqual({
      reason: 'image_only',
      detail: expect.stringContaining('Page 1 is an image'),
    });
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
    expect((await reasons('photo.png', png))[0]?.reason).toBe('image_only');
  });

  it('refuses a password-protected and a damaged PDF with a sentence', async () => {
    const locked = await renderPdf(readFileSync(join(CORPUS_DIR, 'text/clean.txt'), 'utf8'), { password: 'secret' });
    expect((await reasons('locked.pdf', locked))[0]).toEqual({
      reason: 'unreadable',
      detail: expect.stringContaining('password'),
    });
    const damaged = corpus('pdf/clean.pdf').subarray(0, 900);
    expect((await reasons('damaged.pdf', damaged))[0]).toEqual({
      reason: 'unreadable',
      detail: expect.stringContaining('damaged'),
    });
  });

  it('refuses a PDF over 300 pages, stating the limit', async () => {
    const big = await renderPdf(Array.from({ length: 301 }, (_, i) => `page ${i + 1}`).join('\f'));
    expect((await reasons('big.pdf', big))[0]).toEqual({
      reason: 'too_many_pages',
      detail: 'The PDF has 301 pages; at most 300 pages are read per file. Split it and upload the parts.',
    });
  }, 20_000);
});

describe('ZIPs', () => {
  it('uses the limits of the server import of ZIPs', () => {
    expect(ZIP_LIMITS.maxEntries).toBe(FORMS_ZIP_MAX_ENTRIES);
    expect(ZIP_LIMITS.maxEntryBytes).toBe(FORMS_ZIP_MAX_ENTRY_BYTES);
  });

  it('reads a mailbox member by member, each named zipname/member', async () => {
    const files = await readFile('mailbox.zip', corpus('zip/mailbox.zip'));
    expect(
      files.map((f) => [
        f.file,
        f.refusal?.reason ?? null,
        f.modules.map((m) => `${m.form} ${m.taxPeriod} ${m.stage.name}`),
      ]),
    ).toEqual([
      ['mailbox.zip/100000000001-1-9876.html', null, ['941 2024-09-30 lien_filed']],
      ['mailbox.zip/100000000002-1-9876.pdf', null, ['1040 2023-12-31 agreement']],
      ['mailbox.zip/notes/100000000003-1-6789.txt', null, ['1040 2020-12-31 not_collectible']],
      ['mailbox.zip/readme.txt', 'not_a_transcript', []],
    ]);
  });

  it.each([
    ['traversal.zip', 'leads out of its folder'],
    ['nested.zip', 'another archive'],
    ['bomb.zip', 'larger than 10 MB'],
  ])('refuses %s whole', async (name, words) => {
    const files = await readFile(name, corpus(`zip/${name}`));
    expect(files).toEqual([
      {
        file: name,
        refusal: { reason: 'zip_refused', detail: expect.stringContaining(words) },
        modules: [],
        setAside: [],
      },
    ]);
  });

  it('refuses a ZIP with more files than the limit', async () => {
    const files = await readFile('mailbox.zip', corpus('zip/mailbox.zip'), {
      zipLimits: { ...ZIP_LIMITS, maxEntries: 3 },
    });
    expect(files[0]?.refusal).toEqual({
      reason: 'zip_refused',
      detail: 'The ZIP holds more than 3 files. Split it into smaller ZIPs.',
    });
  });
});
