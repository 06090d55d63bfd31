import { downloadFile } from '../../../shared/api/download-file';
import { type AuditListQuery, auditParams } from './audit-params';

/** The CSV of the filtered rows, saved through a temporary link (the call needs the CSRF header). */
export async function exportAuditLog(q: Omit<AuditListQuery, 'page' | 'size'>): Promise<void> {
  await downloadFile(`/api/audit-log/export?${auditParams(q)}`, 'audit-log.csv');
}
