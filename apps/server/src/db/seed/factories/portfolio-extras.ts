import { createHash, randomUUID } from 'node:crypto';
import type { Database } from '../../connection.js';
import { nextSequence } from './sequence.js';

export type BundleInput = { lenderId: string; name?: string; clientIds: string[]; createdAt?: Date };

/** A bundle and its clients, in the given order (the first is the bundle's lead client). */
export async function createBundle(db: Database, input: BundleInput): Promise<{ id: string }> {
  const id = randomUUID();
  await db
    .insertInto('bundles')
    .values({ id, lender_id: input.lenderId, name: input.name ?? `Bundle ${nextSequence()}`, ...(input.createdAt ? { created_at: input.createdAt } : {}) })
    .execute();
  if (input.clientIds.length) {
    await db
      .insertInto('bundle_clients')
      .values(input.clientIds.map((clientId, position) => ({ bundle_id: id, client_id: clientId, lender_id: input.lenderId, position })))
      .execute();
  }
  return { id };
}

export type DesigneeInput = { lenderId: string; clientId: string; name?: string; email?: string; createdAt?: Date };

export async function createDesignee(db: Database, input: DesigneeInput): Promise<{ id: string }> {
  const n = nextSequence();
  const row = await db
    .insertInto('designees')
    .values({
      lender_id: input.lenderId,
      client_id: input.clientId,
      name: input.name ?? `Designee ${n}`,
      email: input.email ?? `designee${n}@example.test`,
      ...(input.createdAt ? { created_at: input.createdAt } : {}),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id };
}

export type StoredFileInput = {
  lenderId: string;
  storageKey?: string;
  originalName?: string;
  contentType?: string;
  /** The file's bytes, for size and checksum; the storage backend holds them, not this table. */
  content?: Buffer;
  uploadedBy?: string | null;
};

export async function createStoredFile(db: Database, input: StoredFileInput): Promise<{ id: string; storageKey: string }> {
  const content = input.content ?? Buffer.from('%PDF-1.4\n%%EOF\n');
  const storageKey = input.storageKey ?? `forms/${randomUUID()}.pdf`;
  const row = await db
    .insertInto('stored_files')
    .values({
      lender_id: input.lenderId,
      storage_key: storageKey,
      original_name: input.originalName ?? 'form-8821.pdf',
      content_type: input.contentType ?? 'application/pdf',
      size_bytes: content.length,
      sha256: createHash('sha256').update(content).digest('hex'),
      uploaded_by: input.uploadedBy ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, storageKey };
}
