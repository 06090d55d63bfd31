import { type Migration, type MigrationProvider, Migrator, sql } from 'kysely';
import type { Database } from './connection.js';
import * as m001 from './migrations/001-platform.js';
import * as m002 from './migrations/002-portfolio.js';
import * as m003 from './migrations/003-two-factor.js';
import * as m004 from './migrations/004-clients.js';
import * as m005 from './migrations/005-dashboard.js';
import * as m006 from './migrations/006-content.js';
import * as m007 from './migrations/007-saml.js';
import * as m008 from './migrations/008-ordering.js';
import * as m009 from './migrations/009-settings-users.js';
import * as m010 from './migrations/010-operations.js';
import * as m012 from './migrations/012-monitoring-mail.js';
import * as m011 from './migrations/011-billing-whitelist.js';
import * as m014 from './migrations/014-lender-data-versions.js';
import * as m015 from './migrations/015-second-factor-gate.js';
import * as m016 from './migrations/016-second-factor-limit.js';
import * as m018 from './migrations/018-session-proof.js';
import * as m019 from './migrations/019-demo-data-mark.js';
import * as m020 from './migrations/020-caller-change-notices.js';
import * as m024 from './migrations/024-one-off-jobs-and-imports.js';
import * as m026 from './migrations/026-event-stream.js';
import * as m027 from './migrations/027-webhooks.js';
import * as m028 from './migrations/028-api-idempotency.js';
import * as m029 from './migrations/029-sandbox-lenders.js';
import * as m030 from './migrations/030-api-keys.js';
import * as m031 from './migrations/031-signature-requests.js';
import * as m033 from './migrations/033-trends.js';
import * as m034 from './migrations/034-alert-rules.js';
import * as m035 from './migrations/035-import-forms.js';
import * as m036 from './migrations/036-online-submission.js';
import * as m037 from './migrations/037-lender-logos.js';
import * as m038 from './migrations/038-esign-renewals.js';
import * as m039 from './migrations/039-orders-awaiting-signature.js';
import * as m040 from './migrations/040-remote-identity-proof.js';
import * as m041 from './migrations/041-bulk-signature-requests.js';
import * as m042 from './migrations/042-joint-filers.js';
import * as m043 from './migrations/043-esign-retention.js';
import * as m044 from './migrations/044-maintained-dashboard-aggregates.js';
import * as m045 from './migrations/045-trend-movers.js';
import * as m046 from './migrations/046-trend-movers-every-start.js';
import * as m047 from './migrations/047-alert-unread-counts.js';
import * as m048 from './migrations/048-client-search-names.js';
import * as m049 from './migrations/049-event-stream-horizon.js';
import * as m050 from './migrations/050-client-name-statistics.js';
import * as m051 from './migrations/051-outbox-claim-index.js';
import * as m052 from './migrations/052-order-counts-at-commit.js';
import * as m053 from './migrations/053-settled-today-index.js';
import * as m054 from './migrations/054-idempotency-store.js';
import * as m055 from './migrations/055-job-lanes-and-retries.js';
import * as m056 from './migrations/056-form-checks.js';
import * as m057 from './migrations/057-transcripts.js';
import * as m058 from './migrations/058-transcript-mailbox.js';
import * as m059 from './migrations/059-tax-classification.js';
import * as m060 from './migrations/060-form-stages.js';
import * as m061 from './migrations/061-sealed-stored-files.js';
import * as m062 from './migrations/062-form-check-files.js';

// Listed in code (not read from a folder) so the same list runs under tsx, tests and bundlers.
const migrations: Record<string, Migration> = {
  '001-platform': m001,
  '002-portfolio': m002,
  '003-two-factor': m003,
  '004-clients': m004,
  '005-dashboard': m005,
  '006-content': m006,
  '007-saml': m007,
  '008-ordering': m008,
  '009-settings-users': m009,
  '010-operations': m010,
  '012-monitoring-mail': m012,
  '011-billing-whitelist': m011,
  '014-lender-data-versions': m014,
  '015-second-factor-gate': m015,
  '016-second-factor-limit': m016,
  '018-session-proof': m018,
  '019-demo-data-mark': m019,
  '020-caller-change-notices': m020,
  '024-one-off-jobs-and-imports': m024,
  '026-event-stream': m026,
  '027-webhooks': m027,
  '028-api-idempotency': m028,
  '029-sandbox-lenders': m029,
  '030-api-keys': m030,
  '031-signature-requests': m031,
  '033-trends': m033,
  '034-alert-rules': m034,
  '035-import-forms': m035,
  '036-online-submission': m036,
  '037-lender-logos': m037,
  '038-esign-renewals': m038,
  '039-orders-awaiting-signature': m039,
  '040-remote-identity-proof': m040,
  '041-bulk-signature-requests': m041,
  '042-joint-filers': m042,
  '043-esign-retention': m043,
  '044-maintained-dashboard-aggregates': m044,
  '045-trend-movers': m045,
  '046-trend-movers-every-start': m046,
  '047-alert-unread-counts': m047,
  '048-client-search-names': m048,
  '049-event-stream-horizon': m049,
  '050-client-name-statistics': m050,
  '051-outbox-claim-index': m051,
  '052-order-counts-at-commit': m052,
  '053-settled-today-index': m053,
  '054-idempotency-store': m054,
  '055-job-lanes-and-retries': m055,
  '056-form-checks': m056,
  '057-transcripts': m057,
  '058-transcript-mailbox': m058,
  '059-tax-classification': m059,
  '060-form-stages': m060,
  '061-sealed-stored-files': m061,
  '062-form-check-files': m062,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

/**
 * Work a migration needs done after its transaction has committed (VACUUM cannot run inside one).
 * 048 rewrote clients: index-only scans (decision 228) read the visibility map, which a rewrite
 * leaves empty until the table is next vacuumed, and the planner needs the new columns' statistics.
 */
const afterCommit: Record<string, (db: Database) => Promise<unknown>> = {
  '048-client-search-names': (db) => sql`vacuum (analyze) clients`.execute(db),
  // 050's larger histograms are there from the next ANALYZE: this one, not autovacuum's, whenever.
  '050-client-name-statistics': (db) => sql`analyze clients`.execute(db),
};

export async function migrateToLatest(db: Database): Promise<void> {
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
  for (const result of results ?? []) await afterCommit[result.migrationName]?.(db);
}
