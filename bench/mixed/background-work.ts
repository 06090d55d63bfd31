import { performance } from 'node:perf_hooks';
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

/** The two users who start the background work: a loan officer of the data set's lender, and an importer of a lender of its own. */
export type BackgroundUsers = { sender: BenchUser; importer: BenchUser };

/**
 * The users of the background work. The importer belongs to a new lender each run, so the 5,000 rows
 * are new clients every time and the data set's lender keeps its count (the export bench reads it).
 */
export async function prepareBackgroundUsers(portfolio: Portfolio): Promise<BackgroundUsers> {
  const handle = await openDatabase({ databaseUrl: portfolio.url, poolSize: 2 });
  try {
    const lender = await createLender(handle.db, { companyName: `Bench Mixed Import Lender ${Date.now()}` });
    const [sender, importer] = await ensureTotpUsers(handle.db, [
      { username: 'bench.mixed.sender', lenders: [{ lenderId: portfolio.lenderId, role: 'ROLE_LENDER' }] },
      { username: `bench.mixed.importer.${Date.now()}`, lenders: [{ lenderId: lender.id, role: 'ROLE_LENDER' }] },
    ]);
    return { sender: sender!, importer: importer! };
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

/** The bulk send as the page makes it: a preview of candidates, the send of the first BULK_CLIENTS ready, then polling the job. */
async function runBulkSend(url: string, headers: Record<string, string>, candidates: string[]): Promise<string> {
  const json = { ...headers, 'content-type': 'application/json' };
  const clientIds: string[] = [];
  for (let i = 0; i < candidates.length && clientIds.length < BULK_CLIENTS; i += 1000) {
    const preview = await request(`${url}/api/signature-requests/bulk/preview`, {
      method: 'POST',
      headers: json,
      body: [Buffer.from(JSON.stringify({ clientIds: candidates.slice(i, i + 1000) }))],
    });
    if (preview.status !== 200)
      throw new Error(`the preview answered ${preview.status}: ${preview.body.slice(0, 200)}`);
    const ready = (JSON.parse(preview.body) as { ready: { clientId: string }[] }).ready;
    clientIds.push(...ready.slice(0, BULK_CLIENTS - clientIds.length).map((r) => r.clientId));
  }
  if (clientIds.length < BULK_CLIENTS)
    throw new Error(`only ${clientIds.length} of ${candidates.length} clients can be sent a request`);
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
  candidates: string[],
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
      return runBulkSend(url, session.headers, candidates);
    }),
  ]);
}
