import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3100);
// WebAuthn needs a domain as relying-party id, so the suite always uses localhost, never 127.0.0.1.
const baseURL = `http://localhost:${port}`;
// A second server with a short idle period, for the idle sign-out journey.
const idlePort = port + 1;
const idleURL = `http://localhost:${idlePort}`;

// Both servers share the CI PostgreSQL as instances of one deployment do, so they share its keys too:
// a background job (an import) may run on either and must read what the other sealed. Test-only values.
const SHARED_KEYS = { PII_KEY: 'e2e0'.repeat(16), SESSION_SECRET: 'e2e-session-secret-shared-by-both-servers' };
// On PostgreSQL they share the file storage too (README, "several instances"): a form check's job claimed by
// the idle server must find the 8821 the other stored. On the embedded database each has its own directory.
const sharedDataDir = process.env.E2E_DATABASE_URL ? mkdtempSync(join(tmpdir(), 'taxlens-e2e-')) : undefined;

/** The built server on its own embedded database (or the CI PostgreSQL, which both servers share). */
function server(serverPort: number, url: string, env: Record<string, string> = {}) {
  return {
    command: 'node --import tsx apps/server/src/main.ts',
    cwd: '..',
    url: `${url}/api/ready`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    env: {
      PORT: String(serverPort),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      DATA_DIR: sharedDataDir ?? mkdtempSync(join(tmpdir(), 'taxlens-e2e-')),
      LOG_LEVEL: 'warn',
      LOGIN_RATE_LIMIT_PER_MINUTE: '1000',
      // The job runner's schedule lives in the database, which both servers share on PostgreSQL:
      // they must agree on it, as every instance of a deployment does. Monitoring runs every 2 s
      // here, so a journey sees the job runner create a client's report.
      JOBS_POLL_SECONDS: '1',
      MONITORING_INTERVAL_SECONDS: '2',
      // API test mode's orders complete by themselves this soon (decision 189).
      TEST_MODE_COMPLETE_SECONDS: '2',
      // The webhook journey's receiver is a local http server.
      WEBHOOK_ALLOW_PRIVATE: 'true',
      ...(process.env.E2E_DATABASE_URL ? { DATABASE_URL: process.env.E2E_DATABASE_URL, ...SHARED_KEYS } : {}),
      ...env,
    },
  };
}

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  // CI machines run these journeys up to four times slower than a quiet workstation (a 15 s journey
  // took over 60 s there): a journey fails on what it checks, not on the clock. Each step still waits
  // at most the expect timeout, and the longest journeys set their own budget.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  outputDir: '../test-results',
  use: {
    baseURL,
    trace: 'retain-on-failure',
    // Toasts and modals then appear without a fade, so the accessibility scan never measures
    // one half-way in (the app respects the system's reduced-motion setting).
    reducedMotion: 'reduce',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  projects: [
    // The foundation journeys meet the demo data as seeded (Beacon's pending notice), so they run first.
    { name: 'foundation', testMatch: /foundation\.spec\.ts/ },
    {
      name: 'portal',
      testIgnore: /foundation\.spec\.ts|idle\.spec\.ts|terms-version\.spec\.ts/,
      dependencies: ['foundation'],
    },
    { name: 'idle', testMatch: /idle\.spec\.ts/, use: { baseURL: idleURL } },
    // Publishing new terms makes every later sign-in meet them: this journey runs after all others.
    { name: 'terms', testMatch: /terms-version\.spec\.ts/, dependencies: ['foundation', 'portal', 'idle'] },
  ],
  webServer: [
    server(port, baseURL),
    server(idlePort, idleURL, { SESSION_IDLE_SECONDS: '4', SESSION_COUNTDOWN_SECONDS: '5', KEEPALIVE_SECONDS: '2' }),
  ],
});
