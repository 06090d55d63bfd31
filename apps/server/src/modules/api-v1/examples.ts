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
  taxClassification: 'partnership',
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
  taxClassification: 'partnership',
  authorizationExpiresOn: null,
  designee: null,
  form8821: null,
  form8821Life: null,
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

/** An order that waits on a new signature request, mailed to the signer with the order (decision 213). */
export const ORDER_AWAITING_NEW_REQUEST_EXAMPLE = {
  product: 'TAXLENS:NEXT_DAY',
  orders: [
    {
      clientId: CLIENT_EXAMPLE.id,
      signature: {
        signer: {
          signerName: 'Dana Signer',
          signerEmail: 'dana@acme-holdings.example',
          signerTitle: 'CEO',
          attestRelationship: true,
        },
      },
    },
  ],
};

/** An order that waits on a signature request already sent to the client. */
export const ORDER_AWAITING_OPEN_REQUEST_EXAMPLE = {
  product: 'TAXLENS:NEXT_DAY',
  orders: [{ clientId: CLIENT_EXAMPLE.id, signature: { requestId: '6e5d4c3b-2a19-4f08-8e7d-6c5b4a392817' } }],
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

/** A previewed import of three rows, one with an error (POST /imports, GET /imports/{id}). */
export const IMPORT_EXAMPLE = {
  id: '1f2e3d4c-5b6a-4978-8a6b-5c4d3e2f1a0b',
  fileName: 'borrowers.csv',
  format: 'csv',
  encoding: 'utf-8',
  sheet: null,
  sheets: [],
  headers: ['Client Type', 'Legal Name', 'EIN', 'Street', 'City', 'State', 'Zip', 'Phone'],
  rowCount: 3,
  forms: null,
  mapping: { clientType: 0, businessName: 1, ein: 2, addressLine1: 3, city: 4, state: 5, zip: 6, phone: 7 },
  existing: 'skip',
  status: 'PREVIEWED',
  counts: { valid: 2, warning: 0, error: 1, existing: 0 },
  issues: [{ row: 4, column: 'EIN', message: 'Enter an EIN as 12-3456789.', severity: 'error' }],
  progress: null,
  result: null,
};

/** PUT /imports/{id}/settings: update existing clients instead of skipping them. */
export const IMPORT_SETTINGS_EXAMPLE = { mapping: IMPORT_EXAMPLE.mapping, existing: 'update' };
