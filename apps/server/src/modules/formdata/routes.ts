import {
  ALERT_TYPE_LABELS,
  ALERT_TYPES,
  CONTACT_REASONS,
  CONTACT_SUBJECT_MAX,
  formDataQuerySchema,
  formDataResponseSchema,
  type OpenFormData,
  openFormDataSchema,
  PASSWORD_CHECKLIST,
  PASSWORD_MIN_LENGTH,
  PASSWORD_SPECIALS,
  PASSWORDS_MATCH_LABEL,
} from '@taxlens/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.js';
import { access } from '../../platform/access.js';
import { badRequest } from '../../platform/errors.js';
import { listTimeZones } from '../settings/index.js';

type Option = { key: string; value: string };

/**
 * Spec 1 §7 GET /formdata?types=a,b: option lists by type, each answered under its own key. A later
 * issue adds its type here (e.g. timezones) as one entry.
 */
const FORM_DATA: Readonly<Record<string, { key: string; options: () => Option[] }>> = {
  'portal.alertTypes': {
    key: 'alertType',
    options: () => ALERT_TYPES.map((t) => ({ key: t, value: ALERT_TYPE_LABELS[t] })),
  },
  // IANA names (settings' time-zone list); key and value are the name itself.
  timezones: { key: 'timezones', options: () => listTimeZones().map((z) => ({ key: z, value: z })) },
};

/** Spec 1 §7 GET /formdata/open: the same for everyone, so built once. */
function buildOpenFormData(): OpenFormData {
  return {
    passwordRules: {
      minLength: PASSWORD_MIN_LENGTH,
      specials: PASSWORD_SPECIALS,
      checklist: PASSWORD_CHECKLIST.map((line) => ({ key: line.key, label: line.label })),
      mismatch: PASSWORDS_MATCH_LABEL,
    },
    contact: {
      subjectMaxLength: CONTACT_SUBJECT_MAX,
      reasons: CONTACT_REASONS.map((r) => ({ value: r.value, label: r.label })),
    },
    timeZones: listTimeZones(),
  };
}

export async function registerFormDataRoutes(app: FastifyInstance, _ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const open = buildOpenFormData();

  r.get(
    '/api/formdata/open',
    {
      config: { access: access.public() },
      schema: {
        tags: ['formdata'],
        summary: 'What screens before sign-in need (no session): password rules, contact reasons, time zones',
        response: { 200: openFormDataSchema },
      },
    },
    async () => open,
  );
  r.get(
    '/api/formdata',
    {
      config: { access: access.lender({ early: 'enrolment' }) },
      schema: {
        tags: ['formdata'],
        summary: `Option lists by type (types=${Object.keys(FORM_DATA).join(',')})`,
        querystring: formDataQuerySchema,
        response: { 200: formDataResponseSchema },
      },
    },
    async (request) => {
      const answer: Record<string, Option[]> = {};
      for (const type of request.query.types
        .split(',')
        .map((t) => t.trim())
        .filter(Boolean)) {
        // Own keys only: "constructor" or "__proto__" must be unknown types, not Object's members.
        const source = Object.hasOwn(FORM_DATA, type) ? FORM_DATA[type] : undefined;
        if (!source) throw badRequest(`Unknown form data type "${type}".`, 'types');
        answer[source.key] = source.options();
      }
      return answer;
    },
  );
}
