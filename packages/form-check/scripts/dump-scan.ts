/**
 * Prints what the reader sees on one corpus case's scan: the OCR words (pixel box, page box after registration)
 * and the fields read, beside the case's expected values. A tool to find why a scan misreads, not a test.
 *
 *   node --import tsx packages/form-check/scripts/dump-scan.ts clean-c_corp scan [--words]
 */
import { writeFileSync } from 'node:fs';
import { checkForm, OcrEngine } from '../src/index.js';
import { buildCase, type Variant } from '../src/corpus/build-case.js';
import { CORPUS } from '../src/corpus/cases.js';

const [name = 'clean-c_corp', variant = 'scan', ...flags] = process.argv.slice(2);
const c = CORPUS.find((x) => x.name === name);
if (!c) throw new Error(`no corpus case ${name}`);
const bytes = await buildCase(c, variant as Variant);
if (flags.includes('--save')) writeFileSync(`/tmp/${name}-${variant}.pdf`, bytes);
const ocr = new OcrEngine();
const t0 = Date.now();
const result = await checkForm(`${name}.pdf`, bytes, c.facts, ocr);
await ocr.close();
console.log(JSON.stringify({ ms: Date.now() - t0, expected: c.expected, spec: c.spec, ...result }, null, 1));
