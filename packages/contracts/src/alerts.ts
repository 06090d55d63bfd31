import { z } from 'zod';
import { ALERT_TYPES } from './domain.js';

export const ALERTS_PAGE_SIZE = 10;

export const ALERT_TYPE_LABELS: Record<(typeof ALERT_TYPES)[number], string> = {
  CLIENT_RENAMED: 'Client Renamed',
  REJECTED: 'Rejected Form 8821',
  INCOMPLETE_AUTH: 'Incomplete Authorization',
  HIGH_RISK: 'High Risk',
  LENDER_ALERT: 'Lender Alert',
  LENDER_RULE: 'Alert Rule',
};

export const alertSchema = z.object({
  id: z.string(),
  portalAlertType: z.enum(ALERT_TYPES),
  title: z.string(),
  body: z.string(),
  created: z.string(),
  viewed: z.boolean(),
  viewedAt: z.string().nullable(),
  clientId: z.string().nullable(),
  reportId: z.string().nullable(),
});
export type Alert = z.infer<typeof alertSchema>;

export const alertsQuerySchema = z.object({
  alertType: z
    .enum(ALERT_TYPES)
    .optional()
    .or(z.literal('').transform(() => undefined)),
  page: z.coerce.number().int().min(0).max(100_000).default(0),
});
export const alertsPageSchema = z.object({
  content: z.array(alertSchema),
  page: z.object({
    size: z.number().int(),
    number: z.number().int(),
    totalElements: z.number().int(),
    totalPages: z.number().int(),
  }),
});
export type AlertsPage = z.infer<typeof alertsPageSchema>;
export const alertIdParamsSchema = z.object({ alertId: z.uuid() });
export const totalUnreadSchema = z.object({ totalUnread: z.number().int() });

export const formDataQuerySchema = z.object({ types: z.string().min(1).max(200) });
export const keyValueSchema = z.object({ key: z.string(), value: z.string() });
/** GET /formdata?types=portal.alertTypes answers { alertType: [{ key, value }] } (spec 1 §3, §7). */
export const formDataResponseSchema = z.record(z.string(), z.array(keyValueSchema));
