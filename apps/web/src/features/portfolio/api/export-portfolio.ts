import type { PortfolioList } from '@taxlens/contracts';
import { apiFetch } from '../../../shared/api/api-client';

/** The CSV of the filtered list, saved through a temporary link (the call needs the CSRF header). */
export async function exportPortfolio(list: PortfolioList, query: string): Promise<void> {
  const csv = await apiFetch<string>(`/api/portfolio/${list}/export?${query}`, { headers: { Accept: 'text/csv' } });
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `portfolio-${list}.csv`;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
