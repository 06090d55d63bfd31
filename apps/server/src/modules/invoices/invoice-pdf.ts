import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';

export type InvoicePdfInput = {
  productName: string;
  invoiceNumber: string;
  lenderName: string;
  period: string;
  issuedOn: string;
  status: string;
  lines: Array<{ date: string; description: string; amount: string }>;
  total: string;
};

const PAGE = { width: 612, height: 792, margin: 50 };
const ROW = 16;

/** The lender's invoice as a real PDF: header, lines (as many pages as they need), total. */
export async function renderInvoicePdf(input: InvoicePdfInput, now: Date): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(`${input.productName} invoice ${input.invoiceNumber}`);
  doc.setSubject(`${input.lenderName}, ${input.period}`);
  doc.setAuthor(`${input.productName} Portal`);
  doc.setCreationDate(now);
  doc.setModificationDate(now);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);

  let page = doc.addPage([PAGE.width, PAGE.height]);
  let y = PAGE.height - PAGE.margin;
  const text = (p: PDFPage, value: string, x: number, at: number, f: PDFFont = font, size = 10) =>
    p.drawText(fit(value, f, size, PAGE.width - PAGE.margin - x), {
      x,
      y: at,
      size,
      font: f,
      color: rgb(0.1, 0.1, 0.1),
    });
  const right = (p: PDFPage, value: string, at: number, f: PDFFont = font, size = 10) =>
    p.drawText(value, { x: PAGE.width - PAGE.margin - f.widthOfTextAtSize(value, size), y: at, size, font: f });

  text(page, `${input.productName} Invoice`, PAGE.margin, y, bold, 20);
  y -= 30;
  for (const [label, value] of [
    ['Invoice', input.invoiceNumber],
    ['Bill to', input.lenderName],
    ['Period', input.period],
    ['Issued', input.issuedOn],
    ['Status', input.status],
  ] as const) {
    text(page, label, PAGE.margin, y, bold);
    text(page, value, PAGE.margin + 80, y);
    y -= ROW;
  }
  y -= ROW;
  const header = (p: PDFPage, at: number) => {
    text(p, 'Date', PAGE.margin, at, bold);
    text(p, 'Description', PAGE.margin + 80, at, bold);
    right(p, 'Amount', at, bold);
  };
  header(page, y);
  y -= ROW;
  for (const line of input.lines) {
    if (y < PAGE.margin + ROW * 2) {
      page = doc.addPage([PAGE.width, PAGE.height]);
      y = PAGE.height - PAGE.margin;
      header(page, y);
      y -= ROW;
    }
    text(page, line.date, PAGE.margin, y);
    text(page, line.description, PAGE.margin + 80, y, font, 10);
    right(page, line.amount, y);
    y -= ROW;
  }
  if (input.lines.length === 0) {
    text(page, 'No billable orders this period.', PAGE.margin + 80, y);
    y -= ROW;
  }
  y -= ROW / 2;
  text(page, `Total (${input.lines.length} line${input.lines.length === 1 ? '' : 's'})`, PAGE.margin, y, bold, 12);
  right(page, input.total, y, bold, 12);
  return doc.save();
}

/** Cuts a text to a width (leaving room for the amount column), ending in an ellipsis. */
function fit(value: string, f: PDFFont, size: number, width: number): string {
  // Standard fonts encode WinAnsi only; anything else would throw, so it is replaced.
  let out = value.replace(/[^\x20-\x7e\xa0-\xff]/g, '?');
  const max = Math.min(width, 360);
  if (f.widthOfTextAtSize(out, size) <= max) return out;
  while (out.length > 1 && f.widthOfTextAtSize(`${out}...`, size) > max) out = out.slice(0, -1);
  return `${out}...`;
}
