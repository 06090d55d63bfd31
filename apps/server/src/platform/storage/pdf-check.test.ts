import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { checkPdf } from './pdf-upload.js';

async function pdf(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.addPage();
  return doc.save();
}

describe('checkPdf', () => {
  it('accepts a real PDF', async () => {
    expect(await checkPdf(await pdf())).toEqual({ ok: true });
  });

  it('refuses by content: text renamed .pdf, a bare magic header, a truncated PDF, an empty file', async () => {
    const real = await pdf();
    expect(await checkPdf(Buffer.from('hello, I am a .pdf'))).toEqual({ ok: false, reason: 'not-pdf' });
    expect(await checkPdf(Buffer.from('%PDF-1.7\n'))).toEqual({ ok: false, reason: 'not-pdf' });
    expect(await checkPdf(real.subarray(0, 40))).toEqual({ ok: false, reason: 'not-pdf' });
    expect(await checkPdf(Buffer.from('%P'))).toEqual({ ok: false, reason: 'not-pdf' });
    expect(await checkPdf(new Uint8Array())).toEqual({ ok: false, reason: 'empty' });
  });

  it('refuses a file over the limit before parsing it', async () => {
    expect(await checkPdf(await pdf(), 100)).toEqual({ ok: false, reason: 'too-large' });
  });
});
