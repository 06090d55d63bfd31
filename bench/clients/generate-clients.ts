import { randomUUID } from 'node:crypto';
import type { ClientTypeCode } from '@taxlens/contracts';
import type pg from 'pg';
import { createIdentitySource } from '../../apps/server/src/demo/seed/demo-identities.js';
import { createRandom } from '../../apps/server/src/demo/seed/random.js';
import { encryptPii, hashTaxId, lastFour, normalizeTaxId } from '../../apps/server/src/platform/pii.js';

const TYPES: ReadonlyArray<readonly [ClientTypeCode, number]> = [
  ['llc', 35],
  ['corp', 20],
  ['sole_prop', 15],
  ['individual', 15],
  ['partners', 7],
  ['nonprofit', 4],
  ['estates_and_trusts', 4],
];
const STATUSES = [
  ['ACTIVE', 80],
  ['PENDING', 10],
  ['ARCHIVED', 5],
  ['REJECTED', 3],
  ['CLOSED', 2],
] as const;
const BATCH = 5_000;

/**
 * Inserts `count` realistic clients (names, addresses, unique encrypted and blind-indexed tax ids)
 * for one lender, in batches of unnest() inserts. Returns a few sample rows to search for.
 */
export async function generateClients(
  db: pg.Pool,
  piiKey: Buffer,
  lenderId: string,
  count: number,
  log: (line: string) => void,
) {
  const rng = createRandom(20_261_122);
  const identities = createIdentitySource(rng);
  const samples: Array<{ name: string; taxId: string }> = [];
  const started = Date.now();
  for (let done = 0; done < count; done += BATCH) {
    const n = Math.min(BATCH, count - done);
    const cols = {
      id: [] as string[],
      type: [] as string[],
      name: [] as string[],
      dba: [] as (string | null)[],
      first: [] as (string | null)[],
      last: [] as (string | null)[],
      fiduciary: [] as (string | null)[],
      kind: [] as string[],
      enc: [] as string[],
      last4: [] as string[],
      hash: [] as string[],
      line1: [] as string[],
      city: [] as string[],
      state: [] as string[],
      zip: [] as string[],
      phone: [] as string[],
      status: [] as string[],
      created: [] as string[],
    };
    for (let i = 0; i < n; i++) {
      const type = rng.weighted(TYPES);
      const who = identities(type);
      const digits = normalizeTaxId(who.taxId!);
      const person = type === 'individual' || type === 'sole_prop';
      cols.id.push(randomUUID());
      cols.type.push(type);
      cols.name.push(who.businessName!);
      cols.dba.push(who.dba ?? null);
      cols.first.push(who.firstName ?? null);
      cols.last.push(who.lastName ?? null);
      cols.fiduciary.push(who.fiduciaryName ?? null);
      cols.kind.push(person ? 'SSN' : 'EIN');
      cols.enc.push(encryptPii(piiKey, digits));
      cols.last4.push(lastFour(digits));
      cols.hash.push(hashTaxId(piiKey, digits));
      cols.line1.push(who.addressLine1!);
      cols.city.push(who.city!);
      cols.state.push(who.state!);
      cols.zip.push(who.zip!);
      cols.phone.push(who.phone ?? '(614) 555-0100');
      cols.status.push(rng.weighted(STATUSES));
      cols.created.push(new Date(Date.now() - rng.int(0, 5 * 365) * 86_400_000).toISOString());
      if ((done + i) % 50_000 === 7) samples.push({ name: who.businessName!, taxId: digits });
    }
    const arrays = [
      cols.id,
      cols.type,
      cols.name,
      cols.dba,
      cols.first,
      cols.last,
      cols.fiduciary,
      cols.kind,
      cols.enc,
      cols.last4,
      cols.hash,
      cols.line1,
      cols.city,
      cols.state,
      cols.zip,
      cols.phone,
      cols.status,
      cols.created,
    ];
    await db.query(
      `insert into clients (id, lender_id, client_type, business_name, dba, first_name, last_name, fiduciary_name, tax_id_kind,
         tax_id_encrypted, tax_id_last4, tax_id_hash, address_line1, city, state, zip, phone, status, created_at, updated_at)
       select t.id, $19::uuid, t.type, t.name, t.dba, t.first, t.last, t.fiduciary, t.kind, t.enc, t.last4, t.hash,
         t.line1, t.city, t.state, t.zip, t.phone, t.status, t.created, t.created
       from unnest($1::uuid[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[], $9::text[],
         $10::text[], $11::text[], $12::text[], $13::text[], $14::text[], $15::text[], $16::text[], $17::text[], $18::timestamptz[])
         as t(id, type, name, dba, first, last, fiduciary, kind, enc, last4, hash, line1, city, state, zip, phone, status, created)`,
      [...arrays, lenderId],
    );
    if ((done + n) % 100_000 === 0 || done + n === count)
      log(`  ${done + n} clients (${Math.round((Date.now() - started) / 1000)} s)`);
  }
  await db.query('analyze clients');
  return samples;
}
