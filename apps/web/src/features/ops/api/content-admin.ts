import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ContactCase,
  ContentPostType,
  EditableGlobalNotice,
  EditablePost,
  PostInput,
  TermsInput,
} from '@taxlens/contracts';
import { apiFetch } from '../../../shared/api/api-client';

export type FaqType = { id: number; name: string; slug: string; menuOrder: number };
export type TermsVersion = { version: number; title: string; summary: string; publishedAt: string };
export type GlobalNoticeInput = Omit<EditableGlobalNotice, 'id' | 'bodyHtml'>;
export type PostFields = Omit<PostInput, 'postType'>;

const BASE = '/api/ops/content';

export const usePosts = (postType: ContentPostType) =>
  useQuery({
    queryKey: ['ops', 'posts', postType],
    queryFn: () => apiFetch<EditablePost[]>(`${BASE}/posts?postType=${postType}`),
  });

/** Creates (no id) or updates a post, then reloads the list. */
export function useSavePost(postType: ContentPostType) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, fields }: { id: number | null; fields: PostFields }) =>
      id === null
        ? apiFetch<EditablePost>(`${BASE}/posts`, { method: 'POST', json: { ...fields, postType } })
        : apiFetch<EditablePost>(`${BASE}/posts/${id}`, { method: 'PUT', json: fields }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['ops', 'posts', postType] }),
  });
}

/** Replaces a resource's PDF (sent as the raw body). */
export function useUploadResourceFile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, file }: { id: number; file: File }) =>
      apiFetch<EditablePost>(`${BASE}/posts/${id}/file?${new URLSearchParams({ name: file.name })}`, {
        method: 'PUT',
        blob: file,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['ops', 'posts', 'portal_resources'] }),
  });
}

export function useDeletePost(postType: ContentPostType) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiFetch(`${BASE}/posts/${id}`, { method: 'DELETE' }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['ops', 'posts', postType] }),
  });
}

export const useFaqTypes = () =>
  useQuery({ queryKey: ['ops', 'faq-types'], queryFn: () => apiFetch<FaqType[]>(`${BASE}/faq-types`) });

export function useSaveFaqType() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, name, menuOrder }: { id: number | null; name: string; menuOrder: number }) =>
      apiFetch<FaqType>(id === null ? `${BASE}/faq-types` : `${BASE}/faq-types/${id}`, {
        method: id === null ? 'POST' : 'PUT',
        json: { name, menuOrder },
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['ops', 'faq-types'] }),
  });
}

export function useDeleteFaqType() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiFetch(`${BASE}/faq-types/${id}`, { method: 'DELETE' }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['ops'] }),
  });
}

export const useGlobalNotices = () =>
  useQuery({
    queryKey: ['ops', 'global-notices'],
    queryFn: () => apiFetch<EditableGlobalNotice[]>(`${BASE}/global-notices`),
  });

export function useSaveGlobalNotice() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, fields }: { id: number | null; fields: GlobalNoticeInput }) =>
      apiFetch<EditableGlobalNotice>(id === null ? `${BASE}/global-notices` : `${BASE}/global-notices/${id}`, {
        method: id === null ? 'POST' : 'PUT',
        json: fields,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['ops', 'global-notices'] }),
  });
}

export function useDeleteGlobalNotice() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiFetch(`${BASE}/global-notices/${id}`, { method: 'DELETE' }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['ops', 'global-notices'] }),
  });
}

export const useTermsVersions = () =>
  useQuery({ queryKey: ['ops', 'terms'], queryFn: () => apiFetch<TermsVersion[]>('/api/ops/terms') });

export function usePublishTerms() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: TermsInput) => apiFetch<TermsVersion>('/api/ops/terms', { method: 'POST', json: input }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['ops', 'terms'] }),
  });
}

export const useContactCases = () =>
  useQuery({ queryKey: ['ops', 'contact-cases'], queryFn: () => apiFetch<ContactCase[]>('/api/ops/contact-cases') });
