import type { ColumnType } from 'kysely';
import type { TimestampDefault } from './column-types.js';

type Cents = ColumnType<number, number, number>;

export type AddOnCode = 'RECORD_OF_ACCOUNT' | 'TAX_RETURN_TRANSCRIPTS' | 'WAGE_INCOME';

/** Migration 011: a lender's price per add-on (product prices are lender_products.price_cents). */
export type LenderAddOnPricesTable = { lender_id: string; add_on: AddOnCode; price_cents: Cents };

/** Migration 011: the lender-wide whitelist (addresses or CIDR ranges, canonical text). */
export type LenderIpWhitelistTable = {
  lender_id: string;
  address: string;
  created_by: string | null;
  created_at: TimestampDefault;
};

/** Migration 011: a user's own whitelist at one lender. */
export type UserIpWhitelistTable = {
  user_id: string;
  lender_id: string;
  address: string;
  created_by: string | null;
  created_at: TimestampDefault;
};

export type BillingWhitelistTables = {
  lender_add_on_prices: LenderAddOnPricesTable;
  lender_ip_whitelist: LenderIpWhitelistTable;
  user_ip_whitelist: UserIpWhitelistTable;
};
