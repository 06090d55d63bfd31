import { z } from 'zod';
import { NOTIFICATION_CHOICES } from './settings.js';

const labelled = z.object({ value: z.string(), label: z.string() });

/**
 * Spec 1 §7 GET /lenders/formdata: what the selected lender's forms need, in one answer (its type,
 * capabilities, the delivery options it may order, the notification groups with their choices).
 */
export const lenderFormDataSchema = z.object({
  lenderId: z.string(),
  companyName: z.string(),
  lenderType: z.string(),
  isSba: z.boolean(),
  monitorType: z.string(),
  sso: z.boolean(),
  capabilities: z.record(z.string(), z.string()),
  /** Deliveries of its active products that it may order (Express and Same Day only when enabled), in the spec's order. */
  deliveryOptions: z.array(z.object({ code: z.string(), label: z.string(), description: z.string() })),
  notificationGroups: z.array(
    z.object({
      group: z.string(),
      label: z.string(),
      options: z.array(z.object({ value: z.enum(NOTIFICATION_CHOICES), label: z.string() })),
    }),
  ),
});
export type LenderFormData = z.infer<typeof lenderFormDataSchema>;

/** Spec 1 §7 GET /formdata/open (no session): what screens before sign-in need. */
export const openFormDataSchema = z.object({
  passwordRules: z.object({
    minLength: z.number().int(),
    specials: z.string(),
    checklist: z.array(z.object({ key: z.string(), label: z.string() })),
    mismatch: z.string(),
  }),
  contact: z.object({ subjectMaxLength: z.number().int(), reasons: z.array(labelled) }),
  /** IANA names, as settings offers them. */
  timeZones: z.array(z.string()),
});
export type OpenFormData = z.infer<typeof openFormDataSchema>;
