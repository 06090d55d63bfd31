import type { AuditEntryView, AuditFilters, AuditPage, AuditQuery } from '@taxlens/contracts';
import type { Database } from '../../db/connection.js';
import { type CsvColumn, toCsv } from '../../platform/csv.js';
import { labelAuditAction } from './action-labels.js';
import { type AuditFilter, findUserTimeZone, listAuditActions, listAuditRows, listAuditUsers } from './repo.js';

/** At most this many rows go into one CSV export. */
export const AUDIT_EXPORT_LIMIT = 50_000;

type Viewer = { lenderId: string; userId: string };

async function viewerTimeZone(db: Database, userId: string): Promise<string> {
  const row = await findUserTimeZone(db, userId);
  return row?.time_zone ?? 'UTC';
}

async function filterOf(db: Database, viewer: Viewer, q: Omit<AuditQuery, 'page' | 'size'>): Promise<AuditFilter> {
  return {
    lenderId: viewer.lenderId,
    timeZone: await viewerTimeZone(db, viewer.userId),
    ...(q.userId ? { userId: q.userId } : {}),
    ...(q.action ? { action: q.action } : {}),
    ...(q.from ? { from: q.from } : {}),
    ...(q.to ? { to: q.to } : {}),
  };
}

function describeDetails(details: unknown): string {
  if (!details || typeof details !== 'object') return '';
  return Object.entries(details as Record<string, unknown>)
    .filter(([, v]) => v !== null && v !== undefined && !(Array.isArray(v) && v.length === 0))
    .map(([k, v]) => `${k}: ${typeof v === 'object' ? JSON.stringify(v) : String(v)}`)
    .join('; ');
}

type Row = Awaited<ReturnType<typeof listAuditRows>>['rows'][number];

function toView(row: Row): AuditEntryView {
  return {
    id: Number(row.id),
    at: new Date(row.at).toISOString(),
    user: row.actor_name,
    action: row.action,
    actionLabel: labelAuditAction(row.action),
    target: row.target_name ?? (row.target_type ? `${row.target_type} ${row.target_id ?? ''}`.trim() : null),
    ip: row.ip,
    details: describeDetails(row.details),
  };
}

export async function listAudit(db: Database, viewer: Viewer, q: AuditQuery): Promise<AuditPage> {
  const { rows, total } = await listAuditRows(db, await filterOf(db, viewer, q), q.size, q.page * q.size);
  return { content: rows.map(toView), totalElements: total, page: q.page, size: q.size };
}

export async function getAuditFilters(db: Database, lenderId: string): Promise<AuditFilters> {
  const [actions, users] = await Promise.all([listAuditActions(db, lenderId), listAuditUsers(db, lenderId)]);
  return {
    actions: actions
      .map((a) => ({ key: a, value: labelAuditAction(a) }))
      .sort((a, b) => a.value.localeCompare(b.value)),
    users: users.map((u) => ({ key: u.id, value: `${u.first_name} ${u.last_name}`.trim() })),
  };
}

const AUDIT_CSV_COLUMNS: CsvColumn<AuditEntryView>[] = [
  { header: 'When', type: 'time', value: (r) => r.at },
  { header: 'User', type: 'text', value: (r) => r.user },
  { header: 'Action', type: 'text', value: (r) => r.actionLabel },
  { header: 'Action code', type: 'text', value: (r) => r.action },
  { header: 'Target', type: 'text', value: (r) => r.target },
  { header: 'Address', type: 'text', value: (r) => r.ip },
  { header: 'Details', type: 'text', value: (r) => r.details },
];

export async function exportAudit(db: Database, viewer: Viewer, q: Omit<AuditQuery, 'page' | 'size'>): Promise<string> {
  const filter = await filterOf(db, viewer, q);
  const { rows } = await listAuditRows(db, filter, AUDIT_EXPORT_LIMIT, 0);
  return toCsv(AUDIT_CSV_COLUMNS, rows.map(toView), filter.timeZone);
}
