import type { ColumnType } from 'kysely';

/** timestamptz: read as Date, written as Date or ISO string. */
export type Timestamp = ColumnType<Date, Date | string, Date | string>;
/** timestamptz with a database default. */
export type TimestampDefault = ColumnType<Date, Date | string | undefined, Date | string>;
export type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
/** jsonb with a default: written as a JSON string, read back parsed. */
export type JsonDefault = ColumnType<unknown, string | undefined, string>;
export type Json = ColumnType<unknown, string, string>;
/** bytea: PGlite reads a Uint8Array, pg a Buffer; both accept a Buffer. */
export type Bytes = ColumnType<Uint8Array, Buffer, Buffer>;
/**
 * What the generated types (generated/database.ts) call a json or jsonb value: opaque and never null, so the
 * schema drift check (schema-drift.check.ts) can tell a nullable jsonb column from one that is not.
 */
export type JsonbValue = { readonly jsonb: unique symbol };
