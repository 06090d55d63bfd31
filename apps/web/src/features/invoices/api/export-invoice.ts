import { parseInvoiceDate } from '@taxlens/contracts';
import { apiFetch } from '../../../shared/api/api-client';

/** Spec 2 §7: the month's CSV, saved as {product}_{Month}_{year}_invoice.csv (the call needs the CSRF header). */
export async function exportInvoice(invoiceDate: string, productName: string): Promise<void> {
  const parsed = parseInvoiceDate(invoiceDate);
  if (!parsed) throw new Error(`Not a 'Month Year' invoice date: ${invoiceDate}`);
  const csv = await apiFetch<string>(`/api/invoice/all?month=${encodeURIComponent(parsed.month)}&year=${parsed.year}`, { headers: { Accept: 'text/csv' } });
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `${productName}_${parsed.month}_${parsed.year}_invoice.csv`;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

/** Spec 2 §7: the view link, opened in a new tab. */
export const invoiceViewUrl = (lenderId: string, fbInvoiceId: string) =>
  `/api/lenders/${encodeURIComponent(lenderId)}/invoice/${encodeURIComponent(fbInvoiceId)}?attachment=false`;
