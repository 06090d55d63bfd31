import type { DomainEventPayloads } from '@taxlens/contracts';
import type { EventConsumer } from '../../platform/events/event-consumers.js';
import { loadClientHistories } from './client-history.js';
import { deliverFirings } from './deliver-firings.js';
import type { MailConfig } from './digest-mail.js';
import { firesOnReport } from './evaluate.js';
import { findCompletedAt } from './history-repo.js';
import { recordFiring } from './firing-repo.js';
import { versionsInForce } from './repo.js';

/**
 * The consumer of `report.completed` that checks the lender's rules (decision 203): each rule as it
 * stood when the report was completed, by the one evaluator. A firing is recorded per (rule version,
 * report) once; after the batch the firings become alerts, events and mail (a digest per rule when
 * the batch fired it for more than 20 clients). Test events (API test keys) are left out.
 */
export function createAlertRulesConsumer(config: MailConfig): EventConsumer {
  return {
    name: 'alert-rules',
    types: new Set(['report.completed']),
    async handle(trx, event, now) {
      if (event.test) return;
      const { clientId, reportId } = event.payload as DomainEventPayloads['report.completed'];
      const completedAt = await findCompletedAt(trx, event.lenderId, reportId);
      if (!completedAt) return;
      const rules = (await versionsInForce(trx, event.lenderId, completedAt)).filter((r) => r.checkedOn === 'REPORT');
      if (rules.length === 0) return;
      const [history] = await loadClientHistories(trx, event.lenderId, [clientId]);
      if (!history) return;
      for (const rule of rules) {
        if (!firesOnReport(rule.definition, history, reportId)) continue;
        await recordFiring(trx, {
          lenderId: event.lenderId,
          versionId: rule.versionId,
          clientId,
          reportId,
          authorizationExpiresOn: null,
          at: now,
        });
      }
    },
    afterBatch: async (trx, now) => void (await deliverFirings(trx, config, 'REPORT', now)),
  };
}
