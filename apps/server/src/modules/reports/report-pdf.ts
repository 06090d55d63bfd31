import { createRequire } from 'node:module';
import { describeActBy, describeEnteredFacts, describeReportFacts } from '@taxlens/contracts';
import PDFDocument from 'pdfkit';
import { displayDate, formatInstant, formatUsd } from '@taxlens/contracts';
import type { ExplainedReport } from './report-view.js';

// DejaVu covers Latin, Greek and Cyrillic: "Café Zoë LLC" prints as written (docs/decisions/167).
// pdfkit embeds only the glyphs a document uses (a subset), so a report stays a few dozen KB.
const require = createRequire(import.meta.url);
const FONT = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');
const FONT_BOLD = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf');

export type ReportPdfReader = { productName: string; timeZone: string; generatedAt: Date };

const MARGIN = 50;
const COLUMNS = [
  { header: 'Form', x: 0 },
  { header: 'Period', x: 50 },
  { header: 'Filed', x: 105 },
  { header: 'Balance', x: 185 },
  { header: 'Installment agreement', x: 275 },
  { header: 'Lien filed', x: 395 },
  { header: 'Levy', x: 455 },
] as const;

const dateOrDash = (iso: string | null) => (iso ? displayDate(iso) : '-');

/** A completed report as its reader downloads it: rendered now, times in the reader's zone, numbered pages. */
export function renderReportPdf(report: ExplainedReport, reader: ReportPdfReader): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: 'LETTER',
      margin: MARGIN,
      bufferPages: true,
      info: { Title: `${reader.productName} report: ${report.businessName}`, Author: `${reader.productName} Portal` },
    });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.registerFont('body', FONT);
    doc.registerFont('bold', FONT_BOLD);

    doc.font('bold').fontSize(9).fillColor('#555555').text(`${reader.productName.toUpperCase()} PORTAL`);
    doc.fontSize(18).fillColor('#111111').text(report.reportTypeLabel);
    doc.moveDown(0.5);
    const facts = describeReportFacts(report, displayDate, [
      'Generated',
      formatInstant(reader.generatedAt, reader.timeZone),
    ]);
    for (const [label, value] of facts)
      doc.font('bold').fontSize(10).text(`${label}: `, { continued: true }).font('body').text(value);

    doc.moveDown().font('bold').fontSize(13).text('Findings');
    doc
      .font('body')
      .fontSize(10)
      .text(
        `Total liability: ${formatUsd(report.totalLiabilityCents)}. Risk: ${report.riskLevel.charAt(0)}${report.riskLevel.slice(1).toLowerCase()}.`,
      );
    if (report.findings.length === 0) doc.text('No findings.');
    else doc.list(report.findings, { bulletRadius: 2 });

    doc.moveDown().font('bold').fontSize(13).text('Tax periods', MARGIN);
    drawPeriods(doc, report);
    drawExplanations(doc, report);
    numberPages(doc);
    doc.end();
  });
}

function drawRow(doc: PDFKit.PDFDocument, cells: readonly string[], font: 'body' | 'bold') {
  if (doc.y > doc.page.height - MARGIN - 30) doc.addPage();
  const y = doc.y;
  doc.font(font).fontSize(8.5);
  cells.forEach((cell, i) =>
    doc.text(cell, MARGIN + COLUMNS[i]!.x, y, {
      width: (COLUMNS[i + 1]?.x ?? 512) - COLUMNS[i]!.x - 4,
      lineBreak: false,
    }),
  );
  doc.x = MARGIN;
  doc.y = y + 14;
}

function drawPeriods(doc: PDFKit.PDFDocument, report: ExplainedReport) {
  doc.moveDown(0.3);
  drawRow(
    doc,
    COLUMNS.map((c) => c.header),
    'bold',
  );
  if (report.periods.length === 0) doc.font('body').fontSize(10).text('No periods recorded.', MARGIN);
  for (const p of report.periods) {
    drawRow(
      doc,
      [
        p.form,
        p.period,
        p.filed ? `Yes ${dateOrDash(p.filedOn)}` : 'Not filed',
        formatUsd(p.balanceCents),
        p.installmentAgreement ? (p.iaInDefault ? 'Yes, in default' : 'Yes') : 'No',
        dateOrDash(p.lienFiledOn),
        dateOrDash(p.levyNoticeOn),
      ],
      'body',
    );
  }
}

/**
 * Per period, what the IRS record says (decision 279): the sentence, the dates a lender acts on (stated or
 * estimated), and the facts with their evidence; a period typed by hand has only its sentence.
 */
function drawExplanations(doc: PDFKit.PDFDocument, report: ExplainedReport) {
  if (report.periods.length === 0) return;
  doc.x = MARGIN;
  doc.moveDown().font('bold').fontSize(13).text('What the record shows', MARGIN);
  for (const p of report.periods) {
    const stage = p.stage
      ? `: ${p.stage.label}${p.stage.reachedOn ? ` since ${displayDate(p.stage.reachedOn)}` : ''}`
      : '';
    doc.moveDown(0.5).font('bold').fontSize(10).text(`Form ${p.form}, ${p.period}${stage}`, MARGIN);
    doc.font('body').fontSize(9.5).text(p.explanation, MARGIN);
    const lines = [
      ...describeActBy(p.actBy),
      ...p.evidence.map((e) => e.summary),
      ...(p.entered.length ? [`Entered by operations: ${describeEnteredFacts(p.entered)}`] : []),
    ];
    if (lines.length) doc.fontSize(9).list(lines, MARGIN + 6, undefined, { bulletRadius: 1.5 });
  }
  for (const n of report.notReported)
    doc
      .moveDown(0.3)
      .font('body')
      .fontSize(9)
      .text(`Form ${n.form ?? '?'}, ${n.taxPeriod ?? ''}: not reported by the IRS.`, MARGIN);
}

/** "Page n of m" at the foot of every page, written once all pages exist. */
function numberPages(doc: PDFKit.PDFDocument) {
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    // Writing inside the bottom margin would otherwise start a new page.
    doc.page.margins.bottom = 0;
    doc
      .font('body')
      .fontSize(8)
      .fillColor('#555555')
      .text(`Page ${i + 1} of ${range.count}`, MARGIN, doc.page.height - 35, {
        width: doc.page.width - 2 * MARGIN,
        align: 'center',
        lineBreak: false,
      });
  }
}
