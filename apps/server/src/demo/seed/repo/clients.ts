import type { Database } from '../../../db/connection.js';
import {
  buildClient,
  type ClientInput,
  describeClient,
  type CreatedClient,
  type PiiDeps,
} from '../factories/clients.js';
import { insertInChunks } from './insert-in-chunks.js';

export async function createClient(db: Database, deps: PiiDeps, input: ClientInput): Promise<CreatedClient> {
  const built = buildClient(deps, input);
  await db.insertInto('clients').values(built.row).execute();
  return describeClient(built);
}

/** Many clients in a few statements (the demo seed, scale tests). */
export async function createClients(db: Database, deps: PiiDeps, inputs: ClientInput[]): Promise<CreatedClient[]> {
  const built = inputs.map((input) => buildClient(deps, input));
  await insertInChunks(
    db,
    'clients',
    built.map((b) => b.row),
  );
  return built.map(describeClient);
}
