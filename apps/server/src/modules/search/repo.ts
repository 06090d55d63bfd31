import { CLIENT_STATUSES, type ClientStatus } from '@taxlens/contracts';
import { type ExpressionBuilder, type SelectQueryBuilder, sql } from 'kysely';
import type { Database } from '../../db/connection.js';
import { containsLower } from '../../db/like-pattern.js';
import type { DB } from '../../db/schema.js';
import { hashTaxId, normalizeTaxId } from '../../platform/pii.js';

/** How many name matches (newest clients first) are ranked by similarity. */
const RANKED_CANDIDATES = 200;

/**
 * The trigram indexes need three characters; one or two are looked for among the newest clients
 * only, so a short word never scans a whole portfolio (decision 023).
 */
export const SHORT_TEXT_WINDOW = 20_000;

/**
 * The lender's clients to match against: all of them, or the newest window for short text. The
 * window holds only what the newest-first index carries (decision 228), so it is read from the index.
 */
function clientsFor(db: Database, lenderId: string, text: string): SelectQueryBuilder<DB, 'clients', object> {
  if (text.trim().length >= 3) return db.selectFrom('clients').where('lender_id', '=', lenderId);
  const recent = db
    .selectFrom('clients')
    .select(['id', 'created_at', 'status', 'name_lower', 'dba_lower'])
    .where('lender_id', '=', lenderId)
    .orderBy('created_at', 'desc')
    .limit(SHORT_TEXT_WINDOW);
  // The conditions below read only these columns, under the same names as in clients.
  return db.selectFrom(recent.as('clients')) as unknown as SelectQueryBuilder<DB, 'clients', object>;
}

/** Clients of one lender whose name contains the text, best matches first (pg_trgm similarity). */
export async function findOrderableClientsByName(db: Database, lenderId: string, text: string, limit: number) {
  // Candidates come newest first, from a walk of the newest-first index (decision 228) for common text or
  // the trigram index for rare text, so a common word never ranks a whole portfolio (an alphabetical
  // walk would crawl past every earlier name first); the candidates are then ranked by similarity.
  const candidates = clientsFor(db, lenderId, text)
    .select(['id', 'name_lower'])
    .where('status', 'not in', ['ARCHIVED', 'CLOSED'])
    .where('name_lower', 'like', containsLower(text))
    .orderBy('created_at', 'desc')
    .limit(RANKED_CANDIDATES)
    .as('candidates');
  // pg_trgm's similarity ignores case, so the lower-cased names rank as the names do; only the
  // rows kept are read for the names as written.
  const ranked = db
    .selectFrom(candidates)
    .select(['id', 'name_lower', sql<number>`similarity(name_lower, ${text})`.as('rank')])
    .orderBy('rank', 'desc')
    .orderBy('name_lower')
    .orderBy('id')
    .limit(limit)
    .as('ranked');
  return db
    .selectFrom(ranked)
    .innerJoin('clients', 'clients.id', 'ranked.id')
    .select(['clients.id', 'clients.business_name'])
    .orderBy('ranked.rank', 'desc')
    .orderBy('ranked.name_lower')
    .orderBy('ranked.id')
    .execute();
}

/** Counting stops here: a word found in thousands of names needs no exact total (decision 023). */
export const SEARCH_COUNT_LIMIT = 1_000;

type ClientsEb = ExpressionBuilder<DB, 'clients'>;

/**
 * Spec 2 §2 search: business or person name (or DBA) anywhere in it, case-insensitive; a full
 * tax id through its blind index; its last four digits; a status word.
 */
function matches(piiKey: Buffer, keyword: string) {
  const digits = normalizeTaxId(keyword);
  const onlyDigits = /^[\d\s-]+$/.test(keyword);
  const status = CLIENT_STATUSES.find((s) => s === keyword.toUpperCase()) as ClientStatus | undefined;
  return (eb: ClientsEb) => {
    const pattern = containsLower(keyword);
    const any = [eb('name_lower', 'like', pattern), eb('dba_lower', 'like', pattern)];
    if (onlyDigits && digits.length === 9) any.push(eb('tax_id_hash', '=', hashTaxId(piiKey, digits)));
    if (onlyDigits && digits.length === 4) any.push(eb('tax_id_last4', '=', digits));
    if (status) any.push(eb('status', '=', status));
    return eb.or(any);
  };
}

export async function searchClients(
  db: Database,
  piiKey: Buffer,
  lenderId: string,
  keyword: string,
  page: number,
  size: number,
) {
  const where = matches(piiKey, keyword);
  // A tax id (4 or 9 digits) is found through its own indexes, whatever its length as text.
  const source = () =>
    /^[\d\s-]+$/.test(keyword)
      ? db.selectFrom('clients').where('lender_id', '=', lenderId)
      : clientsFor(db, lenderId, keyword);
  // Newest first: matches of a common word are spread evenly over time, so the index walk stops early.
  // The walk finds the page's ids (from the index alone for names); only those rows are then read.
  const pageIds = source()
    .select(['id', 'created_at'])
    .where(where)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .offset(page * size)
    .limit(size)
    .as('found');
  const rows = await db
    .selectFrom(pageIds)
    .innerJoin('clients', 'clients.id', 'found.id')
    .select([
      'clients.id',
      'clients.business_name',
      'clients.client_type',
      'clients.status',
      'clients.tax_id_kind',
      'clients.tax_id_last4',
      'clients.second_ein_last4',
    ])
    .orderBy('found.created_at', 'desc')
    .orderBy('found.id', 'desc')
    .execute();
  // A page that is not full but not past the end tells the total without a second walk: a search for
  // one borrower's name, the usual one, costs one query (the count is the search's costliest part).
  if (rows.length < size && (rows.length > 0 || page === 0))
    return { rows, total: Math.min(page * size + rows.length, SEARCH_COUNT_LIMIT) };
  const counted = await db
    .selectFrom(source().select('id').where(where).limit(SEARCH_COUNT_LIMIT).as('hits'))
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return { rows, total: Number(counted.n) };
}
