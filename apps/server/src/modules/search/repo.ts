import { sql } from 'kysely';
import type { Database } from '../../db/connection.js';

/** LIKE treats % and _ as wildcards; a typed "50%" must match literally. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Clients of one lender whose name contains the text, best matches first (pg_trgm similarity). */
export async function findOrderableClientsByName(db: Database, lenderId: string, text: string, limit: number) {
  return db
    .selectFrom('clients')
    .select(['id', 'business_name'])
    .where('lender_id', '=', lenderId)
    .where('status', 'not in', ['ARCHIVED', 'CLOSED'])
    .where('business_name', 'ilike', `%${escapeLike(text)}%`)
    .orderBy(sql`similarity(business_name, ${text})`, 'desc')
    .orderBy('business_name')
    .limit(limit)
    .execute();
}
