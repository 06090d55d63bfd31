import type { Database } from '../../db/connection.js';
import { recordAudit } from '../../platform/audit.js';
import { notFound } from '../../platform/errors.js';
import { parsePeriodCode } from '../../domain/derive-report.js';
import { updateCoveredPeriods } from './repo.js';

const QUARTER_ENDS = ['03-31', '06-30', '09-30', '12-31'];

/** The last day of a tax period ('2024' -> 2024-12-31, '2025Q2' -> 2025-06-30). */
export function coveredPeriodEnd(period: string): string {
  const { year, quarter } = parsePeriodCode(period);
  return `${year}-${quarter === null ? '12-31' : QUARTER_ENDS[quarter - 1]}`;
}

/** Sorted by end, without repeats: the last one decides how long the form is useful. */
export function normalizeCoveredPeriods(periods: string[]): string[] {
  return [...new Set(periods)].sort(
    (a, b) => coveredPeriodEnd(a).localeCompare(coveredPeriodEnd(b)) || a.localeCompare(b),
  );
}

/**
 * Operations records the tax periods written on the client's current 8821; the client's
 * authorization then runs to the end of the last one (decision 091), which the expiring-forms and
 * incomplete-auth lists and the monitoring schedule read.
 */
export async function recordCoveredPeriods(
  db: Database,
  input: { clientId: string; periods: string[]; userId: string | null; ip: string | null },
): Promise<{ clientId: string; periods: string[]; authorizationExpiresOn: string }> {
  const periods = normalizeCoveredPeriods(input.periods);
  const authorizationExpiresOn = coveredPeriodEnd(periods[periods.length - 1]!);
  return db.transaction().execute(async (trx) => {
    const client = await updateCoveredPeriods(trx, { clientId: input.clientId, periods, authorizationExpiresOn });
    if (!client) throw notFound('The client');
    await recordAudit(trx, {
      userId: input.userId,
      lenderId: client.lender_id,
      action: 'AUTHORIZATION_PERIODS_RECORDED',
      targetType: 'client',
      targetId: client.id,
      ip: input.ip,
      details: { periods },
    });
    return { clientId: client.id, periods, authorizationExpiresOn };
  });
}
