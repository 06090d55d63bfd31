import type { Generated } from 'kysely';
import type { TimestampDefault } from './column-types.js';

/** One row when the demo seed filled this database (migration 019, docs/decisions/136). */
export type DemoDataMarkTable = { id: Generated<boolean>; seeded_at: TimestampDefault };

export type DemoTables = { demo_data_mark: DemoDataMarkTable };
