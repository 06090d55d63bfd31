import { z } from 'zod';
import { CATEGORY_CODES } from './domain.js';
import { FORM_STAGES } from './form-check.js';
import { pageOf, PORTFOLIO_DEFAULT_SIZE, PORTFOLIO_MAX_SIZE } from './paging.js';

export * from './paging.js';

/** The dashboard links' filters (spec 1 §2): kept in the URL and sent as-is to the list call. */
export const PORTFOLIO_TYPES = ['pendingorders', 'completed', 'rejected'] as const;
export type PortfolioType = (typeof PORTFOLIO_TYPES)[number];

export const YEAR_MONTH_PATTERN = /^(LAST_30_DAYS|\d{4}-(0[1-9]|1[0-2]))$/;

export const PORTFOLIO_LISTS = ['clients', 'orders', 'overview', 'incomplete-auth', 'expiring-forms'] as const;
export type PortfolioList = (typeof PORTFOLIO_LISTS)[number];

/** Sortable columns of each list (the `sort=field` / `sort=field,desc` values). */
export const PORTFOLIO_SORT_FIELDS = {
  clients: ['businessName', 'clientType', 'status', 'monitoringFrequency', 'createdAt'],
  orders: ['createdAt', 'businessName', 'reportType', 'delivery', 'status', 'placedBy'],
  overview: ['reportDate', 'businessName', 'totalLiability', 'riskLevel'],
  'incomplete-auth': ['businessName', 'authorizationExpiresOn', 'monitoringFrequency', 'status'],
  'expiring-forms': ['authorizationExpiresOn', 'businessName', 'monitoringFrequency'],
} as const satisfies Record<PortfolioList, readonly string[]>;

export const portfolioQuerySchema = z.object({
  page: z.coerce.number().int().min(0).max(100_000).default(0),
  size: z.coerce.number().int().min(1).max(PORTFOLIO_MAX_SIZE).default(PORTFOLIO_DEFAULT_SIZE),
  sort: z
    .string()
    .regex(/^[A-Za-z]+(,(asc|desc))?$/, 'Expected field or field,desc')
    .optional(),
  type: z.enum(PORTFOLIO_TYPES).optional(),
  reports: z.enum(CATEGORY_CODES).optional(),
  yearMonth: z.string().regex(YEAR_MONTH_PATTERN, 'Expected LAST_30_DAYS or YYYY-MM').optional(),
});
export type PortfolioQuery = z.infer<typeof portfolioQuerySchema>;
export const portfolioExportQuerySchema = portfolioQuerySchema.omit({ page: true, size: true });

export const portfolioClientRowSchema = z.object({
  id: z.string(),
  businessName: z.string(),
  clientType: z.string(),
  taxIdKind: z.string(),
  taxIdLast4: z.string(),
  status: z.string(),
  monitoringFrequency: z.string(),
  authorizationExpiresOn: z.string().nullable(),
  createdAt: z.string(),
  /** Incomplete Authorizations and Expiring Forms: where the client's 8821 is in its life (decision 287). */
  formStage: z.enum(FORM_STAGES).nullable().optional(),
  formRejectionCode: z.string().nullable().optional(),
});
export const portfolioOrderRowSchema = z.object({
  id: z.string(),
  clientId: z.string(),
  businessName: z.string(),
  reportType: z.string(),
  delivery: z.string(),
  status: z.string(),
  placedBy: z.string(),
  /** The order's report: a COMPLETED order links to its page (/reports/{reportId}). */
  reportId: z.string().nullable(),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
  rejectedAt: z.string().nullable(),
  rejectionCode: z.string().nullable(),
});
export const portfolioOverviewRowSchema = z.object({
  reportId: z.string(),
  clientId: z.string(),
  businessName: z.string(),
  reportDate: z.string(),
  totalLiability: z.number().int(),
  riskLevel: z.string(),
  categories: z.array(z.string()),
});

export const portfolioClientsPageSchema = pageOf(portfolioClientRowSchema);
export const portfolioOrdersPageSchema = pageOf(portfolioOrderRowSchema);
export const portfolioOverviewPageSchema = pageOf(portfolioOverviewRowSchema);
export type PortfolioClientRow = z.infer<typeof portfolioClientRowSchema>;
export type PortfolioOrderRow = z.infer<typeof portfolioOrderRowSchema>;
export type PortfolioOverviewRow = z.infer<typeof portfolioOverviewRowSchema>;

/** Days ahead in which a monitored client's Form 8821 counts as expiring. */
export const EXPIRING_FORM_DAYS = 60;
