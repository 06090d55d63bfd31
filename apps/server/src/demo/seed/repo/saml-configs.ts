import type { Insertable } from 'kysely';
import type { Database } from '../../../db/connection.js';
import type { DB } from '../../../db/schema.js';

export async function insertSamlConfig(db: Database, values: Insertable<DB['saml_configs']>): Promise<void> {
  await db.insertInto('saml_configs').values(values).execute();
}
