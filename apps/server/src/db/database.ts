import type { Kysely } from 'kysely';
import type { DB } from './schema.js';

/** The typed query builder every module writes with (opened by connection.ts). */
export type Database = Kysely<DB>;
