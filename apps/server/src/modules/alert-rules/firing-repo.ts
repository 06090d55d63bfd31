import type { Database } from '../../db/connection.js';

export type NewFiring = {
  lenderId: string;
  versionId: string;
  clientId: string;
  reportId: string | null;
  authorizationExpiresOn: string | null;
  at: Date;
};

/**
 * Writes a firing once: the unique keys (version, report) and (version, client, 8821 expiry) make a
 * second try, by a restart or another instance, a no-op. Answers whether this call wrote it.
 */
export async function recordFiring(trx: Database, f: NewFiring): Promise<boolean> {
  const row = await trx
    .insertInto('alert_rule_firings')
    .values({
      lender_id: f.lenderId,
      rule_version_id: f.versionId,
      client_id: f.clientId,
      report_id: f.reportId,
      authorization_expires_on: f.authorizationExpiresOn,
      fired_at: f.at,
    })
    .onConflict((oc) => oc.doNothing())
    .returning('id')
    .executeTakeFirst();
  return Boolean(row);
}
