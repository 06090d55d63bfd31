import type { ColumnType } from 'kysely';
import type { Json } from './column-types.js';

type CalendarDate = ColumnType<string, Date | string, Date | string>;
type Cents = ColumnType<number, number, number>;

/** Migration 033: a lender's monthly figures for one filter (decision 200). */
export type TrendMonthsTable = {
  lender_id: string;
  month: CalendarDate;
  filter_key: string;
  clients: number;
  liability_cents: Cents;
  risk_high: number;
  risk_medium: number;
  risk_low: number;
  new_lien_or_levy: number;
  unfiled: number;
  rejected_8821: number;
  alerts_raised: number;
  categories: Json;
};

export type TrendLenderMonthsTable = {
  lender_id: string;
  month: CalendarDate;
  as_of: ColumnType<Date | null, Date | null | undefined, Date | null>;
  closed: ColumnType<boolean, boolean | undefined, boolean>;
  changes: ColumnType<number, number | undefined, number>;
  computed_changes: ColumnType<number, number | undefined, number>;
};

export type TrendTables = {
  trend_months: TrendMonthsTable;
  trend_lender_months: TrendLenderMonthsTable;
};
