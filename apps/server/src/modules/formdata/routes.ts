import { ALERT_TYPE_LABELS, ALERT_TYPES, formDataQuerySchema, formDataResponseSchema } from '@taxlens/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.js';
import { access } from '../../platform/access.js';
import { badRequest } from '../../platform/errors.js';
import { listTimeZones } from '../settings/time-zones.js';

type Option = { key: string; value: string };

/**
 * Spec 1 §7 GET /formdata?types=a,b: option lists by type, each answered under its own key. A later
 * issue adds its type here (e.g. timezones) as one entry.
 */
const FORM_DATA: Readonly<Record<string, { key: string; options: () => Option[] }>> = {
  'portal.alertTypes': { key: 'alertType', options: () => ALERT_TYPES.map((t) => ({ key: t, value: ALERT_TYPE_LABELS[t] })) },
  // IANA names (settings' time-zone list); key and value are the name itself.
  timezones: { key: 'timezones', options: () => listTimeZones().map((z) => ({ key: z, value: z })) },
};

export async function registerFormDataRoutes(app: FastifyInstance, _ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/api/formdata', {
    config: { access: access.lender({ early: 'enrolment' }) },
    schema: {
      tags: ['formdata'],
      summary: `Option lists by type (types=${Object.keys(FORM_DATA).join(',')})`,
      querystring: formDataQuerySchema,
      response: { 200: formDataResponseSchema },
    },
  }, async (request) => {
    const answer: Record<string, Option[]> = {};
    for (const type of request.query.types.split(',').map((t) => t.trim()).filter(Boolean)) {
      // Own keys only: "constructor" or "__proto__" must be unknown types, not Object's members.
      const source = Object.hasOwn(FORM_DATA, type) ? FORM_DATA[type] : undefined;
      if (!source) throw badRequest(`Unknown form data type "${type}".`, 'types');
      answer[source.key] = source.options();
    }
    return answer;
  });
}
