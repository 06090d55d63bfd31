import { type Kysely, sql } from 'kysely';

// The content service (FAQs, tips, resources, news, release posts, global notices, terms versions),
// its upstream cache, and the cases sent through the contact form. Content ids are integers, as in
// the WordPress REST shapes the portal answers in.
export async function up(db: Kysely<unknown>): Promise<void> {
  // Files of the content service (resource PDFs, featured images), kept in the database: the
  // portal has no file storage yet, and they are small (docs/decisions/041).
  await sql`
    create table content_media (
      id serial primary key,
      title text not null,
      file_name text not null,
      mime_type text not null,
      bytes bytea not null,
      created_at timestamptz not null default now()
    )`.execute(db);

  await sql`
    create table content_faq_types (
      id serial primary key,
      name text not null,
      slug text not null unique,
      menu_order integer not null default 0
    )`.execute(db);

  // One table for every post type, as WordPress has: faq, tg_tips, portal_resources, releases, post.
  await sql`
    create table content_posts (
      id serial primary key,
      post_type text not null,
      slug text not null,
      title text not null,
      body_markdown text not null default '',
      body_html text not null default '',
      excerpt_markdown text not null default '',
      excerpt_html text not null default '',
      menu_order integer not null default 0,
      faq_type_ids integer[] not null default '{}',
      featured_media_id integer references content_media(id) on delete set null,
      attached_media_id integer references content_media(id) on delete set null,
      link text,
      published_at timestamptz not null default now(),
      modified_at timestamptz not null default now(),
      unique (post_type, slug)
    )`.execute(db);
  await sql`create index content_posts_type_order on content_posts(post_type, menu_order, published_at desc)`.execute(
    db,
  );

  await sql`
    create table global_notices (
      id serial primary key,
      type text not null,
      title text not null,
      body_markdown text not null default '',
      body_html text not null default '',
      active boolean not null default true,
      created_at timestamptz not null default now()
    )`.execute(db);

  // Each published version of the Terms & Conditions; a version after the first becomes a notice
  // (EULA) every user accepts at the next sign-in.
  await sql`
    create table terms_versions (
      version integer primary key,
      title text not null,
      summary text not null,
      body_markdown text not null,
      body_html text not null,
      notice_id uuid references notices(id) on delete set null,
      published_at timestamptz not null default now()
    )`.execute(db);

  // The last good answer of an upstream content site (CONTENT_URL), shared by every instance.
  await sql`
    create table content_cache (
      key text primary key,
      status integer not null,
      body text not null,
      headers jsonb not null default '{}',
      fetched_at timestamptz not null
    )`.execute(db);

  await sql`
    create table contact_cases (
      id uuid primary key default gen_random_uuid(),
      case_number bigserial unique,
      org_id text not null,
      subject text not null,
      reason text not null,
      description text not null default '',
      company text not null default '',
      name text not null default '',
      phone text not null default '',
      email text not null default '',
      ip text,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index contact_cases_created on contact_cases(created_at desc)`.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only');
}
