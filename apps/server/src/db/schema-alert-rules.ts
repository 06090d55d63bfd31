import type { Generated } from 'kysely';
import type { Json, NullableTimestamp, Timestamp, TimestampDefault } from './column-types.js';

/** Alert rules, their versions and each firing (migration 034, docs/decisions/203-205). */
export type AlertRulesTable = {
  id: Generated<string>;
  lender_id: string;
  current_version: Generated<number>;
  created_at: TimestampDefault;
  updated_at: TimestampDefault;
  deleted_at: NullableTimestamp;
};

export type AlertRuleVersionsTable = {
  id: Generated<string>;
  rule_id: string;
  lender_id: string;
  version: number;
  name: string;
  definition: Json;
  checked_on: 'REPORT' | 'DAILY';
  effective_from: Timestamp;
  created_by: string | null;
};

export type AlertRuleFiringsTable = {
  id: Generated<number>;
  lender_id: string;
  rule_version_id: string;
  client_id: string;
  report_id: string | null;
  /** YYYY-MM-DD, the daily check's key; null for a firing on a report. */
  authorization_expires_on: string | null;
  fired_at: Timestamp;
  delivered_at: NullableTimestamp;
  alert_id: string | null;
};

export type AlertRuleTables = {
  alert_rules: AlertRulesTable;
  alert_rule_versions: AlertRuleVersionsTable;
  alert_rule_firings: AlertRuleFiringsTable;
};
