import { type AlertRuleDefinition, alertRuleDefinitionSchema, isDailyRule } from '@taxlens/contracts';
import { sql } from 'kysely';
import type { Database } from '../../db/connection.js';

/** A rule as it stands: its live version's name and definition. */
export type RuleVersionRow = {
  ruleId: string;
  versionId: string;
  version: number;
  name: string;
  definition: AlertRuleDefinition;
  checkedOn: 'REPORT' | 'DAILY';
  effectiveFrom: Date;
  updatedAt: Date;
};

type VersionSelect = {
  rule_id: string;
  id: string;
  version: number;
  name: string;
  definition: unknown;
  checked_on: 'REPORT' | 'DAILY';
  effective_from: Date;
  updated_at: Date;
};

const parseDefinition = (raw: unknown): AlertRuleDefinition =>
  alertRuleDefinitionSchema.parse(typeof raw === 'string' ? JSON.parse(raw) : raw);
const toRow = (r: VersionSelect): RuleVersionRow => ({
  ruleId: r.rule_id,
  versionId: r.id,
  version: r.version,
  name: r.name,
  definition: parseDefinition(r.definition),
  checkedOn: r.checked_on,
  effectiveFrom: r.effective_from,
  updatedAt: r.updated_at,
});

function liveVersions(db: Database, lenderId: string) {
  return db
    .selectFrom('alert_rules as r')
    .innerJoin('alert_rule_versions as v', (j) =>
      j.onRef('v.rule_id', '=', 'r.id').onRef('v.version', '=', 'r.current_version'),
    )
    .select([
      'v.rule_id',
      'v.id',
      'v.version',
      'v.name',
      'v.definition',
      'v.checked_on',
      'v.effective_from',
      'r.updated_at',
    ])
    .where('r.lender_id', '=', lenderId)
    .where('r.deleted_at', 'is', null);
}

export async function listRules(db: Database, lenderId: string): Promise<RuleVersionRow[]> {
  return (await liveVersions(db, lenderId).orderBy('v.name').orderBy('v.rule_id').execute()).map(toRow);
}

export async function findRule(db: Database, lenderId: string, ruleId: string): Promise<RuleVersionRow | undefined> {
  const row = await liveVersions(db, lenderId).where('r.id', '=', ruleId).executeTakeFirst();
  return row && toRow(row);
}

/** Holds the lender's row until commit, so two creations cannot both pass the limit. */
export async function countRulesLocked(trx: Database, lenderId: string): Promise<number> {
  await trx.selectFrom('lenders').select('id').where('id', '=', lenderId).forUpdate().executeTakeFirst();
  const row = await trx
    .selectFrom('alert_rules')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('lender_id', '=', lenderId)
    .where('deleted_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function insertRule(trx: Database, lenderId: string, now: Date): Promise<string> {
  const row = await trx
    .insertInto('alert_rules')
    .values({ lender_id: lenderId, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function insertVersion(
  trx: Database,
  v: {
    ruleId: string;
    lenderId: string;
    version: number;
    name: string;
    definition: AlertRuleDefinition;
    userId: string | null;
    at: Date;
  },
): Promise<void> {
  await trx
    .insertInto('alert_rule_versions')
    .values({
      rule_id: v.ruleId,
      lender_id: v.lenderId,
      version: v.version,
      name: v.name,
      definition: JSON.stringify(v.definition),
      checked_on: isDailyRule(v.definition) ? 'DAILY' : 'REPORT',
      effective_from: v.at,
      created_by: v.userId,
    })
    .execute();
  await trx
    .updateTable('alert_rules')
    .set({ current_version: v.version, updated_at: v.at })
    .where('id', '=', v.ruleId)
    .execute();
}

/** Locks the rule for an edit; undefined when it is not the lender's or is deleted. */
export async function lockRule(trx: Database, lenderId: string, ruleId: string) {
  return trx
    .selectFrom('alert_rules')
    .select(['id', 'current_version'])
    .where('id', '=', ruleId)
    .where('lender_id', '=', lenderId)
    .where('deleted_at', 'is', null)
    .forUpdate()
    .executeTakeFirst();
}

export async function markDeleted(trx: Database, ruleId: string, at: Date): Promise<void> {
  await trx.updateTable('alert_rules').set({ deleted_at: at, updated_at: at }).where('id', '=', ruleId).execute();
}

/**
 * Per rule of the lender not deleted, the version in force at `at` (the last one made at or before
 * it): a report is judged by the rules as they stood when it was completed (decision 203).
 */
export async function versionsInForce(db: Database, lenderId: string, at: Date): Promise<RuleVersionRow[]> {
  const { rows } = await sql<VersionSelect>`
    select distinct on (v.rule_id) v.rule_id, v.id, v.version, v.name, v.definition, v.checked_on, v.effective_from, r.updated_at
    from alert_rule_versions v join alert_rules r on r.id = v.rule_id
    where v.lender_id = ${lenderId} and r.deleted_at is null and v.effective_from <= ${at}
    order by v.rule_id, v.effective_from desc, v.version desc`.execute(db);
  return rows.map(toRow);
}

/** The live daily rules of every lender but sandboxes, for the daily job. */
export async function liveDailyRules(db: Database): Promise<Array<RuleVersionRow & { lenderId: string }>> {
  const rows = await db
    .selectFrom('alert_rules as r')
    .innerJoin('alert_rule_versions as v', (j) =>
      j.onRef('v.rule_id', '=', 'r.id').onRef('v.version', '=', 'r.current_version'),
    )
    .innerJoin('lenders as l', 'l.id', 'r.lender_id')
    .select([
      'r.lender_id',
      'v.rule_id',
      'v.id',
      'v.version',
      'v.name',
      'v.definition',
      'v.checked_on',
      'v.effective_from',
      'r.updated_at',
    ])
    .where('r.deleted_at', 'is', null)
    .where('v.checked_on', '=', 'DAILY')
    // A sandbox (test mode, decision 189) holds test data, which no rule looks at.
    .where('l.sandbox_of', 'is', null)
    .orderBy('r.lender_id')
    .execute();
  return rows.map((r) => ({ ...toRow(r), lenderId: r.lender_id }));
}

/** Whether the bundle is the lender's. */
export async function isLenderBundle(db: Database, lenderId: string, bundleId: string): Promise<boolean> {
  const bundle = await db
    .selectFrom('bundles')
    .select('id')
    .where('id', '=', bundleId)
    .where('lender_id', '=', lenderId)
    .executeTakeFirst();
  return Boolean(bundle);
}

export function listBundles(db: Database, lenderId: string) {
  return db
    .selectFrom('bundles')
    .select(['id', 'name'])
    .where('lender_id', '=', lenderId)
    .orderBy('name')
    .orderBy('id')
    .execute();
}
