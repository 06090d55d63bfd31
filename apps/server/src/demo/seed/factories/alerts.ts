import type { AlertType } from '@taxlens/contracts';
import { randomUUID } from 'node:crypto';
import type { Insertable } from 'kysely';
import type { AlertsTable } from '../../../db/schema-portfolio.js';

export type AlertInput = {
  lenderId: string;
  id?: string;
  type?: AlertType;
  title?: string;
  body?: string;
  clientId?: string | null;
  reportId?: string | null;
  /** null: the alert is for everyone at the lender. */
  userId?: string | null;
  createdAt?: Date;
  /** Defaults to viewed when viewedAt is given. */
  viewed?: boolean;
  viewedAt?: Date | null;
  acknowledgedAt?: Date | null;
};

export type AlertRow = Insertable<AlertsTable> & { id: string };

export function buildAlertRow(input: AlertInput): AlertRow {
  const viewed = input.viewed ?? Boolean(input.viewedAt);
  return {
    id: input.id ?? randomUUID(),
    lender_id: input.lenderId,
    client_id: input.clientId ?? null,
    report_id: input.reportId ?? null,
    user_id: input.userId ?? null,
    portal_alert_type: input.type ?? 'LENDER_ALERT',
    title: input.title ?? 'Portal notice',
    body: input.body ?? 'A message for your team.',
    ...(input.createdAt ? { created_at: input.createdAt } : {}),
    viewed,
    viewed_at: viewed ? (input.viewedAt ?? input.createdAt ?? new Date()) : null,
    acknowledged_at: input.acknowledgedAt ?? null,
  };
}
