import type { ClientTypeCode, InvoiceStatus } from '@taxlens/contracts';
import type { DemoLenderKey } from './demo-users.js';
import type { LenderInput, ProductInput } from './factories/lenders.js';

type Weighted<T> = ReadonlyArray<readonly [T, number]>;

export type DemoLender = {
  key: DemoLenderKey;
  lender: LenderInput & { companyName: string };
  /** Products with their share of orders. */
  products: Weighted<ProductInput>;
  /** Demo usernames that place this lender's orders, by share. */
  placers: Weighted<string>;
  clientCount: number;
  bundleCount: number;
  designeeCount: number;
  seed: number;
  invoicePrefix: string;
  /** Past invoices' statuses, newest month first. */
  invoiceStatuses: readonly InvoiceStatus[];
};

export const CLIENT_TYPE_SHARE: Weighted<ClientTypeCode> = [
  ['corp', 22],
  ['llc', 30],
  ['partners', 10],
  ['nonprofit', 7],
  ['sole_prop', 13],
  ['individual', 11],
  ['estates_and_trusts', 7],
];

const full = { trtFrequency: 'SELECTED', roaFrequency: 'SELECTED', wiFrequency: 'SELECTED' } as const;

export const DEMO_LENDERS: readonly DemoLender[] = [
  {
    key: 'acme',
    lender: {
      companyName: 'Acme Capital',
      lenderType: 'SBA',
      monitorType: 'MONTHLY',
      canOrderExpress: true,
      canOrderSameDay: true,
      capabilities: {
        addclientdesignee: 'ACTIVE',
        viewkeyinsights: 'ACTIVE',
        showportfoliorisk: 'ACTIVE',
        ondemandorder: 'HIDDEN',
      },
    },
    products: [
      [{ reportType: 'TAXLENS', delivery: 'EXPRESS', ...full }, 4],
      [{ reportType: 'TAXLENS', delivery: 'SAME_DAY', ...full }, 7],
      [{ reportType: 'TAXLENS', delivery: 'NEXT_DAY', ...full }, 30],
      [{ reportType: 'TAXLENS', delivery: 'THREE_DAY', ...full }, 18],
      [{ reportType: 'TAXLENS', delivery: 'TEN_DAY', ...full }, 14],
      [{ reportType: 'TAXLENS', delivery: 'THIRTY_DAY', ...full }, 6],
      [
        {
          reportType: 'TAXLENS_LITE',
          delivery: 'TEN_DAY',
          trtFrequency: 'NEVER',
          roaFrequency: 'NEVER',
          wiFrequency: 'NEVER',
        },
        8,
      ],
      [
        {
          reportType: 'TG_4506',
          delivery: 'THREE_DAY',
          trtFrequency: 'ALWAYS',
          roaFrequency: 'NEVER',
          wiFrequency: 'NEVER',
        },
        5,
      ],
      [
        {
          reportType: 'INCOME_VERIFICATION',
          delivery: 'NEXT_DAY',
          trtFrequency: 'NEVER',
          roaFrequency: 'NEVER',
          wiFrequency: 'ALWAYS',
        },
        3,
      ],
    ],
    placers: [
      ['loan.officer', 50],
      ['lender.admin', 18],
      ['sales.rep', 14],
      ['expired.user', 9],
      ['new.user', 9],
    ],
    clientCount: 300,
    bundleCount: 5,
    designeeCount: 10,
    seed: 20_260_101,
    invoicePrefix: 'ACME',
    invoiceStatuses: ['Overdue', 'Poor Standing', 'Collection', 'Paid', 'Paid'],
  },
  {
    key: 'beacon',
    lender: {
      companyName: 'Beacon Bank',
      // Not an SBA-set type (spec 1 §3 counts CONVENTIONAL_LENDING as SBA), so Beacon shows category set B.
      lenderType: 'BANK',
      monitorType: 'None',
      capabilities: {
        addclientdesignee: 'HIDDEN',
        viewkeyinsights: 'HIDDEN',
        showportfoliorisk: 'HIDDEN',
        ondemandorder: 'HIDDEN',
      },
    },
    products: [
      [{ reportType: 'STANDARD', delivery: 'NEXT_DAY' }, 5],
      [{ reportType: 'STANDARD', delivery: 'THREE_DAY' }, 3],
      [{ reportType: 'STANDARD', delivery: 'TEN_DAY' }, 3],
      [{ reportType: 'BASIC', delivery: 'TEN_DAY', trtFrequency: 'NEVER', roaFrequency: 'NEVER' }, 2],
    ],
    placers: [['lender.admin', 1]],
    clientCount: 14,
    bundleCount: 1,
    designeeCount: 0,
    seed: 7_070_707,
    invoicePrefix: 'BEACON',
    invoiceStatuses: ['Pending', 'Paid', 'Paid', 'Paid', 'Paid'],
  },
  {
    key: 'cedar',
    lender: {
      companyName: 'Cedar Credit',
      lenderType: 'CREDIT_UNION',
      monitorType: 'MONTHLY',
      capabilities: {
        addclientdesignee: 'HIDDEN',
        viewkeyinsights: 'ACTIVE',
        showportfoliorisk: 'HIDDEN',
        ondemandorder: 'ACTIVE',
      },
    },
    products: [[{ reportType: 'TAXLENS', delivery: 'ON_DEMAND', ...full }, 1]],
    placers: [['ondemand.user', 1]],
    clientCount: 10,
    bundleCount: 0,
    designeeCount: 0,
    seed: 11_111_111,
    invoicePrefix: 'CEDAR',
    invoiceStatuses: ['Paid', 'Paid', 'Paid', 'Paid', 'Paid'],
  },
  {
    key: 'delta',
    lender: {
      companyName: 'Delta Federal',
      lenderType: 'CONVENTIONAL_LENDING',
      monitorType: 'MONTHLY',
      // Signs in through its own identity provider (the demo one, see demo-sso.ts).
      sso: true,
      registrationId: 'delta-federal',
      capabilities: {
        addclientdesignee: 'ACTIVE',
        viewkeyinsights: 'ACTIVE',
        showportfoliorisk: 'ACTIVE',
        ondemandorder: 'HIDDEN',
      },
    },
    products: [
      [{ reportType: 'TAXLENS', delivery: 'NEXT_DAY', ...full }, 3],
      [{ reportType: 'TAXLENS', delivery: 'THREE_DAY', ...full }, 2],
    ],
    placers: [['sso.user', 1]],
    clientCount: 16,
    bundleCount: 1,
    designeeCount: 2,
    seed: 4_040_404,
    invoicePrefix: 'DELTA',
    invoiceStatuses: ['Pending', 'Paid', 'Paid', 'Paid', 'Paid'],
  },
];
