import {
  ALERT_RULE_PREVIEW_DAYS,
  type AlertRule,
  type AlertRuleDefinition,
  type AlertRuleInput,
  type AlertRulePreview,
  isDailyRule,
  MAX_ALERT_RULES,
} from '@taxlens/contracts';
import type { AppContext } from '../../app-context.js';
import type { Database } from '../../db/connection.js';
import { recordAudit } from '../../platform/audit.js';
import { AppError, badRequest, notFound } from '../../platform/errors.js';
import { lenderHistories } from './client-history.js';
import { byFirstFiring, type PreviewHit, previewHits } from './evaluate.js';
import * as repo from './repo.js';

export type RuleActor = { userId: string; lenderId: string; ip: string };
const DAY_MS = 86_400_000;

const toView = (r: repo.RuleVersionRow): AlertRule => ({
  id: r.ruleId,
  name: r.name,
  ...r.definition,
  version: r.version,
  versionFrom: r.effectiveFrom.toISOString(),
  checkedOn: r.checkedOn,
  updatedAt: r.updatedAt.toISOString(),
});

const definitionOf = (input: AlertRuleInput): AlertRuleDefinition => ({
  match: input.match,
  scope: input.scope,
  conditions: input.conditions,
});

const audit = (trx: Database, actor: RuleActor, action: string, ruleId: string, details: Record<string, unknown>) =>
  recordAudit(trx, {
    userId: actor.userId,
    lenderId: actor.lenderId,
    action,
    targetType: 'alert_rule',
    targetId: ruleId,
    ip: actor.ip,
    details,
  });

/** A bundle scope must name one of the lender's bundles (another lender's reads as unknown). */
async function checkScope(db: Database, lenderId: string, d: AlertRuleDefinition): Promise<void> {
  if (d.scope.kind !== 'BUNDLE') return;
  if (!(await repo.isLenderBundle(db, lenderId, d.scope.bundleId)))
    throw badRequest('Choose one of your bundles.', 'scope.bundleId');
}

export async function listRules(ctx: AppContext, lenderId: string): Promise<AlertRule[]> {
  return (await repo.listRules(ctx.db, lenderId)).map(toView);
}

export async function listScopes(
  ctx: AppContext,
  lenderId: string,
): Promise<{ bundles: Array<{ id: string; name: string }> }> {
  const bundles = await repo.listBundles(ctx.db, lenderId);
  return { bundles };
}

export async function createRule(ctx: AppContext, actor: RuleActor, input: AlertRuleInput): Promise<AlertRule> {
  const definition = definitionOf(input);
  await checkScope(ctx.db, actor.lenderId, definition);
  const ruleId = await ctx.db.transaction().execute(async (trx) => {
    if ((await repo.countRulesLocked(trx, actor.lenderId)) >= MAX_ALERT_RULES) {
      throw AppError.of(
        409,
        'ALERT_RULE_LIMIT',
        `A lender can keep at most ${MAX_ALERT_RULES} alert rules. Delete one first.`,
      );
    }
    const now = ctx.clock.now();
    const id = await repo.insertRule(trx, actor.lenderId, now);
    await repo.insertVersion(trx, {
      ruleId: id,
      lenderId: actor.lenderId,
      version: 1,
      name: input.name,
      definition,
      userId: actor.userId,
      at: now,
    });
    await audit(trx, actor, 'ALERT_RULE_CREATED', id, { version: 1, name: input.name, definition });
    return id;
  });
  return toView((await repo.findRule(ctx.db, actor.lenderId, ruleId))!);
}

/** An edit is a new version, in force for reports completed from now on (decision 203). */
export async function updateRule(
  ctx: AppContext,
  actor: RuleActor,
  ruleId: string,
  input: AlertRuleInput,
): Promise<AlertRule> {
  const definition = definitionOf(input);
  await checkScope(ctx.db, actor.lenderId, definition);
  await ctx.db.transaction().execute(async (trx) => {
    const rule = await repo.lockRule(trx, actor.lenderId, ruleId);
    if (!rule) throw notFound('The alert rule');
    const version = rule.current_version + 1;
    await repo.insertVersion(trx, {
      ruleId,
      lenderId: actor.lenderId,
      version,
      name: input.name,
      definition,
      userId: actor.userId,
      at: ctx.clock.now(),
    });
    await audit(trx, actor, 'ALERT_RULE_UPDATED', ruleId, { version, name: input.name, definition });
  });
  return toView((await repo.findRule(ctx.db, actor.lenderId, ruleId))!);
}

export async function deleteRule(ctx: AppContext, actor: RuleActor, ruleId: string): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    const rule = await repo.lockRule(trx, actor.lenderId, ruleId);
    if (!rule) throw notFound('The alert rule');
    await repo.markDeleted(trx, ruleId, ctx.clock.now());
    await audit(trx, actor, 'ALERT_RULE_DELETED', ruleId, { version: rule.current_version });
  });
}

/** "This rule would have fired for N clients in the last 90 days", by the evaluator the consumer and the job use. */
export async function previewRule(
  ctx: AppContext,
  lenderId: string,
  input: AlertRuleDefinition,
): Promise<AlertRulePreview> {
  const definition: AlertRuleDefinition = { match: input.match, scope: input.scope, conditions: input.conditions };
  await checkScope(ctx.db, lenderId, definition);
  const to = ctx.clock.now();
  const from = new Date(to.getTime() - ALERT_RULE_PREVIEW_DAYS * DAY_MS);
  const daily = isDailyRule(definition);
  const hits: PreviewHit[] = [];
  for await (const histories of lenderHistories(ctx.db, lenderId))
    hits.push(...previewHits(definition, daily, histories, from, to));
  hits.sort(byFirstFiring);
  return {
    days: ALERT_RULE_PREVIEW_DAYS,
    clientCount: hits.length,
    clients: hits.map((h) => ({
      clientId: h.clientId,
      businessName: h.businessName,
      firstFiredAt: h.firstFiredAt.toISOString(),
    })),
  };
}
