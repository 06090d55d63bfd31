// Compiled by `npm run typecheck`, never run: the hand-written table types (schema-*.ts) against the types
// generated from the migrated schema (generated/database.ts, `scripts/generate-db-types.ts`). A migration that
// adds, drops or renames a table or column, changes its nullability or its default, fails the type check here
// until the hand-written type follows it (docs/decisions/268). The hand-written types may be narrower (a union
// of status codes for a text column, `unknown` for jsonb), so the value types themselves are not compared.
import type { Insertable, Selectable } from 'kysely';
import type { DB as FromMigrations } from './generated/database.js';
import type { DB as HandWritten } from './schema.js';

type Shared = keyof FromMigrations & keyof HandWritten;

/**
 * Columns whose hand-written nullability knowingly differs from the catalogue's, each with its reason:
 * - clients.name_lower: a stored generated column, which PostgreSQL cannot declare NOT NULL; it is
 *   lower(business_name), and business_name is NOT NULL.
 */
type KnownNullability = { clients: 'name_lower' };
/** Views, whose columns the catalogue reports as nullable whatever they hold (api_idempotency: migration 054). */
type Views = 'api_idempotency';
type Known<T> = T extends Views ? string : T extends keyof KnownNullability ? KnownNullability[T] : never;
type OptionalKeys<Row> = { [K in keyof Row]-?: object extends Pick<Row, K> ? K : never }[keyof Row];
// `unknown` (how the hand-written types read jsonb) fits either way.
type Nullable<Row, K extends keyof Row> = unknown extends Row[K]
  ? 'either'
  : null extends Row[K]
    ? 'nullable'
    : 'not null';

type ColumnDrift<T extends Shared> =
  Exclude<keyof FromMigrations[T], keyof HandWritten[T]> | Exclude<keyof HandWritten[T], keyof FromMigrations[T]>;
type NullDrift<T extends Shared> = {
  [K in keyof Selectable<FromMigrations[T]> & keyof Selectable<HandWritten[T]>]: Nullable<
    Selectable<FromMigrations[T]>,
    K
  > extends Nullable<Selectable<HandWritten[T]>, K>
    ? never
    : Nullable<Selectable<HandWritten[T]>, K> extends 'either'
      ? never
      : K extends Known<T>
        ? never
        : K;
}[keyof Selectable<FromMigrations[T]> & keyof Selectable<HandWritten[T]>];
// A column the hand-written type lets an insert leave out, though it has neither a default nor null: the insert
// would fail. (The other way round, a hand-written type that asks for a value the database could default, is
// a choice of the code, not drift.)
type DefaultDrift<T extends Shared> = Exclude<
  OptionalKeys<Insertable<HandWritten[T]>>,
  OptionalKeys<Insertable<FromMigrations[T]>>
>;

type Drift = {
  [T in Shared]: { columns: ColumnDrift<T>; nullability: NullDrift<T>; defaults: DefaultDrift<T> };
};
type Drifted = {
  [T in keyof Drift as [Drift[T][keyof Drift[T]]] extends [never] ? never : T]: Drift[T];
};

/** Tables of the migrations without a hand-written type, and hand-written tables no migration creates. */
export const untypedTables: Exclude<keyof FromMigrations, keyof HandWritten>[] = [];
export const tablesWithoutMigration: Exclude<keyof HandWritten, keyof FromMigrations>[] = [];
/** Fails to compile with the drifted tables and their columns named in the message. */
export const driftedTables: { [T in keyof Drifted]: Drifted[T] } = {};
