import type { ContentPostType, EditablePost } from '@taxlens/contracts';
import { apiFetch } from '../../../shared/api/api-client';
import type { PostFields } from './content-types';

export const createPost = (postType: ContentPostType, fields: PostFields) =>
  apiFetch<EditablePost>('/api/ops/content/posts', { method: 'POST', json: { ...fields, postType } });
