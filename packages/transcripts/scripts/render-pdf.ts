import PDFDocument from 'pdfkit';

/**
 * A PDF of text lines, one PDF text line per line, a form feed starting a new page: the way the TDS PDF
 * carries its text layer. `image` pages hold only a picture (a scan), `password` encrypts the file.
 */
export function renderPdf(text: string, options: { password?: string; imageOnly?: boolean } = {}): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: 36,
    autoFirstPage: false,
    info: { CreationDate: new Date('2026-03-02T00:00:00Z'), Title: 'Transcript' },
    ...(options.password ? { userPassword: options.password, ownerPassword: `${options.password}-owner` } : {}),
  });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  for (const page of text.split('\f')) {
    doc.addPage();
    if (options.imageOnly) {
      doc.image(tinyPng(), 36, 36, { width: 540 });
      continue;
    }
    doc.font('Courier').fontSize(7);
    let y = 36;
    for (const line of page.replace(/\r/g, '').split('\n')) {
      if (y > 750) {
        doc.addPage().font('Courier').fontSize(7);
        y = 36;
      }
      if (line.trim()) doc.text(line.replace(/\t/g, '    '), 36, y, { lineBreak: false });
      y += 9;
    }
  }
  doc.end();
  return done;
}

/** A 2x2 grey PNG, built by hand so no image file is needed. */
function tinyPng(): Buffer {
  return Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAAAAABX3VL4AAAADklEQVQI12P4z8DAwMAAAA0ABHqXyOgAAAAASUVORK5CYII=',
    'base64',
  );
}
