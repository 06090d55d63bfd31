/**
 * Writes the corpus from corpus/scenarios.ts: text (and the extraction variants), HTML, PDF and the expected
 * facts. Run after changing a scenario: `node --import tsx packages/transcripts/scripts/build-corpus.ts`.
 * The files are committed; tests read them as any user's files would be read.
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SCENARIOS } from '../corpus/scenarios.js';
import { renderHtml } from '../src/render/render-html.js';
import { renderText } from '../src/render/render-text.js';
import { CHROMIUM_SUFFIX } from './print-chromium-pdfs.js';
import { renderPdf } from './render-pdf.js';

export const CORPUS = join(dirname(fileURLToPath(import.meta.url)), '..', 'corpus');

async function build() {
  for (const kind of ['text', 'html', 'pdf', 'expected']) {
    mkdirSync(join(CORPUS, kind), { recursive: true });
    // Chromium's prints are the second producer's fixtures (print-chromium-pdfs.ts): kept; reprint them
    // when a scenario they print changes.
    for (const name of readdirSync(join(CORPUS, kind)))
      if (!name.endsWith(CHROMIUM_SUFFIX)) rmSync(join(CORPUS, kind, name), { force: true });
  }
  for (const s of SCENARIOS) {
    const text = renderText(s.modules, 'layout', s.pageBreakAfter);
    writeFileSync(join(CORPUS, 'text', `${s.name}.txt`), text);
    for (const v of s.variants ?? [])
      writeFileSync(join(CORPUS, 'text', `${s.name}--${v}.txt`), renderText(s.modules, v));
    writeFileSync(join(CORPUS, 'html', `${s.name}.html`), renderHtml(s.modules));
    writeFileSync(join(CORPUS, 'pdf', `${s.name}.pdf`), await renderPdf(text));
    const expected = { about: s.about, client: s.client, fileRefusal: s.fileRefusal ?? null, modules: s.expect };
    writeFileSync(join(CORPUS, 'expected', `${s.name}.json`), `${JSON.stringify(expected, null, 2)}\n`);
  }
  console.log(`Wrote ${SCENARIOS.length} scenarios to ${CORPUS}`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await build();
