import type { ColumnType, Generated } from 'kysely';
import type { Bytes, Timestamp, TimestampDefault } from './column-types.js';

type Int8 = ColumnType<number, never, never>;

export type ContentMediaTable = {
  id: Generated<number>;
  title: string;
  file_name: string;
  mime_type: string;
  bytes: Bytes;
  created_at: TimestampDefault;
};

export type ContentFaqTypesTable = { id: Generated<number>; name: string; slug: string; menu_order: Generated<number> };

export type ContentPostsTable = {
  id: Generated<number>;
  post_type: string;
  slug: string;
  title: string;
  body_markdown: Generated<string>;
  body_html: Generated<string>;
  excerpt_markdown: Generated<string>;
  excerpt_html: Generated<string>;
  menu_order: Generated<number>;
  faq_type_ids: Generated<number[]>;
  featured_media_id: number | null;
  attached_media_id: number | null;
  link: string | null;
  published_at: TimestampDefault;
  modified_at: TimestampDefault;
};

export type GlobalNoticesTable = {
  id: Generated<number>;
  type: string;
  title: string;
  body_markdown: Generated<string>;
  body_html: Generated<string>;
  active: Generated<boolean>;
  created_at: TimestampDefault;
};

export type TermsVersionsTable = {
  version: number;
  title: string;
  summary: string;
  body_markdown: string;
  body_html: string;
  notice_id: string | null;
  published_at: TimestampDefault;
};

export type ContentCacheTable = {
  key: string;
  status: number;
  body: string;
  headers: ColumnType<unknown, string, string>;
  fetched_at: Timestamp;
};

export type ContactCasesTable = {
  id: Generated<string>;
  case_number: Int8;
  org_id: string;
  subject: string;
  reason: string;
  description: string;
  company: string;
  name: string;
  phone: string;
  email: string;
  ip: string | null;
  created_at: TimestampDefault;
};

export type ContentTables = {
  content_media: ContentMediaTable;
  content_faq_types: ContentFaqTypesTable;
  content_posts: ContentPostsTable;
  global_notices: GlobalNoticesTable;
  terms_versions: TermsVersionsTable;
  content_cache: ContentCacheTable;
  contact_cases: ContactCasesTable;
};
