import type { EditableGlobalNotice, PostInput } from '@taxlens/contracts';

export type FaqType = { id: number; name: string; slug: string; menuOrder: number };
export type TermsVersion = { version: number; title: string; summary: string; publishedAt: string };
export type GlobalNoticeInput = Omit<EditableGlobalNotice, 'id' | 'bodyHtml'>;
export type PostFields = Omit<PostInput, 'postType'>;
