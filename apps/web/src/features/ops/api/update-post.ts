import type { EditablePost } from '@taxlens/contracts';
import { apiFetch } from '../../../shared/api/api-client';
import type { PostFields } from './content-types';

export const updatePost = (id: number, fields: PostFields) =>
  apiFetch<EditablePost>(`/api/ops/content/posts/${id}`, { method: 'PUT', json: fields });
