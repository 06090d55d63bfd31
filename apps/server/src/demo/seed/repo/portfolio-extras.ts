import { createHash, randomUUID } from 'node:crypto';
import type { Database } from '../../../db/connection.js';
import { newStorageKey } from '../../../platform/storage/storage-key.js';
import { nextSequence } from '../factories/sequence.js';

export type BundleInput = { lenderId: string; name?: string; clientIds: string[]; createdAt?: Date };

/** A bundle and its clients, in the given order (the first is the bundle's lead client). */
export async function createBundle(db: Database, input: BundleInput): Promise<{ id: string }> {
  const id = randomUUID();
  await db
    .insertInto('bundles')
    .values({
      id,
      lender_id: input.lenderId,
      name: input.name ?? `Bundle ${nextSequence()}`,
      ...(input.createdAt ? { created_at: input.createdAt } : {}),
    })
    .execute();
  if (input.clientIds.length) {
    await db
      .insertInto('bundle_clients')
      .values(
        input.clientIds.map((clientId, position) => ({
          bundle_id: id,
          client_id: clientId,
          lender_id: input.lenderId,
          position,
        })),
      )
      .execute();
  }
  return { id };
}

export type DesigneeInput = {
  lenderId: string;
  name?: string;
  cafNumber?: string;
  ptin?: string | null;
  phone?: string;
  fax?: string | null;
  /** Clients whose 8821 names this designee. */
  clientIds?: string[];
  createdAt?: Date;
};

/** A Form 8821 designee of the lender, optionally named on some clients. */
export async function createDesignee(db: Database, input: DesigneeInput): Promise<{ id: string; cafNumber: string }> {
  const n = nextSequence();
  const cafNumber = input.cafNumber ?? `${String(1000 + (n % 9000))}-${String(10000 + (n % 90000))}R`;
  const row = await db
    .insertInto('designees')
    .values({
      lender_id: input.lenderId,
      name: input.name ?? `Designee ${n}, CPA`,
      caf_number: cafNumber,
      ptin: input.ptin === undefined ? `P${String(10_000_000 + n).slice(-8)}` : input.ptin,
      address_line1: '200 Commerce Blvd',
      address_line2: null,
      city: 'Columbus',
      state: 'OH',
      zip: '43215',
      phone: input.phone ?? '(614) 555-0150',
      fax: input.fax ?? null,
      ...(input.createdAt ? { created_at: input.createdAt, updated_at: input.createdAt } : {}),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (input.clientIds?.length) {
    await db
      .updateTable('clients')
      .set({ designee_id: row.id })
      .where('id', 'in', input.clientIds)
      .where('lender_id', '=', input.lenderId)
      .execute();
  }
  return { id: row.id, cafNumber };
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

export async function createStoredFile(
  db: Database,
  input: StoredFileInput,
): Promise<{ id: string; storageKey: string }> {
  const content = input.content ?? Buffer.from('%PDF-1.4\n%%EOF\n');
  const storageKey = input.storageKey ?? newStorageKey('forms', 'pdf');
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
