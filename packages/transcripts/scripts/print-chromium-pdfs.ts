/**
 * The corpus's second PDF producer (issue 47): headless Chromium prints some HTML-layout transcripts to PDF,
 * as a taxpayer or lender "saves as PDF" from the browser. Its text layer differs from the rendered PDFs
 * (proportional fonts, one item per table cell, other spacing), so the reader is tested on both.
 * The PDFs are committed fixtures (`corpus/pdf/<scenario>--chromium.pdf`); this script is not run in CI:
 * `node --import tsx packages/transcripts/scripts/print-chromium-pdfs.ts [scenario...]`
 * (CHROMIUM overrides `/usr/bin/chromium`). Chromium stamps a creation date, so a rerun changes bytes only.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CORPUS_DIR } from '../corpus/corpus-files.js';

/** Chosen for their shape: one module, a wide transaction table with notices, several modules, a stub. */
export const CHROMIUM_SUFFIX = '--chromium.pdf';

export const CHROMIUM_SCENARIOS = ['lien', 'agreement-default', 'multi-module', 'not-found', 'record-of-account'];

function printToPdf(scenario: string, profile: string): void {
  const html = join(CORPUS_DIR, 'html', `${scenario}.html`);
  execFileSync(
    process.env.CHROMIUM ?? '/usr/bin/chromium',
    [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
      '--no-pdf-header-footer',
      `--user-data-dir=${profile}`,
      `--print-to-pdf=${join(CORPUS_DIR, 'pdf', `${scenario}${CHROMIUM_SUFFIX}`)}`,
      `file://${html}`,
    ],
    { stdio: 'ignore', timeout: 60_000 },
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const profile = mkdtempSync(join(tmpdir(), 'chromium-corpus-'));
  try {
    const chosen = process.argv.length > 2 ? process.argv.slice(2) : CHROMIUM_SCENARIOS;
    for (const scenario of chosen) printToPdf(scenario, profile);
    console.log(`Printed ${chosen.length} PDFs with Chromium into ${join(CORPUS_DIR, 'pdf')}`);
  } finally {
    rmSync(profile, { recursive: true, force: true });
  }
}
