import { type AlertCondition, type AlertRuleDefinition, conditionHolds, type RuleFacts } from './alert-rules.js';
import { formatUsd } from './format/money.js';
import { displayDate } from './format/time.js';

const DAY_MS = 86_400_000;
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/**
 * A condition that held, with the figure that made it hold ("Liability $25,000.00 is above
 * $10,000.00"): an alert says why it was raised, not only what the rule asks (docs/decisions/203).
 */
export function explainCondition(c: AlertCondition, f: RuleFacts): string {
  const now = f.report?.totalLiabilityCents ?? 0;
  const before = f.previous?.totalLiabilityCents ?? 0;
  switch (c.kind) {
    case 'LIABILITY_ABOVE':
      return `Liability ${formatUsd(now)} is above ${formatUsd(c.amountCents)}`;
    case 'LIABILITY_UP_BY_AMOUNT':
      return `Liability rose by ${formatUsd(now - before)} (from ${formatUsd(before)} to ${formatUsd(now)}), at least ${formatUsd(c.amountCents)}`;
    case 'LIABILITY_UP_BY_PERCENT': {
      if (before === 0) return `Liability rose from ${formatUsd(0)} to ${formatUsd(now)}`;
      const percent = Math.round(((now - before) / before) * 1000) / 10;
      return `Liability rose by ${percent}% (from ${formatUsd(before)} to ${formatUsd(now)}), at least ${c.percent}%`;
    }
    case 'NEW_LIEN_OR_LEVY':
      return newLiensAndLevies(f);
    case 'RISK_BECOMES_HIGH':
      return `Risk became HIGH (was ${f.previous?.riskLevel ?? 'not rated'})`;
    case 'UNFILED_RETURNS': {
      const unfiled = f.report?.periods.filter((p) => !p.filed).length ?? 0;
      return `${plural(unfiled, 'period')} not filed (at least ${c.periods})`;
    }
    case 'NO_PAYMENT_PLAN_LIABILITY_ABOVE': {
      const owed = (f.report?.periods ?? [])
        .filter((p) => !p.installmentAgreement)
        .reduce((sum, p) => sum + Math.max(0, p.balanceCents), 0);
      return `Liability without a payment plan ${formatUsd(owed)} is above ${formatUsd(c.amountCents)}`;
    }
    case 'AUTHORIZATION_EXPIRING': {
      const expires = f.authorizationExpiresOn ?? '';
      const left = Math.round((Date.parse(`${expires}T00:00:00Z`) - Date.parse(`${f.today}T00:00:00Z`)) / DAY_MS);
      return `Form 8821 expires on ${displayDate(expires)}, in ${plural(left, 'day')} (within ${c.days})`;
    }
  }
}

function newLiensAndLevies(f: RuleFacts): string {
  const before = new Map((f.previous?.periods ?? []).map((p) => [`${p.form} ${p.period}`, p]));
  const found: string[] = [];
  for (const p of f.report?.periods ?? []) {
    const was = before.get(`${p.form} ${p.period}`);
    if (p.lienFiledOn && was?.lienFiledOn !== p.lienFiledOn)
      found.push(`a lien filed ${displayDate(p.lienFiledOn)} (${p.form} ${p.period})`);
    if (p.levyNoticeOn && was?.levyNoticeOn !== p.levyNoticeOn)
      found.push(`a levy notice of ${displayDate(p.levyNoticeOn)} (${p.form} ${p.period})`);
  }
  return `New since the previous report: ${found.join(', ')}`;
}

/** The conditions of a rule that held on the facts, each with its figure ("; " between them). */
export function explainFiring(rule: AlertRuleDefinition, facts: RuleFacts): string {
  return rule.conditions
    .filter((c) => conditionHolds(c, facts))
    .map((c) => explainCondition(c, facts))
    .join('; ');
}
