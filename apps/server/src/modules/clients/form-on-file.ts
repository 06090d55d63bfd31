import { displayDate } from '@taxlens/contracts';
import type { Database } from '../../db/connection.js';
import { businessDay } from '../../domain/business-day.js';
import { type FormOnFileRow, listLatestForms } from './repo.js';

const DAY_MS = 86_400_000;

/** `usableDays`: FORM_ON_FILE_DAYS, how long after its signing or upload a form may be used (docs/decisions/176, 219, 294). */
export type FormOnFileRule = { now: Date; usableDays: number };

export type FormOnFile = {
  clientId: string;
  fileId: string;
  originalName: string;
  uploadedAt: Date;
  /** The last day (ISO date) the form may be used: `usableDays` after its signature date or upload, or its covered periods' end if later. */
  usableUntil: string;
  /** null when the form may be used; otherwise the sentence saying why not. */
  problem: string | null;
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
  const rows = await listLatestForms(db, lenderId, clientIds);
  return new Map(rows.map((r) => [r.client_id, describe(r, rule)]));
}

/**
 * How long a form is usable for orders on its own (decision 294): `usableDays` from the signature date the
 * form check read (the IRS must receive a form within 120 days of it), else from the upload. A signature date
 * after the upload is a misread or misdated form: the upload bounds it, so reading a date never lengthens
 * the window the upload gave. The only place the window is counted. Days are Eastern days (decision 324): the
 * upload's day is the one the lender saw it arrive on, and "today" turns at midnight Eastern, not UTC.
 */
export function usableWindowOf(
  form: { uploadedAt: Date; signedOn: string | null },
  { now, usableDays }: FormOnFileRule,
): { from: 'signature' | 'upload'; until: string; open: boolean } {
  const uploadedOn = businessDay(form.uploadedAt);
  if (form.signedOn && form.signedOn <= uploadedOn) {
    // Counted in days: signed on D, the IRS may still receive it on D + usableDays.
    const until = new Date(Date.parse(`${form.signedOn}T00:00:00Z`) + usableDays * DAY_MS).toISOString().slice(0, 10);
    return { from: 'signature', until, open: businessDay(now) <= until };
  }
  const until = new Date(form.uploadedAt.getTime() + usableDays * DAY_MS);
  return { from: 'upload', until: businessDay(until), open: now.getTime() <= until.getTime() };
}

function describe(r: FormOnFileRow, rule: FormOnFileRule): FormOnFile {
  const uploadedAt = new Date(r.uploaded_at);
  const uploaded = displayDate(businessDay(uploadedAt));
  const today = businessDay(rule.now);
  const window = usableWindowOf({ uploadedAt, signedOn: r.signed_on }, rule);
  const periodsRunning = r.periods.length > 0 && r.expires_on !== null && r.expires_on >= today;
  const usableUntil =
    r.periods.length > 0 && r.expires_on !== null && r.expires_on > window.until ? r.expires_on : window.until;
  let problem: string | null = null;
  if (r.rejected) problem = `The 8821 on file (uploaded ${uploaded}) was rejected. Please upload a new signed 8821.`;
  else if (window.open || periodsRunning) problem = null;
  else if (r.periods.length > 0)
    problem = `The tax periods of the 8821 on file have all ended (the last on ${displayDate(r.expires_on ?? today)}). Please upload a new signed 8821.`;
  else if (window.from === 'signature')
    problem = `The 8821 on file was signed on ${displayDate(r.signed_on!)}, more than ${rule.usableDays} days ago. Please upload a new signed 8821.`;
  else
    problem = `The 8821 on file was uploaded on ${uploaded}, more than ${rule.usableDays} days ago. Please upload a new signed 8821.`;
  return { clientId: r.client_id, fileId: r.file_id, originalName: r.original_name, uploadedAt, usableUntil, problem };
}

export const NO_FORM_ON_FILE = 'This client has no 8821 on file. Please upload the signed 8821.';
