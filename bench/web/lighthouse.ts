import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { launch, type LaunchedChrome } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { chromium } from 'playwright-core';
import { openDatabase } from '../../apps/server/src/db/connection.js';
import type { Benchmark } from '../support/benchmark.js';
import { holdSession } from '../support/browser-session.js';
import { BASE_PORT, startPortalServer } from '../support/server.js';
import { signIn, type SignedIn } from '../support/sign-in.js';
import type { Row } from '../support/table.js';
import { ensureVisitors, LIGHTHOUSE_PAGES, type PageSpec, type Visitor } from './lighthouse-pages.js';
import { medianOf, rowsOf, type Scores } from './lighthouse-rows.js';
import { pageTargets, type PassCookie } from './lighthouse-targets.js';

const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
// Lighthouse's own presets: mobile (its default: slow 4G, 4x CPU slowdown, simulated) and desktop.
const FORM_FACTORS = listSetting('BENCH_LIGHTHOUSE_FORM_FACTORS', 'mobile,desktop');
// The target is the median of 5 runs (decision 119): one run of a page moves by several points on this machine.
const RUNS = Math.max(1, Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5));
// The pages measured (names in lighthouse-pages.ts); a subset for a quicker before/after. The login
// page is measured in every case: every other page's ratios are to its figures of the same run.
const PAGES = listSetting('BENCH_LIGHTHOUSE_PAGES', LIGHTHOUSE_PAGES.map((p) => p.name).join(','));
// A folder to keep each run's full report (JSON) and trace in, to see what delayed a page; unset: none kept.
const REPORTS_DIR = process.env.BENCH_LIGHTHOUSE_REPORTS;
// A session idle this long is signed in again (the server ends one idle for 15 minutes).
const SESSION_REUSE_MS = 10 * 60_000;
let reportCount = 0;
// Offline: nothing but loopback. The same flags as the browser suite.
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

function listSetting(name: string, fallback: string): string[] {
  return (process.env[name] ?? fallback)
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

async function score(url: string, port: number, formFactor: string, page: string, attempt = 1): Promise<Scores> {
  const result = await lighthouse(
    url,
    {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices'],
      // prepareBrowser already left the browser as the visit finds it (Lighthouse's own reset keeps cookies and local storage).
      disableStorageReset: true,
    },
    formFactor === 'desktop' ? desktopConfig : undefined,
  );
  const lhr = result!.lhr;
  if (REPORTS_DIR) {
    mkdirSync(REPORTS_DIR, { recursive: true });
    reportCount += 1;
    const name = `${String(reportCount).padStart(2, '0')}-${formFactor}-${page.replaceAll(' ', '-')}`;
    writeFileSync(join(REPORTS_DIR, `${name}.json`), String(result!.report));
    // The trace the figures were simulated from: opens in Chromium's Performance panel (none if the run failed).
    const trace = result!.artifacts.Trace as unknown;
    if (trace) writeFileSync(join(REPORTS_DIR, `${name}.trace.json`), JSON.stringify(trace));
  }
  // Lighthouse's own advice for a trace it failed to record ("Please run Lighthouse again"): once.
  // Any code: with 5 runs a page, a busy machine also loses a trace otherwise (TRACING_ALREADY_STARTED, ...).
  if (lhr.runtimeError && attempt === 1) return score(url, port, formFactor, page, 2);
  if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
  // A lost session would measure the login page twice: the page must stay where it was sent.
  if (new URL(lhr.finalDisplayedUrl).pathname !== new URL(url).pathname)
    throw new Error(`Lighthouse on ${url} ended on ${lhr.finalDisplayedUrl}`);
  return {
    score: Math.round((lhr.categories.performance!.score ?? 0) * 100),
    lcp: lhr.audits['largest-contentful-paint']!.numericValue ?? Number.NaN,
    tbt: lhr.audits['total-blocking-time']!.numericValue ?? Number.NaN,
    accessibility: Math.round((lhr.categories.accessibility!.score ?? 0) * 100),
    bestPractices: Math.round((lhr.categories['best-practices']!.score ?? 0) * 100),
    cls: lhr.audits['cumulative-layout-shift']!.numericValue ?? Number.NaN,
  };
}

/**
 * Leaves the browser as a visit finds it: nothing of an earlier visit (cookies, storage, HTTP
 * cache), then what the visitor holds. A signed-in user holds the session as the web app keeps it
 * after signing in: the cookie, and the CSRF token and user in local storage; a borrower back after
 * the identity step holds the link's pass (decision 291). The HTTP cache stays empty: a cold first load.
 */
async function prepareBrowser(
  chromePort: number,
  origin: string,
  holds: { session?: SignedIn; pass?: PassCookie },
): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chromePort}`);
  try {
    const context = browser.contexts()[0]!;
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' });
    await context.clearCookies();
    const { session, pass } = holds;
    if (session) {
      await holdSession(context, page, origin, session);
    }
    if (pass)
      await context.addCookies([
        { ...pass, domain: new URL(origin).hostname, httpOnly: true, sameSite: 'Strict' as const },
      ]);
    await cdp.send('Network.clearBrowserCache');
    await page.close();
  } finally {
    // Disconnects only: the browser belongs to chrome-launcher.
    await browser.close();
  }
}

const chosenPages = (): PageSpec[] => LIGHTHOUSE_PAGES.filter((p) => p.name === 'login page' || PAGES.includes(p.name));

/** Lighthouse of every page a lender, an operator or a borrower opens (lighthouse-pages.ts), served by a production instance. */
export const lighthouseBenchmark: Benchmark = {
  name: 'lighthouse',
  about: `Lighthouse performance, ratios to the login page, accessibility, best practices and CLS (${FORM_FACTORS.join(', ')}; median of ${RUNS} runs) of ${chosenPages()
    .map((p) => p.name)
    .join(', ')}, Chromium ${CHROME_PATH}, offline`,
  async run(ctx) {
    if (!existsSync('apps/web/dist/index.html'))
      throw new Error('apps/web/dist is missing: run `npm run build` (or the web benchmark) first');
    const unknown = PAGES.filter((name) => !LIGHTHOUSE_PAGES.some((p) => p.name === name));
    if (unknown.length)
      throw new Error(`Unknown page ${unknown.join(', ')}. Known: ${LIGHTHOUSE_PAGES.map((p) => p.name).join(', ')}`);
    const pages = chosenPages();
    const portfolio = await ctx.portfolio();
    const handle = await openDatabase({ databaseUrl: portfolio.url, poolSize: 2 });
    // Everyone who signs in, before the server starts (it reads the lenders' capabilities once).
    const visitors = new Set(pages.flatMap((p) => (p.visitor ? [p.visitor] : [])));
    // A signing link is sent by the lender: measuring the signing pages alone needs the lender too.
    if (visitors.has('signer') || visitors.has('signer after identity')) visitors.add('lender');
    const users = await ensureVisitors(handle.db, portfolio.lenderId, visitors);
    const server = await startPortalServer(BASE_PORT + 3, portfolio.url);
    let chrome: LaunchedChrome | undefined;
    try {
      // One sign-in per user while its session is in use: an authenticator code's time step may be used once.
      const sessions = new Map<Visitor, { session: SignedIn; usedAt: number }>();
      const session = async (visitor: Visitor) => {
        const held = sessions.get(visitor);
        if (held && Date.now() - held.usedAt < SESSION_REUSE_MS) {
          held.usedAt = Date.now();
          return held.session;
        }
        const fresh = await signIn(server.url, users.get(visitor)!);
        sessions.set(visitor, { session: fresh, usedAt: Date.now() });
        return fresh;
      };
      const targets = pageTargets(handle.db, server.url, portfolio.lenderId, session);
      const holdsOf = async (visitor: Visitor | null) => {
        if (visitor === null || visitor === 'signer') return {};
        if (visitor === 'signer after identity') return { pass: await targets.pass() };
        return { session: await session(visitor) };
      };
      chrome = await launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS });
      const rows: Row[] = [];
      for (const formFactor of FORM_FACTORS) {
        const here = pages.filter((p) => !p.formFactors || p.formFactors.includes(formFactor));
        if (here.length < 2) continue; // the login page alone: nothing to compare with it
        const measured: [string, Scores][] = [];
        for (const page of here) {
          const url = `${server.url}${await page.path(targets)}`;
          const runs: Scores[] = [];
          for (let i = 0; i < RUNS; i += 1) {
            await prepareBrowser(chrome.port, server.url, await holdsOf(page.visitor));
            runs.push(await score(url, chrome.port, formFactor, page.name));
          }
          ctx.log(
            `  lighthouse ${formFactor} ${page.name}: runs ${runs.map((r) => `${r.score} (LCP ${r.lcp.toFixed(0)}, TBT ${r.tbt.toFixed(0)})`).join(', ')}`,
          );
          measured.push([page.name, medianOf(runs)]);
        }
        const login = measured[0]![1];
        for (const [page, s] of measured) {
          ctx.log(
            `  lighthouse ${formFactor} ${page}: ${s.score} (LCP ${s.lcp.toFixed(0)} ms, TBT ${s.tbt.toFixed(0)} ms), accessibility ${s.accessibility}, best practices ${s.bestPractices}, CLS ${s.cls.toFixed(3)}`,
          );
          rows.push(...rowsOf(page, formFactor, RUNS, s, login));
        }
      }
      return rows;
    } finally {
      chrome?.kill();
      await server.stop();
      await handle.close();
    }
  },
};
