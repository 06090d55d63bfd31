import { performance } from 'node:perf_hooks';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CORPUS_DIR } from '../../packages/transcripts/corpus/corpus-files.js';
import { renderPdf } from '../../packages/transcripts/scripts/render-pdf.js';
import { formatScores, precisionRecall } from '../../packages/transcripts/scripts/precision-recall.js';
import { readFile } from '../../packages/transcripts/src/read-file.js';
import type { Benchmark } from '../support/benchmark.js';
import { atLeast, atMost, percentile, type Row } from '../support/table.js';

const NAME = 'transcripts';

/** A PDF of five pages (80 lines each): corpus modules concatenated as lenders do. */
async function fivePagePdf(): Promise<Buffer> {
  const names = ['multi-module', 'lien', 'agreement', 'final-notice', 'levy', 'balance-notices', 'bankruptcy'];
  const lines = names.flatMap((n) =>
    readFileSync(join(CORPUS_DIR, 'text', `${n}.txt`), 'utf8')
      .replace(/\f/g, '\n')
      .split('\n'),
  );
  return renderPdf(lines.slice(0, 400).join('\n'));
}

/** Precision and recall per fact over the labelled corpus (decision 258), and reading a 5-page PDF. */
export const transcriptsBenchmark: Benchmark = {
  name: NAME,
  about: 'IRS transcript reader: precision and recall per fact on the labelled corpus; a 5-page PDF read and derived',
  async run({ log }) {
    const { scores, files } = await precisionRecall();
    log(`${files} corpus files\n${formatScores(scores)}`);
    const rows: Row[] = [];
    for (const s of scores) {
      const precision = s.tp + s.fp === 0 ? 1 : s.tp / (s.tp + s.fp);
      const recall = s.tp + s.fn === 0 ? 1 : s.tp / (s.tp + s.fn);
      rows.push(atLeast(NAME, `${s.fact} precision / recall`, Math.min(precision, recall), 1, '', 3));
    }
    const pdf = await fivePagePdf();
    const durations: number[] = [];
    for (let i = 0; i < 40; i += 1) {
      const t0 = performance.now();
      await readFile('five-pages.pdf', pdf);
      durations.push(performance.now() - t0);
    }
    rows.push(atMost(NAME, '5-page PDF read and derived, p95', percentile(durations.slice(5), 95), 250, 'ms', 0));
    return rows;
  },
};
