import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import { openDatabase } from '../../apps/server/src/db/connection.js';
import { createLender } from '../../apps/server/src/demo/seed/factories.js';
import { ensureTotpUsers } from '../support/bench-users.js';
import { request } from '../support/http.js';
import type { Portfolio } from '../support/portfolio.js';
import { signIn, type BenchUser } from '../support/sign-in.js';
import { runImport } from '../imports/import-load-bench.js';

export const IMPORT_ROWS = Number(process.env.BENCH_MIXED_IMPORT_ROWS ?? 5000);
export const BULK_CLIENTS = Number(process.env.BENCH_MIXED_BULK_CLIENTS ?? 200);

/** How one piece of background work ended: its time, or why it failed. */
export type BackgroundOutcome = { what: string; seconds: number; ok: boolean; detail: string };

/**
 * The two users who start the background work (a loan officer of the data set's lender, and an
 * importer of a lender of its own) and the clients the bulk send goes to.
 */
export type BackgroundUsers = { sender: BenchUser; importer: BenchUser; bulkClientIds: string[] };

/**
 * The users of the background work. The importer belongs to a new lender each run, so the 5,000 rows
 * are new clients every time and the data set's lender keeps its count (the export bench reads it).
 */
export async function prepareBackgroundUsers(portfolio: Portfolio): Promise<BackgroundUsers> {
  const handle = await openDatabase({ databaseUrl: portfolio.url, poolSize: 2 });
  try {
    const lender = await createLender(handle.db, { companyName: `Bench Mixed Import Lender ${Date.now()}` });
    const importerName = `bench.mixed.importer.${Date.now()}`;
    // Answered in the order of their usernames, not of the list.
    const users = await ensureTotpUsers(handle.db, [
      { username: 'bench.mixed.sender', lenders: [{ lenderId: portfolio.lenderId, role: 'ROLE_LENDER' }] },
      { username: importerName, lenders: [{ lenderId: lender.id, role: 'ROLE_LENDER' }] },
    ]);
    const sender = users.find((u) => u.username === 'bench.mixed.sender');
    const importer = users.find((u) => u.username === importerName);
    // Clients never sent a request, given a contact e-mail as an import with a Contact e-mail column
    // would (the generated data set has none): the bulk send finds each one ready.
    const bulk = await sql<{ id: string }>`
      update clients c set contact_email = 'signer.' || left(c.id::text, 8) || '@bench.example',
        contact_name = coalesce(c.contact_name, 'Bench Signer')
      where c.id in (
        select id from clients k where k.lender_id = ${portfolio.lenderId} and k.status = 'ACTIVE'
          and k.client_type <> 'individual'
          and not exists (select 1 from signature_requests r where r.client_id = k.id)
        limit ${BULK_CLIENTS})
      returning c.id`.execute(handle.db);
    return { sender: sender!, importer: importer!, bulkClientIds: bulk.rows.map((r) => r.id) };
  } finally {
    await handle.close();
  }
}

async function timed(what: string, work: () => Promise<string>): Promise<BackgroundOutcome> {
  const started = performance.now();
  try {
    const detail = await work();
    return { what, seconds: (performance.now() - started) / 1000, ok: true, detail };
  } catch (error) {
    return { what, seconds: (performance.now() - started) / 1000, ok: false, detail: (error as Error).message };
  }
}

/** The bulk send as the page makes it: the preview, the send, then polling the job until it is done. */
async function runBulkSend(url: string, headers: Record<string, string>, clientIds: string[]): Promise<string> {
  const json = { ...headers, 'content-type': 'application/json' };
  const preview = await request(`${url}/api/signature-requests/bulk/preview`, {
    method: 'POST',
    headers: json,
    body: [Buffer.from(JSON.stringify({ clientIds }))],
  });
  if (preview.status !== 200) throw new Error(`the preview answered ${preview.status}: ${preview.body.slice(0, 200)}`);
  const ready = (JSON.parse(preview.body) as { ready: unknown[] }).ready.length;
  if (ready < BULK_CLIENTS) throw new Error(`only ${ready} of ${clientIds.length} clients can be sent a request`);
  const send = await request(`${url}/api/signature-requests/bulk`, {
    method: 'POST',
    headers: json,
    body: [Buffer.from(JSON.stringify({ clientIds, identityLevel: 'KNOWN_BORROWER', attestRelationship: true }))],
  });
  if (send.status !== 202) throw new Error(`the bulk send answered ${send.status}: ${send.body.slice(0, 200)}`);
  const { jobId } = JSON.parse(send.body) as { jobId: string };
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const job = JSON.parse((await request(`${url}/api/signature-requests/bulk/${jobId}`, { headers })).body) as {
      status: string;
      sent: number;
      failed: unknown[];
    };
    if (job.status === 'FAILED') throw new Error('the bulk send job failed');
    if (job.status === 'DONE') {
      if (job.sent !== BULK_CLIENTS) throw new Error(`${job.sent} of ${BULK_CLIENTS} requests sent`);
      return `${job.sent} signature requests sent`;
    }
  }
}

/**
 * Today's background work, started together on one server while the lenders work: a 5,000-row
 * client import (upload, preview, confirm, the job) and a bulk signature send to 200 clients.
 */
export async function runBackgroundWork(
  url: string,
  users: BackgroundUsers,
  log: (line: string) => void,
): Promise<BackgroundOutcome[]> {
  return Promise.all([
    timed(`import of ${IMPORT_ROWS.toLocaleString('en-US')} rows`, async () => {
      const session = await signIn(url, users.importer);
      const outcome = await runImport(url, session.headers, log, IMPORT_ROWS);
      if (outcome.status !== 'DONE' || outcome.created !== IMPORT_ROWS)
        throw new Error(`the import ended ${outcome.status} with ${outcome.created} of ${IMPORT_ROWS} clients created`);
      return `${outcome.created} clients created`;
    }),
    timed(`bulk signature send to ${BULK_CLIENTS} clients`, async () => {
      const session = await signIn(url, users.sender);
      return runBulkSend(url, session.headers, users.bulkClientIds);
    }),
  ]);
}
