import type { ClientTypeCode } from '@taxlens/contracts';
import type { Database } from '../../db/connection.js';
import type { Job } from '../../platform/jobs/runner.js';
import { decryptPii } from '../../platform/pii.js';
import { clientsOf, completeWithTranscriptFacts, readRenderedTranscripts } from '../transcripts/index.js';
import { claimDueSandboxReport } from './repo.js';
import { testModeTranscripts } from './scenario-transcripts.js';
import { businessDay } from '../../domain/business-day.js';

/** At most this many reports per run, so one run stays short; the next run takes the rest. */
const PER_RUN = 200;

/**
 * API test mode (decisions 189, 281): a sandbox's open reports older than `completeSeconds` complete by
 * themselves from rendered transcripts (the scenario the client's tax id picks, else the hash-picked outcome),
 * read, derived and mapped as operations' uploads are and completed through the same path, evidence included
 * (so the report's figures are derived and `report.completed` is recorded, as a test event). Each report is
 * claimed in its own transaction with FOR UPDATE SKIP LOCKED, so two instances never complete one twice.
 * Returns how many it completed.
 */
export async function completeTestReports(
  db: Database,
  piiKey: Buffer,
  now: Date,
  completeSeconds: number,
): Promise<number> {
  const cutoff = new Date(now.getTime() - completeSeconds * 1000);
  const reportDate = businessDay(now);
  let completed = 0;
  while (completed < PER_RUN) {
    const done = await db.transaction().execute(async (trx) => {
      const due = await claimDueSandboxReport(trx, cutoff);
      if (!due) return false;
      const clientType = (due.client_type ?? 'corp') as ClientTypeCode;
      const taxId = decryptPii(piiKey, due.tax_id_encrypted);
      const rendered = testModeTranscripts(
        due.client_id,
        clientType,
        { name: due.business_name, taxId, person: clientType === 'individual' },
        reportDate,
      );
      const read = await readRenderedTranscripts(
        [{ fileName: 'test-mode-transcripts.txt', text: rendered.text }],
        clientsOf(due, taxId),
      );
      // The report lists its periods in the order test mode always has (income years, then quarters).
      const at = (p: { period: { form: string; period: string } }) =>
        rendered.periods.indexOf(`${p.period.form} ${p.period.period}`);
      read.periods.sort((a, b) => at(a) - at(b));
      await completeWithTranscriptFacts(
        trx,
        piiKey,
        { userId: null, ip: null, scope: 'sandbox' },
        { id: due.id, lenderId: due.lender_id },
        read,
        read.facts,
        now,
      );
      return true;
    });
    if (!done) break;
    completed += 1;
  }
  return completed;
}

/** Runs twice per `completeSeconds`, so a test order waits at most about half as long again. */
export function createTestModeCompletionJob(completeSeconds: number, piiKey: Buffer): Job {
  return {
    name: 'test-mode-completion',
    intervalMs: Math.max(1000, completeSeconds * 500),
    run: async (db, now) => void (await completeTestReports(db, piiKey, now, completeSeconds)),
  };
}
