import { parseInvoiceDate } from '@taxlens/contracts';
import { downloadFile } from '../../../shared/api/download-file';

/** Spec 2 §7: the month's CSV, saved as {product}_{Month}_{year}_invoice.csv (the call needs the CSRF header). */
export async function exportInvoice(invoiceDate: string, productName: string): Promise<void> {
  const parsed = parseInvoiceDate(invoiceDate);
  if (!parsed) throw new Error(`Not a 'Month Year' invoice date: ${invoiceDate}`);
  await downloadFile(
    `/api/invoice/all?month=${encodeURIComponent(parsed.month)}&year=${parsed.year}`,
    `${productName}_${parsed.month}_${parsed.year}_invoice.csv`,
  );
}

/** Spec 2 §7: the view link, opened in a new tab. */
export const invoiceViewUrl = (lenderId: string, fbInvoiceId: string) =>
  `/api/lenders/${encodeURIComponent(lenderId)}/invoice/${encodeURIComponent(fbInvoiceId)}?attachment=false`;
