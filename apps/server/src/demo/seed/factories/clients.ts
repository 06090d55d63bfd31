import type { ClientStatus, ClientTypeCode, TaxIdKind } from '@taxlens/contracts';
import { randomUUID } from 'node:crypto';
import type { Insertable } from 'kysely';
import { encryptPii, hashTaxId, lastFour, normalizeTaxId } from '../../../platform/pii.js';
import type { ClientsTable, MonitoringFrequency } from '../../../db/schema-portfolio.js';
import { nextSequence } from './sequence.js';

export type PiiDeps = { piiKey: Buffer };

export type ClientInput = {
  lenderId: string;
  id?: string;
  clientType?: ClientTypeCode;
  businessName?: string;
  dba?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  fiduciaryName?: string | null;
  /** Digits, with or without dashes; defaults to a unique EIN or SSN by client type. */
  taxId?: string;
  /** A sole proprietor may also have an EIN. */
  secondEin?: string | null;
  addressLine1?: string;
  addressLine2?: string | null;
  city?: string;
  state?: string;
  zip?: string;
  phone?: string | null;
  status?: ClientStatus;
  /** When an ARCHIVED or CLOSED client stopped being followed; defaults to its last update. */
  archivedAt?: Date;
  monitoringFrequency?: MonitoringFrequency;
  authorizationExpiresOn?: string | null;
  /** Who signs the client's 8821 when requests go out in bulk (docs/decisions/215). */
  contact?: { name?: string | null; email?: string | null; mobile?: string | null; title?: string | null };
  createdBy?: string | null;
  createdAt?: Date;
  updatedAt?: Date;
};

export type CreatedClient = {
  id: string;
  lenderId: string;
  clientType: ClientTypeCode;
  businessName: string;
  taxIdKind: TaxIdKind;
  /** The plain digits, handy for assertions; only the encrypted form is stored. */
  taxId: string;
  taxIdLast4: string;
};

/** Individuals and sole proprietors are identified by SSN, every other type by EIN. */
export function taxIdKindFor(clientType: ClientTypeCode): TaxIdKind {
  return clientType === 'individual' || clientType === 'sole_prop' ? 'SSN' : 'EIN';
}

function defaultTaxId(kind: TaxIdKind, n: number): string {
  if (kind === 'EIN') return `27${String(n % 10_000_000).padStart(7, '0')}`;
  // Area 100-664, group 01-99 and serial 0001-9999 stay within the SSA's valid ranges.
  const area = 100 + (Math.floor(n / 9999) % 565);
  return `${area}55${String((n % 9999) + 1).padStart(4, '0')}`;
}

type ClientRow = Insertable<ClientsTable> & { id: string };

/** The row to insert, with the tax id encrypted and blind-indexed, and the plain tax id beside it. */
export function buildClient(deps: PiiDeps, input: ClientInput): { row: ClientRow; taxId: string } {
  const n = nextSequence();
  const clientType = input.clientType ?? 'llc';
  const kind = taxIdKindFor(clientType);
  const taxId = normalizeTaxId(input.taxId ?? defaultTaxId(kind, n));
  const person = clientType === 'individual' || clientType === 'sole_prop';
  const secondEin = input.secondEin ? normalizeTaxId(input.secondEin) : null;
  const row: ClientRow = {
    id: input.id ?? randomUUID(),
    lender_id: input.lenderId,
    client_type: clientType,
    business_name: input.businessName ?? (person ? `Pat Client${n}` : `Test Client ${n} LLC`),
    dba: input.dba ?? null,
    first_name: input.firstName ?? (person ? 'Pat' : null),
    last_name: input.lastName ?? (person ? `Client${n}` : null),
    fiduciary_name: input.fiduciaryName ?? (clientType === 'estates_and_trusts' ? 'Jordan Trustee' : null),
    tax_id_kind: kind,
    tax_id_encrypted: encryptPii(deps.piiKey, taxId),
    tax_id_last4: lastFour(taxId),
    tax_id_hash: hashTaxId(deps.piiKey, taxId),
    second_ein_encrypted: secondEin ? encryptPii(deps.piiKey, secondEin) : null,
    second_ein_last4: secondEin ? lastFour(secondEin) : null,
    address_line1: input.addressLine1 ?? '100 Main St',
    address_line2: input.addressLine2 ?? null,
    city: input.city ?? 'Columbus',
    state: input.state ?? 'OH',
    zip: input.zip ?? '43215',
    phone: input.phone ?? null,
    status: input.status ?? 'ACTIVE',
    monitoring_frequency: input.monitoringFrequency ?? 'None',
    authorization_expires_on: input.authorizationExpiresOn ?? null,
    contact_name: input.contact?.name ?? null,
    contact_email: input.contact?.email ?? null,
    contact_mobile: input.contact?.mobile ?? null,
    contact_title: input.contact?.title ?? null,
    created_by: input.createdBy ?? null,
    ...(input.createdAt ? { created_at: input.createdAt, updated_at: input.updatedAt ?? input.createdAt } : {}),
    archived_at: archivedAtOf(input),
  };
  return { row, taxId };
}

function archivedAtOf(input: ClientInput): Date | null {
  if (input.status !== 'ARCHIVED' && input.status !== 'CLOSED') return null;
  return input.archivedAt ?? input.updatedAt ?? input.createdAt ?? new Date();
}

export function describeClient({ row, taxId }: { row: ClientRow; taxId: string }): CreatedClient {
  return {
    id: row.id,
    lenderId: row.lender_id,
    clientType: row.client_type,
    businessName: row.business_name,
    taxIdKind: row.tax_id_kind,
    taxId,
    taxIdLast4: row.tax_id_last4,
  };
}
