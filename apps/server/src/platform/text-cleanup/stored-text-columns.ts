/**
 * The free-text columns people filled before the one text rule (docs/decisions/141), each with how
 * the rule applies to it. Listed here rather than in each module because the cleanup is one
 * pass over the whole database; a new free-text column only needs its request schema to use
 * `text()`, since rows written after the rule already keep it.
 */
export type StoredTextColumn = {
  table: string;
  /** The primary key column, used to walk the table in pages and to name the row in the audit. */
  key: string;
  column: string;
  /** The column that names the row's lender, for the audit row. */
  lenderColumn?: string;
  /** A nullable column becomes null where nothing readable is left; others get the placeholder. */
  nullable?: boolean;
  multiline?: boolean;
  /** File names follow the file-name rule (base name only) instead of the text rule. */
  fileName?: boolean;
};

const client = (column: string, nullable = false): StoredTextColumn => ({
  table: 'clients',
  key: 'id',
  column,
  lenderColumn: 'lender_id',
  nullable,
});
const designee = (column: string, nullable = false): StoredTextColumn => ({
  table: 'designees',
  key: 'id',
  column,
  lenderColumn: 'lender_id',
  nullable,
});
const contactCase = (column: string, multiline = false): StoredTextColumn => ({
  table: 'contact_cases',
  key: 'id',
  column,
  multiline,
});

export const STORED_TEXT_COLUMNS: readonly StoredTextColumn[] = [
  client('business_name'),
  client('dba', true),
  client('first_name', true),
  client('last_name', true),
  client('fiduciary_name', true),
  client('address_line1'),
  client('address_line2', true),
  client('city'),
  designee('name'),
  designee('address_line1'),
  designee('address_line2', true),
  designee('city'),
  { table: 'bundles', key: 'id', column: 'name', lenderColumn: 'lender_id' },
  { table: 'lenders', key: 'id', column: 'company_name', lenderColumn: 'id' },
  { table: 'users', key: 'id', column: 'first_name' },
  { table: 'users', key: 'id', column: 'last_name' },
  contactCase('subject'),
  contactCase('description', true),
  contactCase('company'),
  contactCase('name'),
  contactCase('phone'),
  contactCase('email'),
  { table: 'reports', key: 'id', column: 'rejection_note', lenderColumn: 'lender_id', nullable: true, multiline: true },
  { table: 'alerts', key: 'id', column: 'title', lenderColumn: 'lender_id' },
  { table: 'alerts', key: 'id', column: 'body', lenderColumn: 'lender_id', multiline: true },
  { table: 'content_posts', key: 'id', column: 'title' },
  { table: 'content_faq_types', key: 'id', column: 'name' },
  { table: 'global_notices', key: 'id', column: 'title' },
  { table: 'terms_versions', key: 'version', column: 'title' },
  { table: 'terms_versions', key: 'version', column: 'summary', multiline: true },
  { table: 'orders', key: 'id', column: 'form_name', lenderColumn: 'lender_id', nullable: true, fileName: true },
  { table: 'stored_files', key: 'id', column: 'original_name', lenderColumn: 'lender_id', fileName: true },
];
