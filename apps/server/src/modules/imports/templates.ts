import { IMPORT_FIELDS } from '@taxlens/contracts';
import ExcelJS from 'exceljs';
import { textColumns, toCsv } from '../../platform/csv.js';

const HEADERS = IMPORT_FIELDS.map((f) => f.label);

// One example per client type; the tax ids are valid in shape and rules, and belong to nobody real.
const EXAMPLES: Record<string, string>[] = [
  {
    clientType: 'LLC',
    businessName: 'Birch Bakery LLC',
    ein: '12-3456789',
    addressLine1: '12 Main St',
    city: 'Columbus',
    state: 'OH',
    zip: '43004',
    phone: '(614) 555-0100',
    monitoringFrequency: 'MONTHLY',
    referenceId: 'LN-1001',
  },
  {
    clientType: 'Corporation',
    taxClassification: 'S Corp',
    businessName: 'Cedar Tools Inc',
    ein: '23-4567890',
    addressLine1: '40 Oak Ave',
    city: 'Dayton',
    state: 'OH',
    zip: '45402',
    phone: '(937) 555-0101',
    referenceId: 'LN-1002',
  },
  {
    clientType: 'Partnership',
    businessName: 'Dune & Field LP',
    ein: '34-5678901',
    addressLine1: '7 River Rd',
    city: 'Akron',
    state: 'OH',
    zip: '44301',
    phone: '(330) 555-0102',
    referenceId: 'LN-1003',
  },
  {
    clientType: 'Nonprofit',
    businessName: 'Elm Street Food Pantry',
    ein: '45-6789012',
    addressLine1: '9 Elm St',
    city: 'Toledo',
    state: 'OH',
    zip: '43604',
    phone: '(419) 555-0103',
    referenceId: 'LN-1004',
  },
  {
    clientType: 'Sole Proprietorship',
    firstName: 'Fay',
    lastName: 'Garner',
    dba: 'Garner Catering',
    ssn: '234-56-7801',
    addressLine1: '3 Pine Ct',
    city: 'Canton',
    state: 'OH',
    zip: '44702',
    referenceId: 'LN-1005',
  },
  {
    clientType: 'Individual',
    firstName: 'Hal',
    lastName: 'Ives',
    ssn: '912-70-1234',
    addressLine1: '88 Lake Dr',
    city: 'Parma',
    state: 'OH',
    zip: '44129',
    referenceId: 'LN-1006',
  },
  {
    clientType: 'Estates and Trusts',
    businessName: 'Jones Family Trust',
    fiduciaryName: 'Kay Jones',
    ein: '56-7890123',
    addressLine1: '1 Hill Rd',
    city: 'Lorain',
    state: 'OH',
    zip: '44052',
    referenceId: 'LN-1007',
  },
];
const rows = () => EXAMPLES.map((e) => IMPORT_FIELDS.map((f) => e[f.key] ?? ''));

export const importTemplateCsv = (): string => toCsv(textColumns(HEADERS), rows(), 'UTC');

export async function importTemplateXlsx(): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Clients');
  sheet.addRow(HEADERS);
  for (const row of rows()) sheet.addRow(row);
  // Tax ids and ZIPs as text, so a spreadsheet never drops their leading zeros.
  sheet.columns.forEach((column) => (column.numFmt = '@'));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
