import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { createWorker, OEM, type Worker } from 'tesseract.js';

const require = createRequire(import.meta.url);
/** The trained data ships in npm packages: read from disk, nothing cached or downloaded at run time. */
const langDir = (pkg: string) => join(dirname(require.resolve(`${pkg}/package.json`)), '4.0.0_best_int');

export type OcrWord = { text: string; confidence: number; x0: number; y0: number; x1: number; y1: number };
export type OcrPage = { words: OcrWord[]; confidence: number };

/** One tesseract.js worker (a worker thread of its own), created on first use and reused. */
export class OcrEngine {
  private worker: Promise<Worker> | undefined;

  private start(): Promise<Worker> {
    return (this.worker ??= createWorker('eng', OEM.LSTM_ONLY, {
      langPath: langDir('@tesseract.js-data/eng'),
      cacheMethod: 'none',
      gzip: true,
    }));
  }

  async recognize(png: Buffer): Promise<OcrPage> {
    const worker = await this.start();
    const { data } = await worker.recognize(png, {}, { blocks: true, text: false });
    const words: OcrWord[] = [];
    for (const block of data.blocks ?? [])
      for (const paragraph of block.paragraphs)
        for (const line of paragraph.lines)
          for (const word of line.words)
            if (word.text.trim()) words.push({ text: word.text, confidence: word.confidence, ...word.bbox });
    return { words, confidence: data.confidence };
  }

  async close() {
    const worker = await this.worker;
    this.worker = undefined;
    await worker?.terminate();
  }
}
