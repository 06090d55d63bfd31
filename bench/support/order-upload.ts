import { randomBytes } from 'node:crypto';
import { PDFDocument } from 'pdf-lib';

/** A signed-8821 stand-in of about `size` bytes: a real PDF with incompressible filler, like a scanned page image. */
export async function makePdf(size: number): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.addPage().drawText('IRS Form 8821 (benchmark)', { x: 50, y: 700 });
  doc.context.register(doc.context.stream(randomBytes(Math.max(0, size - 2000))));
  return doc.save();
}

// The request a browser sends, built as pieces around the one PDF so the load generator (which
// shares the machine's CPUs with the server) does not copy the file per request. The server still
// receives and reads the full multipart body every time.
const BOUNDARY = '----taxlens-bench-boundary';
export const ORDER_CONTENT_TYPE = `multipart/form-data; boundary=${BOUNDARY}`;

/**
 * POST /api/forms/upload8821 body pieces: the order fields, then the file part's head and tail.
 * `ownerId` is required of a user holding the order-placer right (a lender admin).
 */
export function orderRequestPieces(clientId: string, ownerId?: string): { head: Buffer; tail: Buffer } {
  const field = (name: string, value: string) =>
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  const fields = {
    product: 'TAXLENS:NEXT_DAY',
    recordOfAccount: 'false',
    taxReturnTranscripts: 'true',
    wageIncome: 'false',
    clientId,
    formName: '8821.pdf',
    ...(ownerId ? { ownerId } : {}),
  };
  const head =
    Object.entries(fields)
      .map(([name, value]) => field(name, value))
      .join('') +
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="8821.pdf"\r\nContent-Type: application/pdf\r\n\r\n`;
  return { head: Buffer.from(head), tail: Buffer.from(`\r\n--${BOUNDARY}--\r\n`) };
}
