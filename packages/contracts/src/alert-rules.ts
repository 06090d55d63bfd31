import { z } from 'zod';
import { CLIENT_TYPES, type RiskLevel } from './domain.js';
import type { TaxPeriod } from './reports.js';
import { text } from './text-fields.js';
import { formatUsd } from './format/money.js';

/** A lender keeps at most this many rules (docs/decisions/203). */
export const MAX_ALERT_RULES = 50;
/** A run that fires one rule for more than this many clients sends one digest instead (decision 204). */
export const ALERT_RULE_DIGEST_OVER = 20;
/** The preview looks back this many days. */
export const ALERT_RULE_PREVIEW_DAYS = 90;

const cents = z.number().int().min(0).max(100_000_000_000);

/** One condition, as the form builds it (docs/decisions/203). Money in integer cents. */
export const alertConditionSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('LIABILITY_ABOVE'), amountCents: cents }),
  z.object({ kind: z.literal('LIABILITY_UP_BY_AMOUNT'), amountCents: cents.min(1) }),
  z.object({ kind: z.literal('LIABILITY_UP_BY_PERCENT'), percent: z.number().int().min(1).max(10_000) }),
  z.object({ kind: z.literal('NEW_LIEN_OR_LEVY') }),
  z.object({ kind: z.literal('RISK_BECOMES_HIGH') }),
  z.object({ kind: z.literal('UNFILED_RETURNS'), periods: z.number().int().min(1).max(100) }),
  z.object({ kind: z.literal('NO_PAYMENT_PLAN_LIABILITY_ABOVE'), amountCents: cents }),
  z.object({ kind: z.literal('AUTHORIZATION_EXPIRING'), days: z.number().int().min(0).max(365) }),
]);
export type AlertCondition = z.infer<typeof alertConditionSchema>;
export type AlertConditionKind = AlertCondition['kind'];

export const ALERT_CONDITION_LABELS: Record<AlertConditionKind, string> = {
  LIABILITY_ABOVE: 'Liability above',
  LIABILITY_UP_BY_AMOUNT: 'Liability up by at least (amount)',
  LIABILITY_UP_BY_PERCENT: 'Liability up by at least (percent)',
  NEW_LIEN_OR_LEVY: 'A new lien or levy',
  RISK_BECOMES_HIGH: 'Risk becomes HIGH',
  UNFILED_RETURNS: 'Unfiled returns for at least N periods',
  NO_PAYMENT_PLAN_LIABILITY_ABOVE: 'No payment plan, liability above',
  AUTHORIZATION_EXPIRING: '8821 expiring within N days (checked daily)',
};

const clientTypeCodes = CLIENT_TYPES.map((t) => t.code) as [string, ...string[]];
export const alertRuleScopeSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('ALL') }),
  z.object({ kind: z.literal('CLIENT_TYPE'), clientType: z.enum(clientTypeCodes) }),
  z.object({ kind: z.literal('BUNDLE'), bundleId: z.uuid() }),
]);
export type AlertRuleScope = z.infer<typeof alertRuleScopeSchema>;

export const alertRuleDefinitionSchema = z.object({
  match: z.enum(['ALL', 'ANY']),
  scope: alertRuleScopeSchema,
  conditions: z.array(alertConditionSchema).min(1).max(10),
});
export type AlertRuleDefinition = z.infer<typeof alertRuleDefinitionSchema>;

export const alertRuleInputSchema = alertRuleDefinitionSchema.extend({ name: text('Name', { max: 100 }) });
export type AlertRuleInput = z.infer<typeof alertRuleInputSchema>;

export const alertRuleSchema = alertRuleInputSchema.extend({
  id: z.string(),
  version: z.number().int(),
  /** Reports completed from this moment on are checked against this version. */
  versionFrom: z.string(),
  /** DAILY: a rule with the 8821 condition, checked by the daily job; else on each completed report. */
  checkedOn: z.enum(['REPORT', 'DAILY']),
  updatedAt: z.string(),
});
export type AlertRule = z.infer<typeof alertRuleSchema>;
export const alertRuleIdParamsSchema = z.object({ ruleId: z.uuid() });

/** What a rule may be scoped to besides client types: the lender's bundles. */
export const alertRuleScopesSchema = z.object({ bundles: z.array(z.object({ id: z.string(), name: z.string() })) });
export type AlertRuleScopes = z.infer<typeof alertRuleScopesSchema>;

export const alertRulePreviewSchema = z.object({
  days: z.number().int(),
  clientCount: z.number().int(),
  clients: z.array(z.object({ clientId: z.string(), businessName: z.string(), firstFiredAt: z.string() })),
});
export type AlertRulePreview = z.infer<typeof alertRulePreviewSchema>;

/** Whether a rule is checked daily (it names the 8821 expiry) or on each completed report. */
export const isDailyRule = (d: Pick<AlertRuleDefinition, 'conditions'>): boolean =>
  d.conditions.some((c) => c.kind === 'AUTHORIZATION_EXPIRING');

/** What a report shows, as the evaluator reads it. */
export type ReportSnapshot = {
  periods: readonly TaxPeriod[];
  totalLiabilityCents: number;
  riskLevel: RiskLevel | null;
};

/**
 * Everything one evaluation looks at: the client's completed report and the one before it (null for
 * its first), and for the daily check today's date and the 8821's expiry (YYYY-MM-DD).
 */
export type RuleFacts = {
  client: { clientType: string; bundleIds: readonly string[] };
  report: ReportSnapshot | null;
  previous: ReportSnapshot | null;
  today: string | null;
  authorizationExpiresOn: string | null;
};

const periodKey = (p: TaxPeriod) => `${p.form} ${p.period}`;

function hasNewLienOrLevy(previous: ReportSnapshot, current: ReportSnapshot): boolean {
  const before = new Map(previous.periods.map((p) => [periodKey(p), p]));
  return current.periods.some((p) => {
    const was = before.get(periodKey(p));
    return (
      (p.lienFiledOn && was?.lienFiledOn !== p.lienFiledOn) || (p.levyNoticeOn && was?.levyNoticeOn !== p.levyNoticeOn)
    );
  });
}

const DAY_MS = 86_400_000;
const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

/**
 * One condition on the facts. Comparisons need a previous report: a client's first is the
 * baseline, as in decision 092. Each boundary is inclusive where the form says "at least" and
 * strict where it says "above".
 */
export function conditionHolds(c: AlertCondition, f: RuleFacts): boolean {
  const r = f.report;
  const prev = f.previous;
  switch (c.kind) {
    case 'LIABILITY_ABOVE':
      return !!r && r.totalLiabilityCents > c.amountCents;
    case 'LIABILITY_UP_BY_AMOUNT':
      return !!r && !!prev && r.totalLiabilityCents - prev.totalLiabilityCents >= c.amountCents;
    case 'LIABILITY_UP_BY_PERCENT': {
      if (!r || !prev || r.totalLiabilityCents <= prev.totalLiabilityCents) return false;
      // From nothing owed to something is a rise of any percentage.
      return (
        prev.totalLiabilityCents === 0 ||
        (r.totalLiabilityCents - prev.totalLiabilityCents) * 100 >= c.percent * prev.totalLiabilityCents
      );
    }
    case 'NEW_LIEN_OR_LEVY':
      return !!r && !!prev && hasNewLienOrLevy(prev, r);
    case 'RISK_BECOMES_HIGH':
      return !!r && !!prev && r.riskLevel === 'HIGH' && prev.riskLevel !== 'HIGH';
    case 'UNFILED_RETURNS':
      return !!r && r.periods.filter((p) => !p.filed).length >= c.periods;
    case 'NO_PAYMENT_PLAN_LIABILITY_ABOVE':
      return (
        !!r &&
        r.periods.filter((p) => !p.installmentAgreement).reduce((sum, p) => sum + Math.max(0, p.balanceCents), 0) >
          c.amountCents
      );
    case 'AUTHORIZATION_EXPIRING': {
      if (!f.today || !f.authorizationExpiresOn) return false;
      const left = daysBetween(f.today, f.authorizationExpiresOn);
      return left >= 0 && left <= c.days;
    }
  }
}

export function inScope(scope: AlertRuleScope, client: RuleFacts['client']): boolean {
  if (scope.kind === 'ALL') return true;
  if (scope.kind === 'CLIENT_TYPE') return client.clientType === scope.clientType;
  return client.bundleIds.includes(scope.bundleId);
}

/** The one evaluator: used on each completed report, by the daily job and by the preview. */
export function ruleFires(rule: AlertRuleDefinition, facts: RuleFacts): boolean {
  if (!inScope(rule.scope, facts.client)) return false;
  const results = rule.conditions.map((c) => conditionHolds(c, facts));
  return rule.match === 'ALL' ? results.every(Boolean) : results.some(Boolean);
}

/** A condition in words, for alert bodies, mails and the rules list. */
export function describeCondition(c: AlertCondition): string {
  const usd = formatUsd;
  switch (c.kind) {
    case 'LIABILITY_ABOVE':
      return `liability above ${usd(c.amountCents)}`;
    case 'LIABILITY_UP_BY_AMOUNT':
      return `liability up by at least ${usd(c.amountCents)} since the previous report`;
    case 'LIABILITY_UP_BY_PERCENT':
      return `liability up by at least ${c.percent}% since the previous report`;
    case 'NEW_LIEN_OR_LEVY':
      return 'a new lien or levy since the previous report';
    case 'RISK_BECOMES_HIGH':
      return 'risk became HIGH';
    case 'UNFILED_RETURNS':
      return `unfiled returns for at least ${c.periods} period${c.periods === 1 ? '' : 's'}`;
    case 'NO_PAYMENT_PLAN_LIABILITY_ABOVE':
      return `liability above ${usd(c.amountCents)} without a payment plan`;
    case 'AUTHORIZATION_EXPIRING':
      return `Form 8821 expiring within ${c.days} day${c.days === 1 ? '' : 's'}`;
  }
}

export function describeRule(d: AlertRuleDefinition): string {
  const parts = d.conditions.map((c) => describeCondition(c));
  const joined = parts.join(d.match === 'ALL' ? ' and ' : ' or ');
  return joined.charAt(0).toUpperCase() + joined.slice(1);
}
