import type { EditableGlobalNotice } from '@taxlens/contracts';
import { apiFetch } from '../../../shared/api/api-client';
import type { GlobalNoticeInput } from './content-types';

export const updateGlobalNotice = (id: number, fields: GlobalNoticeInput) =>
  apiFetch<EditableGlobalNotice>(`/api/ops/content/global-notices/${id}`, { method: 'PUT', json: fields });
