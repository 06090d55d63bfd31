import {
  alertRuleDefinitionSchema,
  alertRuleIdParamsSchema,
  alertRuleInputSchema,
  alertRulePreviewSchema,
  alertRuleSchema,
  alertRuleScopesSchema,
} from '@taxlens/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import { access } from '../../platform/access.js';
import { lenderOf, principalOf } from '../../platform/access-plugin.js';
import * as service from './service.js';

// Every user of the lender reads its rules; lender admins write them (decision 203).
const READ = access.lender();
const WRITE = access.lender({ roles: ['ROLE_LENDERADMIN'] });

export async function registerAlertRuleRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['alert-rules'];
  const actorOf = (request: FastifyRequest): service.RuleActor => ({
    userId: principalOf(request).userId,
    lenderId: lenderOf(request).id,
    ip: request.ip,
  });

  r.get(
    '/api/alert-rules',
    {
      config: { access: READ },
      schema: {
        tags,
        summary: "The selected lender's alert rules, each at its live version",
        response: { 200: z.array(alertRuleSchema) },
      },
    },
    async (request) => service.listRules(ctx, lenderOf(request).id),
  );

  r.get(
    '/api/alert-rules/scopes',
    {
      config: { access: READ },
      schema: {
        tags,
        summary: "What a rule may be scoped to: the lender's bundles",
        response: { 200: alertRuleScopesSchema },
      },
    },
    async (request) => service.listScopes(ctx, lenderOf(request).id),
  );

  r.post(
    '/api/alert-rules',
    {
      config: { access: WRITE },
      schema: {
        tags,
        summary: 'Create an alert rule (at most 50 per lender; 409 ALERT_RULE_LIMIT beyond)',
        body: alertRuleInputSchema,
        response: { 201: alertRuleSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await service.createRule(ctx, actorOf(request), request.body)),
  );

  r.put(
    '/api/alert-rules/:ruleId',
    {
      config: { access: WRITE },
      schema: {
        tags,
        summary: 'Change a rule: a new version, for reports completed from now on',
        params: alertRuleIdParamsSchema,
        body: alertRuleInputSchema,
        response: { 200: alertRuleSchema },
      },
    },
    async (request) => service.updateRule(ctx, actorOf(request), request.params.ruleId, request.body),
  );

  r.delete(
    '/api/alert-rules/:ruleId',
    {
      config: { access: WRITE },
      schema: { tags, summary: 'Delete a rule (its firings stay)', params: alertRuleIdParamsSchema },
    },
    async (request, reply) => {
      await service.deleteRule(ctx, actorOf(request), request.params.ruleId);
      return reply.status(204).send();
    },
  );

  r.post(
    '/api/alert-rules/preview',
    {
      config: { access: WRITE },
      schema: {
        tags,
        summary: 'The clients a rule would have fired for in the last 90 days (nothing is saved)',
        body: alertRuleDefinitionSchema,
        response: { 200: alertRulePreviewSchema },
      },
    },
    async (request) => service.previewRule(ctx, lenderOf(request).id, request.body),
  );
}
