import { type ClientDetail, type ClientSummary, maskTaxId, type TaxIdKind } from '@taxlens/contracts';

type SummaryColumns = {
  id: string;
  business_name: string;
  client_type: ClientSummary['clientType'];
  status: ClientSummary['status'];
  tax_id_kind: TaxIdKind;
  tax_id_last4: string;
  second_ein_last4?: string | null;
};

/** Lists show tax ids masked: the EIN and SSN columns of spec 2 §2, '--' being the web's job. */
export function toClientSummary(row: SummaryColumns): ClientSummary {
  const masked = maskTaxId(row.tax_id_last4, row.tax_id_kind);
  const secondEin = row.second_ein_last4 ? maskTaxId(row.second_ein_last4, 'EIN') : null;
  return {
    id: row.id,
    businessName: row.business_name,
    clientType: row.client_type,
    status: row.status,
    ein: row.tax_id_kind === 'EIN' ? masked : secondEin,
    ssn: row.tax_id_kind === 'SSN' ? masked : null,
  };
}

export const toIso = (value: Date | string | null | undefined): string | null =>
  value === null || value === undefined ? null : new Date(value).toISOString();

export type ClientDetailExtras = Pick<ClientDetail, 'capabilities' | 'permissions' | 'bundle'>;
