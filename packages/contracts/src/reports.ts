import { z } from 'zod';
import { TAX_FORMS, type TaxForm } from './domain.js';

/** DESIGN.md "Report data": a report comes from an order or from monitoring. */
export const REPORT_KINDS = ['ORDER', 'MONITORING'] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];

/**
 * An order moves through the same states as its report, from PENDING on. Before that an order may
 * wait on a signature request (AWAITING_SIGNATURE: no report, not billed) and end CANCELLED when the
 * request ends without a usable form (docs/decisions/213).
 */
export const ORDER_STATUSES = [
  'AWAITING_SIGNATURE',
  'PENDING',
  'IN_PROGRESS',
  'COMPLETED',
  'REJECTED',
  'CANCELLED',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/**
 * PENDING: no report completed yet; REJECTED: the latest report was rejected; ARCHIVED and
 * CLOSED: the lender stopped following the client (spec 2 §4 client actions).
 */
export const CLIENT_STATUSES = ['ACTIVE', 'PENDING', 'REJECTED', 'ARCHIVED', 'CLOSED'] as const;
export type ClientStatus = (typeof CLIENT_STATUSES)[number];

export const TAX_ID_KINDS = ['EIN', 'SSN'] as const;
export type TaxIdKind = (typeof TAX_ID_KINDS)[number];

/** The forms whose missing return counts as an unfiled income-tax return. */
export const INCOME_TAX_FORMS = ['1120', '1120S', '1065', '1040', '990', '1041'] as const satisfies readonly TaxForm[];

export function isIncomeTaxForm(form: TaxForm): boolean {
  return (INCOME_TAX_FORMS as readonly TaxForm[]).includes(form);
}

/** A tax year (`2024`) or a quarter (`2024Q3`); the 941 payroll return is quarterly, the others yearly. */
export const taxPeriodCodeSchema = z.string().regex(/^\d{4}(Q[1-4])?$/, 'Expected YYYY or YYYYQn');

const calendarDateSchema = z.iso.date().nullable();

export const taxPeriodSchema = z
  .object({
    form: z.enum(TAX_FORMS),
    period: taxPeriodCodeSchema,
    filed: z.boolean(),
    filedOn: calendarDateSchema,
    balanceCents: z.number().int().min(0),
    installmentAgreement: z.boolean(),
    iaInDefault: z.boolean(),
    lienFiledOn: calendarDateSchema,
    levyNoticeOn: calendarDateSchema,
  })
  .superRefine((p, ctx) => {
    const quarterly = p.period.includes('Q');
    if (p.form === '941' && !quarterly) {
      ctx.addIssue({ code: 'custom', path: ['period'], message: 'Form 941 periods are quarters (YYYYQn)' });
    }
    if (p.form !== '941' && quarterly) {
      ctx.addIssue({ code: 'custom', path: ['period'], message: `Form ${p.form} periods are tax years (YYYY)` });
    }
    if (p.iaInDefault && !p.installmentAgreement) {
      ctx.addIssue({
        code: 'custom',
        path: ['iaInDefault'],
        message: 'Only an installment agreement can be in default',
      });
    }
    if (p.filedOn && !p.filed) {
      ctx.addIssue({ code: 'custom', path: ['filedOn'], message: 'A filing date needs filed = true' });
    }
  });
export type TaxPeriod = z.infer<typeof taxPeriodSchema>;

export const taxPeriodsSchema = z.array(taxPeriodSchema);
