import { z } from 'zod';
import { taxPeriodCodeSchema } from './reports.js';

/** The tax periods written on a client's Form 8821 ('2024', '2025Q2'), as operations reads them. */
export const coveredPeriodsSchema = z.object({
  periods: z.array(taxPeriodCodeSchema).min(1).max(40),
});
export type CoveredPeriods = z.infer<typeof coveredPeriodsSchema>;

export const coveredPeriodsResultSchema = z.object({
  clientId: z.string(),
  periods: z.array(z.string()),
  /** The last day of the last covered period ('YYYY-MM-DD'): the form is useful until then. */
  authorizationExpiresOn: z.string(),
});
