import { sql } from 'kysely';
import type { Database } from '../../db/connection.js';
import { displayDate } from '@taxlens/contracts';

const DAY_MS = 86_400_000;

/** `usableDays`: FORM_ON_FILE_DAYS, how long after its signing or upload a form may be used (docs/decisions/176, 219). */
export type FormOnFileRule = { now: Date; usableDays: number };

export type FormOnFile = {
  clientId: string;
  fileId: string;
  originalName: string;
  uploadedAt: Date;
  /** The last day (ISO date) the form may be used: `usableDays` after its upload, or its covered periods' end if later. */
  usableUntil: string;
  /** null when the form may be used; otherwise the sentence saying why not. */
  problem: string | null;
};

type Row = {
  client_id: string;
  client_status: string;
  periods: string[];
  expires_on: string | null;
  file_id: string;
  original_name: string;
  uploaded_at: Date | string;
  rejected: boolean;
};

/**
 * The latest stored 8821 of each client (the client's current form or the newest an order carried:
 * uploaded, imported or e-signed), with why it may not be used for a new order: rejected; or older
 * than `usableDays` with no recorded covered period still running. Clients with no form are absent.
 */
export async function findFormsOnFile(
  db: Database,
  lenderId: string,
  clientIds: readonly string[],
  rule: FormOnFileRule,
): Promise<Map<string, FormOnFile>> {
  if (clientIds.length === 0) return new Map();
  const { rows } = await sql<Row>`
    select distinct on (c.id) c.id as client_id, c.status as client_status, c.authorization_periods as periods,
      c.authorization_expires_on::text as expires_on, f.id as file_id, f.original_name, f.created_at as uploaded_at,
      (c.status = 'REJECTED' or exists (select 1 from orders r where r.lender_id = c.lender_id and r.client_id = c.id
        and r.form_file_id = f.id and r.status = 'REJECTED')) as rejected
    from clients c
    -- The client's own form ids first, then each file by its key: joining on "the current form or one
    -- an order carried" read every stored file of the lender, once per client.
    cross join lateral (
      select c.form_file_id as file_id
      union
      select o.form_file_id from orders o where o.lender_id = c.lender_id and o.client_id = c.id and o.form_file_id is not null
    ) forms
    join stored_files f on f.id = forms.file_id and f.lender_id = c.lender_id
    where c.lender_id = ${lenderId} and c.id in (${sql.join(clientIds.map((id) => sql`${id}::uuid`))})
    order by c.id, f.created_at desc, f.id`.execute(db);
  return new Map(rows.map((r) => [r.client_id, describe(r, rule)]));
}

function describe(r: Row, { now, usableDays }: FormOnFileRule): FormOnFile {
  const uploadedAt = new Date(r.uploaded_at);
  const uploaded = displayDate(uploadedAt.toISOString());
  const today = now.toISOString().slice(0, 10);
  const recent = now.getTime() - uploadedAt.getTime() <= usableDays * DAY_MS;
  const periodsRunning = r.periods.length > 0 && r.expires_on !== null && r.expires_on >= today;
  const recentUntil = new Date(uploadedAt.getTime() + usableDays * DAY_MS).toISOString().slice(0, 10);
  const usableUntil =
    r.periods.length > 0 && r.expires_on !== null && r.expires_on > recentUntil ? r.expires_on : recentUntil;
  let problem: string | null = null;
  if (r.rejected) problem = `The 8821 on file (uploaded ${uploaded}) was rejected. Please upload a new signed 8821.`;
  else if (recent || periodsRunning) problem = null;
  else if (r.periods.length > 0)
    problem = `The tax periods of the 8821 on file have all ended (the last on ${displayDate(r.expires_on ?? today)}). Please upload a new signed 8821.`;
  else
    problem = `The 8821 on file was uploaded on ${uploaded}, more than ${usableDays} days ago. Please upload a new signed 8821.`;
  return { clientId: r.client_id, fileId: r.file_id, originalName: r.original_name, uploadedAt, usableUntil, problem };
}

export const NO_FORM_ON_FILE = 'This client has no 8821 on file. Please upload the signed 8821.';
