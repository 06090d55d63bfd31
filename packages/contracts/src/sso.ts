import { z } from 'zod';
import { text } from './text-fields.js';
import { roleSchema } from './role-schema.js';

/** A lender's SAML registration id: the last segment of /saml2/authenticate/{registrationId}. */
export const registrationIdSchema = z
  .string()
  .min(2)
  .max(64)
  .regex(/^[a-z0-9][a-z0-9-]*$/, 'lowercase letters, digits and dashes');

export const registrationIdParamsSchema = z.object({ registrationId: registrationIdSchema });

export const ssoLookupQuerySchema = z.object({
  /** A company identifier (registration id or company name) or a work e-mail address. */
  q: text('Company or e-mail address', { max: 254, min: 2 }),
});
export const ssoLookupResponseSchema = z.object({ registrationId: z.string() });

export const ssoLogoutTargetSchema = z.object({ logoutUrl: z.string().nullable() });

const httpsOrHttpUrl = z.url({ protocol: /^https?$/ });

/** What operations staff set for a lender that signs in through its own identity provider. */
export const samlConfigInputSchema = z.object({
  lenderId: z.uuid(),
  idpEntityId: text('IdP entity id', { max: 500, min: 1 }),
  idpSsoUrl: httpsOrHttpUrl.max(1000),
  /** The IdP's signing certificate, PEM or the base64 body alone. */
  idpCertificate: z.string().trim().min(100).max(20_000),
  idpLogoutUrl: httpsOrHttpUrl.max(1000).nullable().default(null),
  emailDomains: z
    .array(
      z
        .string()
        .trim()
        .toLowerCase()
        .regex(/^[a-z0-9.-]+\.[a-z]{2,}$/, 'a domain such as bank.example'),
    )
    .max(20)
    .default([]),
  attributes: z
    .object({
      email: text('E-mail attribute', { max: 200, min: 1 }).default('email'),
      firstName: text('First name attribute', { max: 200, min: 1 }).default('firstName'),
      lastName: text('Last name attribute', { max: 200, min: 1 }).default('lastName'),
    })
    .prefault({}),
  defaultRole: roleSchema.exclude(['ROLE_ADMIN']).default('ROLE_LENDER'),
  createUsers: z.boolean().default(false),
});
export type SamlConfigInput = z.infer<typeof samlConfigInputSchema>;

export const samlConfigSchema = samlConfigInputSchema.extend({
  // As stored: the demo registration holds placeholders until the server fills them in.
  idpSsoUrl: z.string(),
  idpCertificate: z.string(),
  idpLogoutUrl: z.string().nullable(),
  emailDomains: z.array(z.string()),
  registrationId: z.string(),
  companyName: z.string(),
  spEntityId: z.string(),
  acsUrl: z.string(),
  metadataUrl: z.string(),
  updatedAt: z.string(),
});
export type SamlConfig = z.infer<typeof samlConfigSchema>;
export const samlConfigListSchema = z.array(samlConfigSchema);
