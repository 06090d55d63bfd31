import { sql } from 'kysely';

/** `%text%` for LIKE and ILIKE: a typed "50%" or "a_b" matches literally (% and _ are wildcards). */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * `%text%` lower-cased by PostgreSQL, as it lower-cased the clients' stored `name_lower` and
 * `dba_lower` (migration 048), so both agree on every letter: LIKE against them gives ILIKE's answer
 * without lower-casing every row read (decision 228).
 */
export const containsLower = (text: string) => sql<string>`lower(${containsPattern(text)})`;
