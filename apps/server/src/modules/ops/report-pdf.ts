import { type PDFFont, PDFDocument, type PDFPage, rgb, StandardFonts } from 'pdf-lib';
import { CATEGORY_LABELS, type CategoryCode, type RiskLevel, type TaxPeriod } from '@taxlens/contracts';

export type ReportPdfInput = {
  productName: string;
  lenderName: string;
  businessName: string;
  maskedTaxId: string;
  reportType: string;
  reportDate: string;
  totalLiabilityCents: number;
  riskLevel: RiskLevel;
  categories: readonly CategoryCode[];
  periods: readonly TaxPeriod[];
};

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const mdy = (iso: string | null) => (iso ? `${iso.slice(5, 7)}.${iso.slice(8, 10)}.${iso.slice(0, 4)}` : '-');
const yesNo = (b: boolean) => (b ? 'Yes' : 'No');

/** The lender's copy of a completed report: the figures derived on completion and every period. */
export async function renderReportPdf(input: ReportPdfInput): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.setTitle(`${input.productName} report: ${input.businessName}`);
  doc.setProducer(`${input.productName} Portal`);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  let page = doc.addPage([612, 792]);
  let y = 740;
  const line = (text: string, font: PDFFont = regular, size = 10, x = 50) => {
    if (y < 60) {
      page = doc.addPage([612, 792]);
      y = 740;
    }
    // Standard fonts encode WinAnsi only: anything else is replaced rather than failing the report.
    page.drawText(text.replace(/[^\x20-\x7e]/g, '?'), { x, y, size, font, color: rgb(0.1, 0.1, 0.1) });
    y -= size + 6;
  };

  line(`${input.productName} Report`, bold, 18);
  line(`${input.reportType} for ${input.lenderName}`, regular, 11);
  y -= 6;
  line(`Client: ${input.businessName}`, bold, 12);
  line(`Tax id: ${input.maskedTaxId}`);
  line(`Report date: ${mdy(input.reportDate)}`);
  line(`Total liability: ${usd.format(input.totalLiabilityCents / 100)}`);
  line(`Risk: ${input.riskLevel}`);
  y -= 6;
  line('Findings', bold, 12);
  if (input.categories.length === 0) line('No findings.');
  for (const c of input.categories) line(`- ${CATEGORY_LABELS[c]}`);
  y -= 6;
  line('Tax periods', bold, 12);
  drawPeriodHeader(page, y, bold);
  y -= 16;
  for (const p of input.periods) {
    line(
      [p.form.padEnd(6), p.period.padEnd(8), (p.filed ? `filed ${mdy(p.filedOn)}` : 'not filed').padEnd(18), usd.format(p.balanceCents / 100).padStart(14),
        `  IA: ${yesNo(p.installmentAgreement)}${p.iaInDefault ? ' (default)' : ''}`, `  Lien: ${mdy(p.lienFiledOn)}`, `  Levy: ${mdy(p.levyNoticeOn)}`].join(''),
      regular,
      8,
    );
  }
  return Buffer.from(await doc.save());
}

function drawPeriodHeader(page: PDFPage, y: number, font: PDFFont) {
  page.drawText('Form  Period  Filed             Balance         Installment agreement, lien, levy', { x: 50, y, size: 8, font });
}
