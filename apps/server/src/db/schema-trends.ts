import type { ColumnType } from 'kysely';
import type { Json } from './column-types.js';

type CalendarDate = ColumnType<string, Date | string, Date | string>;
type Cents = ColumnType<number, number, number>;

/**
 * The counts among a lender-month's figures. The table's type and the read of the figures are both
 * made from this list, so a new count is named here (and in its migration) only.
 */
export const TREND_COUNT_COLUMNS = [
  'clients',
  'risk_high',
  'risk_medium',
  'risk_low',
  'new_lien_or_levy',
  'unfiled',
  'rejected_8821',
  'alerts_raised',
] as const;

/** Migration 033: a lender's monthly figures for one filter (decision 200). */
export type TrendMonthsTable = Record<(typeof TREND_COUNT_COLUMNS)[number], number> & {
  lender_id: string;
  month: CalendarDate;
  filter_key: string;
  liability_cents: Cents;
  categories: Json;
};

export type TrendLenderMonthsTable = {
  lender_id: string;
  month: CalendarDate;
  as_of: ColumnType<Date | null, Date | null | undefined, Date | null>;
  closed: ColumnType<boolean, boolean | undefined, boolean>;
  changes: ColumnType<number, number | undefined, number>;
  computed_changes: ColumnType<number, number | undefined, number>;
  /** Migration 046: how many first months the stored movers cover, counted back from the month (0: none). */
  movers_months: ColumnType<number, number | undefined, number>;
};

/**
 * Migration 045: the movers of the ranges ending at a computed month, per filter (decision 220); since
 * migration 046 one row per first month of the range (decision 224).
 */
export type TrendMoversTable = {
  lender_id: string;
  month: CalendarDate;
  from_month: CalendarDate;
  filter_key: string;
  risers: Json;
  fallers: Json;
};

export type TrendTables = {
  trend_months: TrendMonthsTable;
  trend_movers: TrendMoversTable;
  trend_lender_months: TrendLenderMonthsTable;
};
