import type { AlertType } from '@taxlens/contracts';
import type { Database } from '../../db/connection.js';

export type NewAlert = {
  lenderId: string;
  clientId: string | null;
  reportId: string | null;
  /** The user it is addressed to; null addresses everyone at the lender (decision 032). */
  userId: string | null;
  type: AlertType;
  title: string;
  body: string;
  at: Date;
};

/** Writes an alert for the lender's drawer, in the caller's transaction (with its cause); answers its id. */
export async function raiseAlert(db: Database, a: NewAlert): Promise<string> {
  const row = await db
    .insertInto('alerts')
    .values({
      lender_id: a.lenderId,
      client_id: a.clientId,
      report_id: a.reportId,
      user_id: a.userId,
      portal_alert_type: a.type,
      title: a.title,
      body: a.body,
      created_at: a.at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
