/**
 * CPU per scanned page, per variant (decision 316): the process's CPU (every thread; the OCR worker is one) while
 * one corpus case is checked, the OCR calls' share of it and the whole-page passes. Wall time on a shared machine
 * is the machine's load; CPU time is the page's. A tool to find where a page's time goes, not a test.
 *
 *   node --import tsx packages/form-check/scripts/cpu-per-variant.ts [scan,fax,...] [cases per variant]
 */
import { checkForm, OcrEngine } from '../src/index.js';
import { buildCase, type Variant } from '../src/corpus/build-case.js';
import { CORPUS } from '../src/corpus/cases.js';
import type { Canvas } from '@napi-rs/canvas';
import type { OcrOptions } from '../src/read/ocr.js';

const [list = 'scan,fax,skewed,photo,turned,sideways,handwritten', count = '1'] = process.argv.slice(2);
const seconds = (u: NodeJS.CpuUsage) => (u.user + u.system) / 1e6;
const ocr = new OcrEngine();
const recognize = ocr.recognize.bind(ocr);
let passes: { page: boolean; cpu: number }[] = [];
ocr.recognize = async (image: Canvas, options: OcrOptions = {}) => {
  const start = process.cpuUsage();
  const read = await recognize(image, options);
  passes.push({ page: !options.mode, cpu: seconds(process.cpuUsage(start)) });
  return read;
};
// The worker started and the blank form loaded once, as in the server's check thread.
await checkForm('warm.pdf', await buildCase(CORPUS[0]!, 'scan'), CORPUS[0]!.facts, ocr);
for (const variant of list.split(',') as Variant[])
  for (const c of CORPUS.filter((k) => !k.onlyAs).slice(0, Number(count))) {
    const bytes = await buildCase(c, variant);
    passes = [];
    const start = process.cpuUsage();
    const result = await checkForm(`${c.name}.pdf`, bytes, c.facts, ocr);
    const cpu = seconds(process.cpuUsage(start));
    const page = passes.filter((p) => p.page).map((p) => p.cpu.toFixed(2));
    const fields = passes.filter((p) => !p.page);
    const exact = [...result.codes].sort().join() === Object.keys(c.expected).sort().join();
    console.log(
      `${variant} ${c.name}: CPU ${cpu.toFixed(2)} s; page passes ${page.join(' + ')} s; ${fields.length} field ` +
        `passes ${fields.reduce((n, p) => n + p.cpu, 0).toFixed(2)} s; ${exact ? 'read exactly' : 'NOT read exactly'}`,
    );
  }
await ocr.close();
