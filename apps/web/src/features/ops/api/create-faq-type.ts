import { apiFetch } from '../../../shared/api/api-client';
import type { FaqType } from './content-types';

export type FaqTypeFields = { name: string; menuOrder: number };

export const createFaqType = (fields: FaqTypeFields) =>
  apiFetch<FaqType>('/api/ops/content/faq-types', { method: 'POST', json: fields });
