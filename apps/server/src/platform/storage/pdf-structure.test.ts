import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { type FileContent, fileContentOf } from './file-content.js';
import { checkPdf } from './pdf-upload.js';
import { hasPdfStructure } from './pdf-structure.js';

async function pdf(pages: number, useObjectStreams: boolean): Promise<Buffer> {
  const doc = await PDFDocument.create();
  for (let i = 0; i < pages; i++) doc.addPage().drawText(`page ${i + 1}`, { x: 50, y: 700 });
  return Buffer.from(await doc.save({ useObjectStreams, addDefaultPage: false }));
}

/** The content as a multipart upload delivers it: many small chunks. */
function inChunks(bytes: Buffer, size = 97): FileContent {
  const chunks: Buffer[] = [];
  for (let i = 0; i < bytes.length; i += size) chunks.push(bytes.subarray(i, i + size));
  return { ...fileContentOf(bytes), chunks };
}

describe('hasPdfStructure', () => {
  it('follows an xref stream and object streams to a page tree with pages', async () => {
    expect(hasPdfStructure(inChunks(await pdf(2, true)))).toBe(true);
  });

  it('follows a classic xref table and trailer', async () => {
    const bytes = await pdf(1, false);
    expect(bytes.toString('latin1')).toContain('\ntrailer');
    expect(hasPdfStructure(inChunks(bytes))).toBe(true);
  });

  it('cannot confirm a document without pages, a truncated one, or text behind a PDF header', async () => {
    const empty = await pdf(0, false);
    expect(hasPdfStructure(fileContentOf(empty))).toBeNull();
    const real = await pdf(1, true);
    expect(hasPdfStructure(fileContentOf(real.subarray(0, real.length - 40)))).toBeNull();
    expect(hasPdfStructure(fileContentOf(Buffer.from('%PDF-1.7\nstartxref\n9\n%%EOF\n')))).toBeNull();
  });

  it('leaves what it cannot follow to the full parse: an incremental update is still accepted by checkPdf', async () => {
    const first = await pdf(1, false);
    const doc = await PDFDocument.load(first);
    doc.addPage();
    const updated = Buffer.concat([first, Buffer.from(await doc.save({ useObjectStreams: false }))]);
    // Not a valid incremental update (a second whole file appended), yet pdf-lib reads it: the
    // structural check must not be the only judge of what it cannot follow.
    expect(hasPdfStructure(fileContentOf(updated))).toBeNull();
    expect(await checkPdf(inChunks(updated))).toEqual({ ok: true });
  });

  it('refuses by content through checkPdf when given chunks', async () => {
    expect(await checkPdf(inChunks(Buffer.from('hello, I am a .pdf, '.repeat(50))))).toEqual({
      ok: false,
      reason: 'not-pdf',
    });
    const real = await pdf(1, true);
    expect(await checkPdf(inChunks(real.subarray(0, 60)))).toEqual({ ok: false, reason: 'not-pdf' });
  });
});
