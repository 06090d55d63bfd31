import { apiFetch } from '../../../shared/api/api-client';
import type { FaqType } from './content-types';
import type { FaqTypeFields } from './create-faq-type';

export const updateFaqType = (id: number, fields: FaqTypeFields) =>
  apiFetch<FaqType>(`/api/ops/content/faq-types/${id}`, { method: 'PUT', json: fields });
