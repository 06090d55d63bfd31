import { performance } from 'node:perf_hooks';
import { createLender } from '../../apps/server/src/demo/seed/factories.js';
import { buildCase } from '../../packages/form-check/src/corpus/build-case.js';
import { CORPUS } from '../../packages/form-check/src/corpus/cases.js';
import { figures, probe } from '../support/probe.js';
import { multipart } from '../imports/client-sheet.js';
import type { Benchmark } from '../support/benchmark.js';
import { ensureBenchUsers } from '../support/bench-users.js';
import { request } from '../support/http.js';
import { BASE_PORT, startPortalServer } from '../support/server.js';
import { prepareServerDatabase } from '../support/server-database.js';
import { signIn } from '../support/sign-in.js';
import { atMost, info, percentile, type Row } from '../support/table.js';

const B = 'form-check-load';
/** How many scanned forms are checked at once (the issue: "while ten scans are checked"). */
const SCANS = Number(process.env.BENCH_FORM_CHECK_LOAD_SCANS ?? 10);
/**
 * The idle window (BENCH_FORM_CHECK_LOAD_IDLE_SECONDS), about as long as the ten checks take, so both p95s come
 * from about 20 of some 440 calls: with 10 s the idle p95 came from five calls and moved between 4 and 8 ms from
 * run to run, and the ratio with it (1.46-1.67 in three runs of the same build).
 */
const IDLE_MS = 1000 * Number(process.env.BENCH_FORM_CHECK_LOAD_IDLE_SECONDS ?? 45);
/** The issue's target: other calls' p95 rises by at most 50 % while the scans are checked. */
const MAX_RISE = 1.5;
const READ = '/api/portfolio/clients?size=20';

/**
 * Decision 293: p95 of /api/health and a signed-in read, idle and then while ten scanned 8821s are checked through
 * the server (one check thread, FORM_CHECK_WORKERS=1, at lower priority), on the embedded database (`npm start`).
 */
export const formCheckLoadBenchmark: Benchmark = {
  name: B,
  about: `p95 of /api/health and a signed-in read while ${SCANS} scanned 8821s are checked (FORM_CHECK_WORKERS=1)`,
  async run({ log }) {
    const prepared = await prepareServerDatabase('embedded', 'form_check_load', async (db) => {
      const lender = await createLender(db, { companyName: 'Bench Form Check Lender' });
      return (await ensureBenchUsers(db, lender.id, 1))[0]!;
    });
    const user = prepared.filled;
    const server = await startPortalServer(BASE_PORT + 2, prepared.database, {
      ...prepared.env,
      FORM_CHECK_WORKERS: '1',
    });
    try {
      const session = await signIn(server.url, user);
      const created = await request(`${server.url}/api/neoclients/create`, {
        method: 'POST',
        headers: { ...session.headers, 'content-type': 'application/json' },
        body: [
          Buffer.from(
            JSON.stringify({
              clientType: 'corp',
              businessName: 'Northwind Traders Inc',
              ein: '12-3456789',
              phone: '617-555-0100',
              addressLine1: '200 Harbor Way',
              city: 'Boston',
              state: 'MA',
              zip: '02110',
            }),
          ),
        ],
      });
      if (created.status !== 201) throw new Error(`creating the client answered ${created.status}: ${created.body}`);
      const clientId = (JSON.parse(created.body) as { id: string }).id;
      const clean = CORPUS.filter((c) => c.name.startsWith('clean-'));
      const forms = await Promise.all(
        Array.from({ length: SCANS }, (_, i) => buildCase(clean[i % clean.length]!, i % 2 ? 'fax' : 'scan')),
      );

      const idleProbes = [probe(`${server.url}/api/health`, {}), probe(`${server.url}${READ}`, session.headers)];
      await new Promise((resolve) => setTimeout(resolve, IDLE_MS));
      const idle = await Promise.all(idleProbes.map(async (p) => (await p.stop()).times));
      const busyProbes = [probe(`${server.url}/api/health`, {}), probe(`${server.url}${READ}`, session.headers)];
      const started = performance.now();
      const ids: string[] = [];
      for (const [i, bytes] of forms.entries()) {
        const body = multipart([{ name: 'file', filename: `scan-${i}.pdf`, bytes: Buffer.from(bytes) }]);
        const answer = await request(`${server.url}/api/form-checks/client/${clientId}`, {
          method: 'POST',
          headers: { ...session.headers, 'content-type': `multipart/form-data; boundary=${body.boundary}` },
          body: [body.payload],
        });
        if (answer.status !== 202) throw new Error(`the pre-check answered ${answer.status}: ${answer.body}`);
        ids.push((JSON.parse(answer.body) as { id: string }).id);
      }
      for (const id of ids)
        for (;;) {
          const state = JSON.parse(
            (await request(`${server.url}/api/form-checks/${id}`, { headers: session.headers })).body,
          ) as {
            status: string;
          };
          if (state.status === 'done' || state.status === 'failed') break;
          await new Promise((resolve) => setTimeout(resolve, 1000));
        }
      const seconds = (performance.now() - started) / 1000;
      const busy = await Promise.all(busyProbes.map(async (p) => (await p.stop()).times));
      const rows: Row[] = [info(B, `${SCANS} scanned forms checked (one thread)`, `${seconds.toFixed(1)} s`)];
      for (const [k, name] of ['/api/health', 'signed-in read'].entries()) {
        const [before, during] = [percentile(idle[k]!, 95), percentile(busy[k]!, 95)];
        log(`    ${name}: idle ${figures(idle[k]!)}; during the checks ${figures(busy[k]!)}`);
        rows.push(info(B, `${name} p95 idle / during the checks`, `${before.toFixed(0)} ms / ${during.toFixed(0)} ms`));
        rows.push(atMost(B, `${name} p95 during / idle`, during / Math.max(1, before), MAX_RISE, '', 2));
      }
      return rows;
    } finally {
      await server.stop();
    }
  },
};
