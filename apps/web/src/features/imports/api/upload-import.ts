import type { ImportSummary } from '@taxlens/contracts';
import { apiFetch } from '../../../shared/api/api-client';
import { IMPORT_HANDLED_STATUSES } from './handled-statuses';
import type { ImportFiles, ReadOptions } from './uploaded-files';

export type { ImportFiles, ReadOptions } from './uploaded-files';

/** Step 1: the sheet, and optionally the ZIP of signed 8821s, read by the server into a preview. */
export const uploadImport = ({ file, forms }: ImportFiles, { encoding, sheet }: ReadOptions = {}) => {
  const body = new FormData();
  if (encoding) body.append('encoding', encoding);
  if (sheet) body.append('sheet', sheet);
  body.append('file', file);
  if (forms) body.append('forms', forms);
  return apiFetch<ImportSummary>('/api/imports', {
    method: 'POST',
    formData: body,
    handledStatuses: IMPORT_HANDLED_STATUSES,
  });
};
