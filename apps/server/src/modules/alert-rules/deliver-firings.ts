import {
  ALERT_RULE_DIGEST_OVER,
  type AlertRuleDefinition,
  alertRuleDefinitionSchema,
  describeRule,
  explainFiring,
} from '@taxlens/contracts';
import type { Database } from '../../db/connection.js';
import { recordEvent } from '../../platform/events/record-event.js';
import { loadClientHistories } from './client-history.js';
import { writeDigestMails, type MailConfig } from './digest-mail.js';
import { dayOf, factsOfReport, factsOnDay } from './evaluate.js';
import { insertRuleAlert, lockPendingFirings, markDelivered, type PendingFiring } from './firing-repo.js';

type Pending = PendingFiring;

/**
 * Turns the firings not yet delivered into alerts, `alert.raised` events (webhooks; the mail
 * consumer mails a single alert) and, for a digest, one mail per recipient. One call is one run
 * (decision 204): per lender and rule version, more than ALERT_RULE_DIGEST_OVER clients make one
 * digest alert instead of one alert each. Rows are locked (SKIP LOCKED) so a run never delivers
 * what another is delivering.
 */
export async function deliverFirings(
  trx: Database,
  config: MailConfig,
  source: 'REPORT' | 'DAILY',
  now: Date,
): Promise<number> {
  const rows = await lockPendingFirings(trx, source);
  const groups = new Map<string, Pending[]>();
  for (const row of rows) {
    const key = `${row.lender_id} ${row.rule_version_id}`;
    groups.set(key, [...(groups.get(key) ?? []), row]);
  }
  for (const group of groups.values()) {
    if (group.length > ALERT_RULE_DIGEST_OVER) await deliverDigest(trx, config, group, now);
    else for (const firing of group) await deliverOne(trx, firing, now);
  }
  return rows.length;
}

const definitionOf = (raw: unknown) => alertRuleDefinitionSchema.parse(typeof raw === 'string' ? JSON.parse(raw) : raw);
const ruleOf = (f: Pending, digest: boolean) => ({ ruleId: f.rule_id, version: f.version, name: f.name, digest });

const insertAlert = (
  trx: Database,
  f: Pending,
  a: { clientId: string | null; reportId: string | null; body: string },
  now: Date,
) => insertRuleAlert(trx, { lenderId: f.lender_id, ...a, title: f.name }, now);

/**
 * Which conditions held and the figures that made them hold ("Liability $25,000.00 is above
 * $10,000.00"), read from the facts the evaluator saw: the fired report and the one before it, or
 * the client's latest report and 8821 expiry on the day a daily rule fired.
 */
async function explainOne(trx: Database, f: Pending, rule: AlertRuleDefinition): Promise<string> {
  const [history] = await loadClientHistories(trx, f.lender_id, [f.client_id]);
  if (!history) return describeRule(rule);
  const index = f.report_id ? history.reports.findIndex((r) => r.id === f.report_id) : -1;
  if (f.report_id && index < 0) return describeRule(rule);
  const facts = f.report_id ? factsOfReport(history, index) : factsOnDay(history, dayOf(new Date(f.fired_at)));
  return explainFiring(rule, facts) || describeRule(rule);
}

async function deliverOne(trx: Database, f: Pending, now: Date) {
  const body = `${f.business_name}: ${await explainOne(trx, f, definitionOf(f.definition))}.`;
  const alertId = await insertAlert(trx, f, { clientId: f.client_id, reportId: f.report_id, body }, now);
  await markDelivered(trx, [f.id], alertId, now);
  const payload = {
    clientId: f.client_id,
    reportId: f.report_id,
    alertIds: [alertId],
    cause: 'LENDER_RULE' as const,
    rule: ruleOf(f, false),
  };
  await recordEvent(trx, { type: 'alert.raised', lenderId: f.lender_id, payload }, now);
}

/** Names listed in a digest alert's body; the mail lists every client of its recipient. */
const NAMES_IN_BODY = 25;

async function deliverDigest(trx: Database, config: MailConfig, group: Pending[], now: Date) {
  const first = group[0]!;
  const names = group.map((f) => f.business_name);
  const more = names.length > NAMES_IN_BODY ? `, and ${names.length - NAMES_IN_BODY} more` : '';
  const body = `Fired for ${group.length} clients (${describeRule(definitionOf(first.definition))}): ${names.slice(0, NAMES_IN_BODY).join(', ')}${more}.`;
  const alertId = await insertAlert(trx, first, { clientId: null, reportId: null, body }, now);
  await markDelivered(
    trx,
    group.map((f) => f.id),
    alertId,
    now,
  );
  // One event per client for webhooks (each names its client); the mail consumer leaves digests to the mail below.
  for (const f of group) {
    const payload = {
      clientId: f.client_id,
      reportId: f.report_id,
      alertIds: [alertId],
      cause: 'LENDER_RULE' as const,
      rule: ruleOf(f, true),
    };
    await recordEvent(trx, { type: 'alert.raised', lenderId: f.lender_id, payload }, now);
  }
  await writeDigestMails(
    trx,
    config,
    {
      lenderId: first.lender_id,
      ruleName: first.name,
      firings: group.map((f) => ({ clientId: f.client_id, reportId: f.report_id })),
    },
    now,
  );
}
