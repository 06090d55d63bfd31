import type { Insertable } from 'kysely';
import type { Database } from '../../../db/connection.js';
import type { DB } from '../../../db/schema.js';

export async function insertMedia(
  db: Database,
  title: string,
  fileName: string,
  mimeType: string,
  bytes: Buffer,
): Promise<number> {
  const row = await db
    .insertInto('content_media')
    .values({ title, file_name: fileName, mime_type: mimeType, bytes })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function insertFaqType(db: Database, values: Insertable<DB['content_faq_types']>): Promise<number> {
  const row = await db.insertInto('content_faq_types').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function insertPost(db: Database, values: Insertable<DB['content_posts']>): Promise<void> {
  await db.insertInto('content_posts').values(values).execute();
}

export async function insertTermsVersion(db: Database, values: Insertable<DB['terms_versions']>): Promise<void> {
  await db.insertInto('terms_versions').values(values).execute();
}
