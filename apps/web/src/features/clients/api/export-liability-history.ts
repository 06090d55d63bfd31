import { downloadFile } from '../../../shared/api/download-file';

export const exportLiabilityHistory = (clientId: string) =>
  downloadFile(`/api/clients/${clientId}/liability-history/export`, 'client-liability-history.csv');
