import { z } from 'zod';
import { optionalText, text } from './text-fields.js';
import { isValidEin, isValidItin, isValidSsn, US_STATE_CODES } from './tax-ids.js';

// Field rules of client and designee forms: one schema for the browser and the server.

/** The length limits of the client form's text fields: the schemas below and the web form's hints share them. */
export const CLIENT_TEXT_LIMITS = {
  businessName: 120,
  dba: 120,
  firstName: 60,
  lastName: 60,
  fiduciaryName: 120,
  addressLine1: 120,
  addressLine2: 120,
  city: 80,
} as const;

// Client and designee names and addresses are single-line free text under the one text rule.
export const requiredText = (label: string, max = 120) => text(label, { max, min: 1 });
export const optionalTextField = (label: string, max = 120) => optionalText(label, { max });

export const einSchema = z
  .string()
  .trim()
  .regex(/^\d{2}-\d{7}$/, 'EIN must look like NN-NNNNNNN')
  .refine((v) => isValidEin(v.replace('-', '')), 'This EIN prefix is not one the IRS assigns');

/** An SSN, or an ITIN (which the IRS accepts wherever an SSN is): each checked by its own rule. */
export const ssnSchema = z
  .string()
  .trim()
  .regex(/^\d{3}-\d{2}-\d{4}$/, 'SSN must look like NNN-NN-NNNN')
  .refine(
    (v) => isValidSsn(v.replaceAll('-', '')) || isValidItin(v.replaceAll('-', '')),
    'This is not a valid SSN or ITIN',
  );

export const stateSchema = z
  .string()
  .trim()
  .toUpperCase()
  .refine((v) => (US_STATE_CODES as readonly string[]).includes(v), 'Choose a US state');

export const zipSchema = z
  .string()
  .trim()
  .regex(/^\d{5}(-\d{4})?$/, 'ZIP must be 5 digits or ZIP+4 (NNNNN-NNNN)');

/** A US phone number in any common punctuation, stored as (NNN) NNN-NNNN. */
export const phoneSchema = z
  .string()
  .trim()
  .transform((v) => v.replace(/\D/g, '').replace(/^1(?=\d{10}$)/, ''))
  .refine((d) => /^[2-9]\d{2}[2-9]\d{6}$/.test(d), 'Enter a 10-digit US phone number')
  .transform((d) => `(${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6)}`);

/** An optional US number: missing, null or blank becomes null; `message` says what is wrong. */
const optionalUsPhone = (message: string) =>
  z
    .string()
    .trim()
    .optional()
    .nullable()
    .transform((v, ctx) => {
      if (!v) return null;
      const parsed = phoneSchema.safeParse(v);
      if (parsed.success) return parsed.data;
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    });

export const optionalPhoneSchema = optionalUsPhone('Enter a 10-digit US phone number');

export const addressFields = {
  addressLine1: requiredText('Street address', CLIENT_TEXT_LIMITS.addressLine1),
  addressLine2: optionalTextField('Address line 2', CLIENT_TEXT_LIMITS.addressLine2),
  city: requiredText('City', CLIENT_TEXT_LIMITS.city),
  state: stateSchema,
  zip: zipSchema,
};

/** The limits of the client's signing contact (decisions 215, 217), shared with the web form's hints and the signer form. */
export const CONTACT_LIMITS = { name: 120, email: 254, title: 80 } as const;

const EMAIL = z.email();

/**
 * The client's signing contact: who signs its 8821 (bulk requests send to them; the single request
 * form starts from them). One rule set for Create Client, the client edit, `/api/v1` and the import.
 * Each part may be left out: on an edit that keeps what is stored, while null or blank clears it.
 */
export const clientContactFields = {
  contactName: optionalTextField('Contact name', CONTACT_LIMITS.name).optional(),
  contactEmail: optionalTextField('Contact e-mail', CONTACT_LIMITS.email)
    .refine(
      (v) => v === null || EMAIL.safeParse(v).success,
      'Contact e-mail must be an e-mail address such as name@example.com',
    )
    .optional(),
  contactMobile: optionalUsPhone('Contact mobile must be a 10-digit US number')
    .meta({ title: 'Contact mobile' })
    .optional(),
  contactTitle: optionalTextField('Contact title', CONTACT_LIMITS.title).optional(),
};
export const clientContactSchema = z.object(clientContactFields);
export type ClientContactInput = z.output<typeof clientContactSchema>;

/**
 * The spouse of an individual who filed jointly (docs/decisions/218): each spouse signs a Form 8821
 * of their own. Name and SSN or ITIN (the client's own rules), and the spouse's own signing contact
 * (a bulk send needs the address). On an edit the SSN may be left out to keep the one on file.
 */
export const jointSpouseSchema = z.object({
  firstName: requiredText('Spouse first name', CLIENT_TEXT_LIMITS.firstName),
  lastName: requiredText('Spouse last name', CLIENT_TEXT_LIMITS.lastName),
  ssn: ssnSchema.meta({ title: 'Spouse SSN or ITIN' }),
  email: optionalTextField('Spouse e-mail', CONTACT_LIMITS.email)
    .refine(
      (v) => v === null || EMAIL.safeParse(v).success,
      'Spouse e-mail must be an e-mail address such as name@example.com',
    )
    .optional(),
  mobile: optionalUsPhone('Spouse mobile must be a 10-digit US number').meta({ title: 'Spouse mobile' }).optional(),
});
export const jointSpouseUpdateSchema = jointSpouseSchema.extend({ ssn: jointSpouseSchema.shape.ssn.optional() });
export type JointSpouseInput = z.output<typeof jointSpouseUpdateSchema>;
