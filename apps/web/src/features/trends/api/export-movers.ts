import { downloadFile } from '../../../shared/api/download-file';

export const exportMovers = (query: string) => downloadFile(`/api/trends/movers/export?${query}`, 'trend-movers.csv');
