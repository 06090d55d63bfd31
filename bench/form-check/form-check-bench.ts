import { performance } from 'node:perf_hooks';
import { checkForm, OcrEngine, type FileResult } from '@taxlens/form-check';
import { buildCase, type Variant } from '../../packages/form-check/src/corpus/build-case.js';
import { CORPUS, type CorpusCase } from '../../packages/form-check/src/corpus/cases.js';
import type { Benchmark } from '../support/benchmark.js';
import { atMost, percentile, type Row } from '../support/table.js';

const B = 'form-check';
/** Scans are slow (OCR): FORM_CHECK_BENCH_SCANS limits how many cases each scanned variant reads (all by default). */
const SCAN_CASES = Number(process.env.FORM_CHECK_BENCH_SCANS ?? CORPUS.length);
const ALL_VARIANTS: Variant[] = [
  'digital',
  'flattened',
  'scan',
  'fax',
  'skewed',
  'photo',
  'turned',
  'sideways',
  'handwritten',
  'covered',
];
/** FORM_CHECK_BENCH_VARIANTS (comma-separated) runs only those variants; all of them by default. */
const VARIANTS = process.env.FORM_CHECK_BENCH_VARIANTS
  ? ALL_VARIANTS.filter((v) => process.env.FORM_CHECK_BENCH_VARIANTS!.split(',').includes(v))
  : ALL_VARIANTS;
/** Each scanned variant's target for forms read exactly (the issue: >= 90 % on typed scans). */
const EXACT_TARGET: Partial<Record<Variant, number>> = { digital: 1, flattened: 1, handwritten: 0 };

/** `cpuMs`: the process's CPU (every thread: the OCR worker is one) while the form was checked; wall time is the machine's. */
type Outcome = { c: CorpusCase; variant: Variant; result: FileResult; ms: number; cpuMs: number };

/** Precision and recall per code over the labelled corpus, and the time a form takes. */
export async function runFormCheckCorpus(log: (line: string) => void, scanCases = SCAN_CASES) {
  const ocr = new OcrEngine();
  const outcomes: Outcome[] = [];
  const rssBefore = process.memoryUsage().rss;
  let rssOcr = 0;
  try {
    // The server's check thread keeps its worker and the blank form it drew: neither is a page's cost.
    if (VARIANTS.some((v) => !['digital', 'flattened'].includes(v)))
      await checkForm('warm-up.pdf', await buildCase(CORPUS[0]!, 'scan'), CORPUS[0]!.facts, ocr);
    for (const variant of VARIANTS) {
      const scanned = !['digital', 'flattened'].includes(variant);
      const cases = CORPUS.filter((c) => !c.onlyAs).slice(0, scanned ? scanCases : undefined);
      if (variant === 'scan') cases.push(...CORPUS.filter((c) => c.onlyAs));
      for (const c of cases) {
        const bytes = await buildCase(c, variant);
        const [t0, cpu0] = [performance.now(), process.cpuUsage()];
        const result = await checkForm(`${c.name}.pdf`, bytes, c.facts, ocr);
        const cpu = process.cpuUsage(cpu0);
        outcomes.push({ c, variant, result, ms: performance.now() - t0, cpuMs: (cpu.user + cpu.system) / 1000 });
        if (scanned) rssOcr = Math.max(rssOcr, process.memoryUsage().rss);
        const want = Object.keys(c.expected).sort().join(',');
        const got = [...result.codes].sort().join(',');
        if (want !== got) log(`   ${variant} ${c.name}: expected [${want}] got [${got}]`);
      }
    }
  } finally {
    await ocr.close();
  }
  return { outcomes, rssBefore, rssOcr };
}

export function scoreByCode(outcomes: Outcome[]) {
  const codes = [...new Set(outcomes.flatMap((o) => [...Object.keys(o.c.expected), ...o.result.codes]))].sort();
  return codes.map((code) => {
    let [tp, fp, fn] = [0, 0, 0];
    for (const o of outcomes) {
      const want = code in o.c.expected;
      const got = (o.result.codes as string[]).includes(code);
      if (want && got) tp++;
      else if (got) fp++;
      else if (want) fn++;
    }
    return { code, tp, fp, fn, precision: tp + fp ? tp / (tp + fp) : 1, recall: tp + fn ? tp / (tp + fn) : 1 };
  });
}

export const formCheckBenchmark: Benchmark = {
  name: B,
  about: 'the Form 8821 check over its labelled corpus: precision and recall per code, time per form',
  async run({ log }) {
    const { outcomes, rssBefore, rssOcr } = await runFormCheckCorpus(log);
    const rows: Row[] = [];
    for (const s of scoreByCode(outcomes))
      rows.push({
        benchmark: B,
        measure: `${s.code} precision / recall`,
        figure: `${(s.precision * 100).toFixed(0)} % / ${(s.recall * 100).toFixed(0)} % (${s.tp} found, ${s.fp} wrong, ${s.fn} missed)`,
        target: 'every defect found on digital and flattened forms',
        met: null,
      });
    for (const variant of VARIANTS) {
      const of = outcomes.filter((o) => o.variant === variant && !o.c.onlyAs);
      const exact = of.filter(
        (o) => [...o.result.codes].sort().join() === Object.keys(o.c.expected).sort().join(),
      ).length;
      const share = EXACT_TARGET[variant] ?? 0.9;
      rows.push({
        benchmark: B,
        measure: `${variant}: forms read exactly`,
        figure: `${exact} / ${of.length}`,
        target: share === 1 ? 'all' : share === 0 ? 'printed' : `>= ${share * 100} %`,
        met: share === 0 ? null : exact >= share * of.length,
      });
    }
    // The issue: "handwritten values never a false 'likely rejection'" (a likely rejection the case does not carry).
    const handwritten = outcomes.filter((o) => o.variant === 'handwritten' && !o.c.onlyAs);
    if (handwritten.length) {
      const falseRejections = handwritten.filter((o) =>
        o.result.findings.some((f) => f.verdict === 'likely_rejection' && o.c.expected[f.code] !== 'likely_rejection'),
      );
      for (const o of falseRejections)
        log(
          `   handwritten ${o.c.name}: false likely rejection ${o.result.findings
            .filter((f) => f.verdict === 'likely_rejection')
            .map((f) => f.code)
            .join(',')}`,
        );
      rows.push(atMost(B, 'handwritten: forms with a false "likely rejection"', falseRejections.length, 0, '', 0));
    }
    const clean = outcomes.filter((o) => Object.keys(o.c.expected).length === 0);
    const falseRejections = clean.filter((o) => o.result.verdict === 'likely_rejection').length;
    rows.push(
      atMost(B, 'clean forms "likely rejection"', (100 * falseRejections) / Math.max(1, clean.length), 5, '%', 0),
    );
    const digital = outcomes.filter((o) => o.variant === 'digital').map((o) => o.ms);
    if (digital.length) rows.push(atMost(B, 'digital form p95', percentile(digital, 95), 500, 'ms', 0));
    const scans = outcomes.filter((o) => !['digital', 'flattened'].includes(o.variant)).map((o) => o.ms / 1000);
    if (scans.length) rows.push(atMost(B, 'scanned page p95 (OCR, one worker)', percentile(scans, 95), 8, 's', 1));
    // CPU per page, not wall time: on a shared machine a page waits for the CPU (decision 316).
    for (const variant of VARIANTS.filter((v) => !['digital', 'flattened'].includes(v))) {
      const cpu = outcomes.filter((o) => o.variant === variant).map((o) => o.cpuMs / 1000);
      if (cpu.length) rows.push(atMost(B, `${variant}: CPU per page p95 (one core)`, percentile(cpu, 95), 8, 's', 1));
    }
    rows.push({
      benchmark: B,
      measure: 'memory the OCR worker adds (RSS)',
      figure: `${((rssOcr - rssBefore) / 2 ** 20).toFixed(0)} MiB`,
      target: 'printed',
      met: null,
    });
    return rows;
  },
};
