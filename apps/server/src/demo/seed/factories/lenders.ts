import type { CapabilityState, DeliveryCode, ReportTypeCode } from '@taxlens/contracts';
import type { AddOnFrequency } from '../../../db/schema-portfolio.js';

export type ProductInput = {
  reportType: ReportTypeCode;
  delivery: DeliveryCode;
  productCode?: string;
  label?: string;
  priceCents?: number;
  trtFrequency?: AddOnFrequency;
  roaFrequency?: AddOnFrequency;
  wiFrequency?: AddOnFrequency;
  active?: boolean;
};

export type LenderInput = {
  companyName?: string;
  lenderType?: string;
  monitorType?: 'None' | 'MONTHLY' | 'SEMI_MONTHLY' | 'WEEKLY';
  sso?: boolean;
  registrationId?: string | null;
  canOrderExpress?: boolean;
  canOrderSameDay?: boolean;
  capabilities?: Record<string, CapabilityState>;
  products?: ProductInput[];
};

export type CreatedLender = { id: string; companyName: string; lenderType: string; monitorType: string };

export const DEFAULT_CAPABILITIES: Record<string, CapabilityState> = {
  addclientdesignee: 'ACTIVE',
  viewkeyinsights: 'ACTIVE',
  showportfoliorisk: 'ACTIVE',
  ondemandorder: 'HIDDEN',
};

export const DEFAULT_PRODUCTS: ProductInput[] = [
  { reportType: 'TAXLENS', delivery: 'NEXT_DAY' },
  { reportType: 'TAXLENS', delivery: 'THREE_DAY' },
  { reportType: 'TAXLENS', delivery: 'TEN_DAY' },
];
