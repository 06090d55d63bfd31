import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Canvas } from '@napi-rs/canvas';
import { createWorker, OEM, PSM, type Worker } from 'tesseract.js';

const require = createRequire(import.meta.url);
/** The trained data ships in npm packages: read from disk, nothing cached or downloaded at run time. */
const langDir = (pkg: string) => join(dirname(require.resolve(`${pkg}/package.json`)), '4.0.0_best_int');

export type OcrWord = { text: string; confidence: number; x0: number; y0: number; x1: number; y1: number };
/** A line's baseline, from its left end to its right, in image pixels: its slope is the page's skew. */
export type OcrBaseline = { x0: number; y0: number; x1: number; y1: number };
export type OcrPage = { words: OcrWord[]; confidence: number; baselines: OcrBaseline[] };
/**
 * How tesseract segments an image: a whole page as one block (its default: enough to find the printed words
 * that register the page), `line` one line of a field, `block` a field of several lines. `charset` restricts
 * the characters (digits for TINs, CAF numbers).
 */
export type OcrOptions = { mode?: 'line' | 'block'; charset?: string };

const MODES = { line: PSM.SINGLE_LINE, block: PSM.SINGLE_BLOCK } as const;

/**
 * A drawn image as the file tesseract reads: grey, uncompressed (PGM). Tesseract reads on grey anyway; a PNG cost its
 * encoding here and its decoding and grey conversion in the worker, about a tenth of a page pass, for the same words
 * (decision 328).
 */
export function greyFile(canvas: Canvas): Buffer {
  const { data, width, height } = canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height);
  const head = Buffer.from(`P5\n${width} ${height}\n255\n`);
  const file = Buffer.allocUnsafe(head.length + width * height);
  head.copy(file);
  for (let i = 0; i < width * height; i++)
    file[head.length + i] = Math.round(0.299 * data[4 * i]! + 0.587 * data[4 * i + 1]! + 0.114 * data[4 * i + 2]!);
  return file;
}

/** One tesseract.js worker (a worker thread of its own), created on first use and reused. */
export class OcrEngine {
  private worker: Promise<Worker> | undefined;

  private start(): Promise<Worker> {
    return (this.worker ??= (async () => {
      const worker = await createWorker('eng', OEM.LSTM_ONLY, {
        langPath: langDir('@tesseract.js-data/eng'),
        cacheMethod: 'none',
        gzip: true,
      });
      // No second reading of each unsure line as white on black (tesseract's default): a form has no inverted
      // text, and the page pass costs about a fifth less with the same words (decision 316).
      await worker.setParameters({ tessedit_do_invert: '0' });
      return worker;
    })());
  }

  async recognize(image: Canvas, options: OcrOptions = {}): Promise<OcrPage> {
    const worker = await this.start();
    // Parameters given with one recognition are restored after it (tesseract.js saves and restores them).
    const parameters: Record<string, string> = {};
    if (options.mode) parameters.tessedit_pageseg_mode = MODES[options.mode];
    if (options.charset) parameters.tessedit_char_whitelist = options.charset;
    const { data } = await worker.recognize(greyFile(image), parameters as never, { blocks: true, text: false });
    const words: OcrWord[] = [];
    const baselines: OcrBaseline[] = [];
    for (const block of data.blocks ?? [])
      for (const paragraph of block.paragraphs)
        for (const line of paragraph.lines) {
          baselines.push(line.baseline);
          for (const word of line.words)
            if (word.text.trim()) words.push({ text: word.text, confidence: word.confidence, ...word.bbox });
        }
    return { words, confidence: data.confidence, baselines };
  }

  async close() {
    const worker = await this.worker;
    this.worker = undefined;
    await worker?.terminate();
  }
}
