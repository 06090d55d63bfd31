import type { PortfolioList } from '@taxlens/contracts';
import { downloadFile } from '../../../shared/api/download-file';

/** The CSV of the filtered list, saved through a temporary link (the call needs the CSRF header). */
export async function exportPortfolio(list: PortfolioList, query: string): Promise<void> {
  await downloadFile(`/api/portfolio/${list}/export?${query}`, `portfolio-${list}.csv`);
}
