import { downloadFile } from '../../../shared/api/download-file';

export const exportTrends = (query: string) => downloadFile(`/api/trends/export?${query}`, 'trends.csv');
