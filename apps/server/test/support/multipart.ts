import { randomBytes } from 'node:crypto';
import { PDFDocument } from 'pdf-lib';

export type Part =
  { name: string; value: string } | { name: string; filename: string; bytes: Uint8Array; contentType?: string };

/** A multipart/form-data body for app.inject, parts in the given order. */
export function multipartBody(parts: readonly Part[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----taxlens${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    if ('bytes' in part) {
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\n` +
            `Content-Type: ${part.contentType ?? 'application/pdf'}\r\n\r\n`,
        ),
        Buffer.from(part.bytes),
        Buffer.from('\r\n'),
      );
    } else {
      chunks.push(
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`),
      );
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A real one-page PDF, optionally padded to about `size` bytes with an unused stream. */
export async function makePdf(text = 'Form 8821', size = 0): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.addPage().drawText(text, { x: 50, y: 700 });
  if (size > 0) doc.context.register(doc.context.stream(new Uint8Array(size)));
  return doc.save();
}
