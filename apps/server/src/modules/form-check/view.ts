import { type FormCheck, maskTaxId, type TaxIdKind } from '@taxlens/contracts';
import { normalizeTaxId } from '../../platform/pii.js';
import type { CheckRow } from './repo.js';

/** The TIN read from the form, as lists show one: its last four digits only. */
export function maskTin(tin: string | null, kind: TaxIdKind): string | null {
  if (!tin) return null;
  const digits = normalizeTaxId(tin);
  return digits.length >= 4 ? maskTaxId(digits.slice(-4), kind) : '****';
}

export function toFormCheck(row: CheckRow): FormCheck {
  return {
    id: row.id,
    clientId: row.client_id,
    orderId: row.order_id,
    fileName: row.file_name,
    status: row.status,
    failureReason: row.failure_reason,
    verdict: row.verdict,
    codes: row.codes as string[],
    findings: row.findings as FormCheck['findings'],
    fields: (row.fields as FormCheck['fields']) ?? null,
    readBy: (row.read_by as FormCheck['readBy']) ?? null,
    pages: row.pages as FormCheck['pages'],
    createdAt: new Date(row.created_at).toISOString(),
    finishedAt: row.finished_at ? new Date(row.finished_at).toISOString() : null,
  };
}
