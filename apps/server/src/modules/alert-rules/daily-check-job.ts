import type { Database } from '../../db/connection.js';
import type { Job } from '../../platform/jobs/runner.js';
import { lenderHistories } from './client-history.js';
import { deliverFirings } from './deliver-firings.js';
import type { MailConfig } from './digest-mail.js';
import { dayOf, firesOnDay } from './evaluate.js';
import { recordFiring } from './firing-repo.js';
import { liveDailyRules } from './repo.js';

const DAY_MS = 86_400_000;

/**
 * The daily check of the rules that name the 8821's expiry (decision 203): each live daily rule on
 * each active client of its lender, by the one evaluator; a firing is keyed by (rule version,
 * client, the form's expiry date), so a client is told once per form and rule version however
 * often the job runs. One run is one delivery (a digest per rule over 20 clients).
 */
export async function checkDailyRules(db: Database, config: MailConfig, now: Date): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const day = dayOf(now);
    const rules = await liveDailyRules(trx);
    const byLender = new Map<string, typeof rules>();
    for (const r of rules) byLender.set(r.lenderId, [...(byLender.get(r.lenderId) ?? []), r]);
    for (const [lenderId, lenderRules] of byLender) {
      for await (const histories of lenderHistories(trx, lenderId)) {
        for (const rule of lenderRules) {
          for (const h of histories) {
            if (!firesOnDay(rule.definition, h, day)) continue;
            await recordFiring(trx, {
              lenderId,
              versionId: rule.versionId,
              clientId: h.clientId,
              reportId: null,
              authorizationExpiresOn: h.authorizationExpiresOn,
              at: now,
            });
          }
        }
      }
    }
    return deliverFirings(trx, config, 'DAILY', now);
  });
}

export function createAlertRulesDailyJob(config: MailConfig, intervalMs = DAY_MS): Job {
  return {
    name: 'alert-rules-daily',
    intervalMs,
    run: async (db, now) => void (await checkDailyRules(db, config, now)),
  };
}
