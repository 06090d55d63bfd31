import { useQuery } from '@tanstack/react-query';
import type { ContentPostType, EditablePost } from '@taxlens/contracts';
import { apiFetch } from '../../../shared/api/api-client';
import { opsKeys } from './keys';

export const getPosts = (postType: ContentPostType) =>
  apiFetch<EditablePost[]>(`/api/ops/content/posts?postType=${postType}`);

export const usePosts = (postType: ContentPostType) =>
  useQuery({ queryKey: opsKeys.posts(postType), queryFn: () => getPosts(postType) });
