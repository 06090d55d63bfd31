// Examples of the /api/v1 document (decision 188): one client, order, alert, report and event.

export const CLIENT_INPUT_EXAMPLE = {
  clientType: 'llc',
  businessName: 'Acme Holdings LLC',
  dba: null,
  ein: '12-3456789',
  addressLine1: '100 Main Street',
  addressLine2: null,
  city: 'Springfield',
  state: 'IL',
  zip: '62701',
  phone: '2175550100',
  contactName: 'Dana Reyes',
  contactEmail: 'dana.reyes@acme-holdings.example',
  contactMobile: '2175550177',
  contactTitle: 'CFO',
};

export const CLIENT_LIST_ITEM_EXAMPLE = {
  id: '0f8a7c52-1d2e-4b3a-9c4d-5e6f7a8b9c0d',
  businessName: 'Acme Holdings LLC',
  clientType: 'llc',
  status: 'PENDING',
  ein: '**-***6789',
  ssn: null,
  monitoringFrequency: 'None',
  createdAt: '2026-11-25T15:04:05.000Z',
};

export const CLIENT_EXAMPLE = {
  ...CLIENT_LIST_ITEM_EXAMPLE,
  dba: null,
  firstName: null,
  lastName: null,
  fiduciaryName: null,
  taxIdKind: 'EIN',
  secondEin: null,
  addressLine1: '100 Main Street',
  addressLine2: null,
  city: 'Springfield',
  state: 'IL',
  zip: '62701',
  phone: '2175550100',
  contactName: 'Dana Reyes',
  contactEmail: 'dana.reyes@acme-holdings.example',
  contactMobile: '(217) 555-0177',
  contactTitle: 'CFO',
  jointSpouse: null,
  spouseForm8821: null,
  authorizationExpiresOn: null,
  designee: null,
  form8821: null,
};

export const ORDER_EXAMPLE = {
  id: '7d3c9a10-2b4e-4f6a-8c1d-3e5f7a9b1c2d',
  clientId: CLIENT_EXAMPLE.id,
  businessName: 'Acme Holdings LLC',
  reportType: 'TAXLENS',
  delivery: 'NEXT_DAY',
  status: 'PENDING',
  recordOfAccount: false,
  taxReturnTranscripts: false,
  wageIncome: false,
  onDemand: false,
  formName: 'acme-8821.pdf',
  bundleOrderId: null,
  createdAt: '2026-11-25T15:04:05.000Z',
  dueAt: '2026-11-30T00:00:00.000Z',
  reportId: null,
  reportStatus: null,
};

export const ORDER_INPUT_EXAMPLE = {
  product: 'TAXLENS:NEXT_DAY',
  recordOfAccount: false,
  taxReturnTranscripts: false,
  wageIncome: false,
  orders: [{ clientId: CLIENT_EXAMPLE.id, formOnFile: true }],
};

export const ALERT_EXAMPLE = {
  id: '3a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
  type: 'HIGH_RISK',
  title: 'High risk',
  body: 'Acme Holdings LLC is now at high risk: a lien was filed.',
  createdAt: '2026-11-25T15:04:05.000Z',
  clientId: CLIENT_EXAMPLE.id,
  reportId: '9c8b7a6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
};

export const EVENT_EXAMPLE = {
  id: 'evt_2f1e0d9c8b7a4f6e9d5c4b3a2f1e0d9c',
  type: 'report.completed',
  version: 1,
  occurredAt: '2026-11-25T15:04:05.000Z',
  data: { clientId: CLIENT_EXAMPLE.id, orderId: ORDER_EXAMPLE.id, reportId: ALERT_EXAMPLE.reportId },
};
