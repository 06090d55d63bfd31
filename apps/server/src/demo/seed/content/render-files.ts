import PDFDocument from 'pdfkit';
import { escapeHtml } from '../../../platform/html.js';
import type { SeedResource } from './resources.js';

/** A resource as a real, printable PDF (US Letter), written with pdfkit. */
export function renderResourcePdf(resource: SeedResource, productName: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: 'LETTER',
      margin: 60,
      info: { Title: resource.title, Author: productName, Subject: resource.excerpt },
    });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);

    doc
      .fillColor(resource.colour)
      .font('Helvetica-Bold')
      .fontSize(10)
      .text(`${productName.toUpperCase()} PORTAL RESOURCES`);
    doc.moveDown(0.5).fillColor('#111111').fontSize(22).text(resource.title);
    doc.moveDown(0.3).font('Helvetica').fontSize(11).fillColor('#444444').text(resource.excerpt);
    doc.moveDown(1);
    for (const section of resource.sections) {
      doc.font('Helvetica-Bold').fontSize(13).fillColor('#111111').text(section.heading);
      doc.moveDown(0.3).font('Helvetica').fontSize(10.5).fillColor('#222222');
      for (const paragraph of section.paragraphs ?? []) doc.text(paragraph, { paragraphGap: 4 });
      if (section.bullets?.length) doc.list(section.bullets, { bulletRadius: 2, paragraphGap: 2 });
      doc.moveDown(0.8);
    }
    doc
      .font('Helvetica')
      .fontSize(8)
      .fillColor('#777777')
      .text(`Questions? Use Contact Us in the ${productName} Portal.`);
    doc.end();
  });
}

/** A featured image for a card: the title on the resource's colour (an SVG, drawn here, no external file). */
export function renderCardImage(title: string, colour: string): Buffer {
  const words = title.split(' ');
  const lines: string[] = [];
  for (const word of words) {
    const last = lines.at(-1);
    if (last && `${last} ${word}`.length <= 26) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  const text = lines
    .slice(0, 4)
    .map(
      (line, i) =>
        `<text x="40" y="${120 + i * 52}" font-family="Helvetica, Arial, sans-serif" font-size="40" font-weight="700" fill="#ffffff">${escapeHtml(line)}</text>`,
    )
    .join('');
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360" viewBox="0 0 640 360"><rect width="640" height="360" fill="${colour}"/><rect x="40" y="40" width="64" height="8" fill="#ffffff" opacity="0.7"/>${text}</svg>`,
  );
}
