import { loadImage } from '@napi-rs/canvas';
import { afterAll, describe, expect, it } from 'vitest';
import { expectedOf } from './check-form.js';
import { buildCase } from './corpus/build-case.js';
import { CORPUS } from './corpus/cases.js';
import { OcrEngine } from './read/ocr.js';
import { canvasModule } from './read/pdfjs.js';
import { readForm } from './read/read-form.js';
import { renderMaskedPages } from './preview.js';

describe('the masked preview of a scanned form (decision 329)', () => {
  const ocr = new OcrEngine();
  afterAll(() => ocr.close());

  /** The words OCR reads on a preview image, and those that are four or more of the tax id's digits. */
  async function readPreview(png: Buffer, tin: string) {
    const image = await loadImage(png);
    const canvas = canvasModule.createCanvas(image.width, image.height);
    canvas.getContext('2d').drawImage(image as never, 0, 0);
    const words = (await ocr.recognize(canvas)).words.map((w) => w.text);
    const digits = tin.replace(/\D/g, '');
    const showing = words.filter((w) => w.replace(/\D/g, '').length >= 4 && digits.includes(w.replace(/\D/g, '')));
    return { words, showing };
  }

  it('covers the tax id of a photographed form, drawn as it was read', { timeout: 120_000 }, async () => {
    const c = CORPUS.find((k) => k.name === 'clean-c_corp')!;
    const bytes = await buildCase(c, 'photo');
    const form = await readForm(bytes, ocr, expectedOf(c.facts));
    expect(form.readBy).toBe('ocr');
    expect(form.view?.page).toBe(1);
    const preview = (views: (typeof form.view)[]) =>
      renderMaskedPages(bytes, {
        cover: form.tin.box ? [form.tin.box] : [],
        views: views.filter((v) => v !== undefined),
        tinDigits: c.facts.clientTin.replace(/\D/g, ''),
        maxPages: 1,
        dpi: 150,
      });
    const [shown] = await preview([form.view]);
    const read = await readPreview(shown!.png, c.facts.clientTin);
    expect(read.showing).toEqual([]);
    // The form is there, upright and readable, the tax id's box aside.
    expect(read.words).toContain('8821');
    // The layout's box on the photo as it was taken misses the tax id: what the preview showed before.
    const [asTaken] = await preview([]);
    expect((await readPreview(asTaken!.png, c.facts.clientTin)).showing).not.toEqual([]);
  });
});
