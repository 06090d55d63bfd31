import { z } from 'zod';
import { text } from './text-fields.js';

/** Spec 1 §9: contact reasons, submitted value and visible label, in this order. */
export const CONTACT_REASONS = [
  { value: 'Edit Client Info', label: 'Edit Client Information' },
  { value: 'Order Changes', label: 'Expedited Order Request' },
  { value: 'Help Ordering Report', label: 'Help Ordering Report' },
  { value: 'Billing', label: 'Invoices' },
  { value: 'Report Questions', label: 'Questions About a Report' },
  { value: 'Rejected Reports', label: 'Rejected 8821 Question' },
  { value: 'Report Order Status', label: 'Report Order Status' },
  { value: 'User Management', label: 'User Management' },
  { value: 'Other', label: 'Other' },
] as const;
export const CONTACT_REASON_VALUES = CONTACT_REASONS.map((r) => r.value) as [string, ...string[]];

/** Spec 1 §5: the hidden fields' maximum lengths. */
export const CONTACT_MAX_LENGTHS = { company: 80, name: 80, phone: 40, email: 80 } as const;
export const CONTACT_SUBJECT_MAX = 255;
export const CONTACT_DESCRIPTION_MAX = 32_000;
/** Spec 1 §9: the info box opens after 1 second. */
export const CONTACT_INFO_BOX_DELAY_MS = 1000;

/** The web-to-case form fields (spec 1 §7), as the portal's own endpoint accepts them. */
export const webToCaseSchema = z.object({
  orgid: text('orgid', { max: 40, min: 1 }),
  retURL: z.string().max(2000).optional(),
  subject: text('Subject', { max: CONTACT_SUBJECT_MAX, min: 1 }),
  reason: z.enum(CONTACT_REASON_VALUES),
  description: text('Description', { max: CONTACT_DESCRIPTION_MAX, multiline: true }).default(''),
  company: text('Company', { max: CONTACT_MAX_LENGTHS.company }).default(''),
  name: text('Name', { max: CONTACT_MAX_LENGTHS.name }).default(''),
  phone: text('Phone', { max: CONTACT_MAX_LENGTHS.phone }).default(''),
  email: text('Email', { max: CONTACT_MAX_LENGTHS.email }).default(''),
});
export type WebToCase = z.infer<typeof webToCaseSchema>;

/** What the contact page needs: where the form posts, and the map. */
export const contactConfigSchema = z.object({
  caseUrl: z.string(),
  orgId: z.string(),
  tileUrl: z.string(),
  tileAttribution: z.string(),
  office: z.object({ name: z.string(), address: z.array(z.string()), lat: z.number(), lng: z.number() }),
});
export type ContactConfig = z.infer<typeof contactConfigSchema>;

export const contactCaseSchema = z.object({
  id: z.string(),
  caseNumber: z.number(),
  subject: z.string(),
  reason: z.string(),
  description: z.string(),
  company: z.string(),
  name: z.string(),
  phone: z.string(),
  email: z.string(),
  createdAt: z.string(),
});
export type ContactCase = z.infer<typeof contactCaseSchema>;
export const contactCaseListSchema = z.array(contactCaseSchema);
