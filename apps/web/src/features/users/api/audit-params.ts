export type AuditListQuery = { page: number; size: number; userId: string; action: string; from: string; to: string };

export function auditParams(q: Omit<AuditListQuery, 'page' | 'size'>): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of ['userId', 'action', 'from', 'to'] as const) if (q[key]) params.set(key, q[key]);
  return params;
}
