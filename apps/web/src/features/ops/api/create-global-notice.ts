import type { EditableGlobalNotice } from '@taxlens/contracts';
import { apiFetch } from '../../../shared/api/api-client';
import type { GlobalNoticeInput } from './content-types';

export const createGlobalNotice = (fields: GlobalNoticeInput) =>
  apiFetch<EditableGlobalNotice>('/api/ops/content/global-notices', { method: 'POST', json: fields });
