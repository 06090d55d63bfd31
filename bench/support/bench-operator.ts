import type { Database } from '../../apps/server/src/db/connection.js';
import { ensureTotpUsers } from './bench-users.js';
import type { BenchUser } from './sign-in.js';

/**
 * The operations user of the bench data sets: TaxLens staff (ROLE_ADMIN, no lender of its own, as
 * the demo seed's ops.admin) who signs in with an authenticator app, which the operations pages ask
 * for (route-table.ts, OPS). Made once per data set.
 */
export async function ensureBenchOperator(db: Database): Promise<BenchUser> {
  const [operator] = await ensureTotpUsers(db, [{ username: 'bench.operator', lenders: [], globalRole: 'ROLE_ADMIN' }]);
  return operator!;
}
