import { describe, expect, it } from 'vitest';
import { greyFile, OcrEngine } from './ocr.js';
import { canvasModule } from './pdfjs.js';

describe('the image file tesseract reads', () => {
  it('is the canvas in grey, uncompressed, one byte a pixel', () => {
    const canvas = canvasModule.createCanvas(3, 2);
    const ctx = canvas.getContext('2d');
    ctx.fillStyle = '#fff';
    ctx.fillRect(0, 0, 3, 2);
    ctx.fillStyle = '#000';
    ctx.fillRect(1, 0, 1, 1);
    ctx.fillStyle = '#808080';
    ctx.fillRect(2, 1, 1, 1);
    const file = greyFile(canvas);
    const head = 'P5\n3 2\n255\n';
    expect(file.subarray(0, head.length).toString()).toBe(head);
    expect([...file.subarray(head.length)]).toEqual([255, 0, 255, 255, 255, 128]);
  });

  it('reads the words drawn on it', async () => {
    const canvas = canvasModule.createCanvas(900, 120);
    const ctx = canvas.getContext('2d');
    ctx.fillStyle = '#fff';
    ctx.fillRect(0, 0, 900, 120);
    ctx.fillStyle = '#000';
    ctx.font = '48px sans-serif';
    ctx.fillText('Tax Information Authorization', 20, 80);
    const ocr = new OcrEngine();
    try {
      const read = await ocr.recognize(canvas, { mode: 'line' });
      expect(read.words.map((w) => w.text).join(' ')).toBe('Tax Information Authorization');
    } finally {
      await ocr.close();
    }
  }, 30_000);
});
