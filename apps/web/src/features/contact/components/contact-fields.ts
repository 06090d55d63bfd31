import {
  CONTACT_MAX_LENGTHS,
  CONTACT_REASON_VALUES,
  type ContactConfig,
  type User,
  webToCaseSchema,
} from '@taxlens/contracts';
import { z } from 'zod';

/** Spec 1 §5: subject and reason are required; the text fields follow the server's one text rule (docs/decisions/141). */
export const contactFormSchema = z.object({
  subject: webToCaseSchema.shape.subject,
  reason: z.enum(CONTACT_REASON_VALUES, 'Reason is required'),
  description: webToCaseSchema.shape.description.unwrap(),
});
export type ContactFormValues = z.infer<typeof contactFormSchema>;

export const CONTACT_SUCCESS_RETURN = '/?message=contact_success';

/**
 * The hidden fields of the web-to-case post (spec 1 §7): orgid, retURL and who is asking, filled
 * from the signed-in user and cut to their maximum lengths (spec 1 §5).
 */
export function buildHiddenFields(
  config: ContactConfig,
  user: User | null,
  origin: string,
  demo: boolean,
): Record<string, string> {
  const name = user ? `${user.firstName} ${user.lastName}`.trim() || user.display : '';
  return {
    orgid: config.orgId,
    retURL: `${origin}${CONTACT_SUCCESS_RETURN}`,
    company: (user?.selectedLender?.companyName ?? '').slice(0, CONTACT_MAX_LENGTHS.company),
    name: name.slice(0, CONTACT_MAX_LENGTHS.name),
    phone: (user?.phone ?? '').slice(0, CONTACT_MAX_LENGTHS.phone),
    email: (user?.email ?? '').slice(0, CONTACT_MAX_LENGTHS.email),
    // Spec 1 §7: extra debug fields outside production.
    ...(demo ? { debug: '1' } : {}),
  };
}
