import { chromium } from 'playwright-core';
import { openDatabase } from '../../apps/server/src/db/connection.js';
import { holdSession } from '../support/browser-session.js';
import { BASE_PORT, startPortalServer } from '../support/server.js';
import { signIn } from '../support/sign-in.js';
import { BENCH_LENDER } from '../support/portfolio.js';
import { ensureVisitors, firstActiveClient } from './lighthouse-pages.js';

/**
 * Where a page's main thread blocks: loads a signed-in page of a kept bench data set in Chromium with
 * the CPU slowed as Lighthouse's mobile preset slows it, and prints each stretch of script longer
 * than 50 ms (slowed) with the functions that took its time. For finding a page's long tasks, not a
 * benchmark: its figures are one run's.
 *
 *   BENCH_DATABASE=postgres://postgres@127.0.0.1:5432/taxlens_bench_portfolio_2000 \
 *     node --import tsx bench/web/page-profile.ts /client/{client} [/place-order/{client} ...]
 *
 * `{client}` stands for the bench lender's first active client. A build without minifying
 * (`npx vite build --minify false` in apps/web) names the functions.
 */
const SLOWDOWN = 4;
const LONG_MS = 50;
const SETTLE_MS = 5000;

type ProfileNode = {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  parent?: number;
};
type Profile = { nodes: ProfileNode[]; startTime: number; samples: number[]; timeDeltas: number[] };

async function main() {
  const databaseUrl = process.env.BENCH_DATABASE;
  if (!databaseUrl) throw new Error('BENCH_DATABASE names a kept bench data set');
  const handle = await openDatabase({ databaseUrl, poolSize: 2 });
  const lenderId = (
    await handle.db
      .selectFrom('lenders')
      .select('id')
      .where('company_name', '=', BENCH_LENDER)
      .executeTakeFirstOrThrow()
  ).id;
  const users = await ensureVisitors(handle.db, lenderId, new Set(['lender']));
  const clientId = await firstActiveClient(handle.db, lenderId);
  await handle.close();
  const server = await startPortalServer(BASE_PORT + 3, databaseUrl);
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium' });
  try {
    const session = await signIn(server.url, users.get('lender')!);
    for (const path of process.argv.slice(2).map((p) => p.replace('{client}', clientId))) {
      const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
      const page = await context.newPage();
      await holdSession(context, page, server.url, session);
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOWDOWN });
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 250 });
      await cdp.send('Profiler.start');
      await page.goto(`${server.url}${path}`);
      await page.waitForTimeout(SETTLE_MS);
      const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: Profile };
      console.log(`\n== ${path}`);
      printLongStretches(profile);
      await context.close();
    }
  } finally {
    await browser.close();
    await server.stop();
  }
}

/** Stretches of samples with no idle between them, longer than LONG_MS, and their costliest functions. */
function printLongStretches(profile: Profile) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parents = new Map<number, number>();
  for (const n of profile.nodes) for (const c of (n as { children?: number[] }).children ?? []) parents.set(c, n.id);
  const idle = (id: number) => {
    const name = byId.get(id)!.callFrame.functionName;
    return name === '(idle)' || name === '(program)';
  };
  type Stretch = { start: number; end: number; samples: [number, number][] };
  const stretches: Stretch[] = [];
  let time = profile.startTime;
  let stretch: Stretch | null = null;
  for (let i = 0; i < profile.samples.length; i += 1) {
    const id = profile.samples[i]!;
    const delta = profile.timeDeltas[i] ?? 0;
    time += delta;
    if (idle(id)) {
      if (stretch) stretches.push(stretch);
      stretch = null;
      continue;
    }
    stretch ??= { start: time, end: time, samples: [] };
    stretch.end = time;
    stretch.samples.push([id, delta]);
  }
  if (stretch) stretches.push(stretch);
  const label = (n: ProfileNode) =>
    `${n.callFrame.functionName || '(anonymous)'} ${n.callFrame.url.split('/').pop()}:${n.callFrame.lineNumber + 1}`;
  for (const s of stretches) {
    const ms = (s.end - s.start) / 1000;
    if (ms < LONG_MS) continue;
    console.log(`stretch at ${((s.start - profile.startTime) / 1000).toFixed(0)} ms: ${ms.toFixed(0)} ms`);
    const self = new Map<string, number>();
    const inclusive = new Map<string, number>();
    for (const [id, delta] of s.samples) {
      const node = byId.get(id)!;
      self.set(label(node), (self.get(label(node)) ?? 0) + delta);
      const seen = new Set<string>();
      for (let at: number | undefined = id; at !== undefined; at = parents.get(at)) {
        const l = label(byId.get(at)!);
        if (!seen.has(l)) inclusive.set(l, (inclusive.get(l) ?? 0) + delta);
        seen.add(l);
      }
    }
    const top = (m: Map<string, number>, n: number) =>
      [...m]
        .sort((a, b) => b[1] - a[1])
        .slice(0, n)
        .map(([k, v]) => `    ${(v / 1000).toFixed(1).padStart(6)} ${k}`);
    console.log('  self:\n' + top(self, 10).join('\n'));
    console.log('  inclusive:\n' + top(inclusive, 25).join('\n'));
  }
}

await main();
