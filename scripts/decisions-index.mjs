// Writes docs/decisions/README.md, the index of decision records by area, with status and date.
// `--check` (run by `npm test`) fails when a record is missing from the index or listed with another title,
// so the index stays true without anyone editing it by hand. Dates come from git (the day a record was
// added), so they are written once by the write mode and only compared by number and title in the check.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';

const DIR = 'docs/decisions';
const INDEX = `${DIR}/README.md`;

// First matching area wins: the order puts the narrow areas before the broad ones.
const AREAS = [
  [
    'Speed, memory and delivery',
    /first-load|first-paint|painted|lighthouse|bench|cache|round-trips|styles-in-body|start-up|heap|statements|upload-speed|slabs|counts-at-commit|aggregates|lean-request|memory|shared-answers|completed-today|zod-without-eval|hooks-per-route|name-statistics|horizon|long-tasks|at-a-million|checked-once|no-write-on|delivery-and-load|one-benchmark|targets-as-ratios|hash-memory|merged|from-an-index|short-page|from-the-index|alert-count-kept|dashboard-first-load/,
  ],
  [
    'The house: modules, background work, tests',
    /module|workers|job|idempoten|fault|cluster|redis|ci-|prometheus|orphan|outbox|formatter|storage|s3|database/,
  ],
  [
    'Sign-in and security',
    /session|login|second-factor|two-factor|password|sms|saml|sso|sign-in|device|unlock|account-mail|step-up|identity-provider|gates|ip-whitelist|loopback|dkim|demo-|text-rule|file-names|cleanup/,
  ],
  [
    'Forms, e-signature and transcripts',
    /esign|signature|signing|8821|pades|borrower|identity-proof|joint|transcript|form-check/,
  ],
  ['Public API, events and webhooks', /api|webhook|openapi|event|cursor|test-mode|validation-failures/],
  [
    'Ordering, reports, operations and billing',
    /order|bundle|designee|price|due|billing|invoice|cut-off|business-day|report|operations|pdf|dst/,
  ],
  ['Portfolio, dashboard, alerts and trends', /dashboard|portfolio|alert|trend|search|client|import|export|csv/],
  ['Content, settings and the web app', /./],
];

function readRecords() {
  return readdirSync(DIR)
    .filter((name) => /^\d{3}-.*\.md$/.test(name))
    .sort()
    .map((name) => {
      const text = readFileSync(`${DIR}/${name}`, 'utf8');
      const heading = text.split('\n', 1)[0].replace(/^#\s*/, '');
      const title = heading.replace(/^\d+[:.]\s*/, '').trim();
      const status = /superseded by/i.test(text)
        ? 'Superseded in part'
        : /^Status: Proposed/m.test(text)
          ? 'Proposed'
          : 'Accepted';
      const area = AREAS.find(([, pattern]) => pattern.test(name))[0];
      return { name, number: name.slice(0, 3), title, status, area };
    });
}

function addedOn(name) {
  try {
    const out = execFileSync('git', ['log', '--diff-filter=A', '--format=%as', '--', `${DIR}/${name}`], {
      encoding: 'utf8',
    });
    return out.trim().split('\n').pop() || 'unknown';
  } catch {
    return 'unknown';
  }
}

function renderIndex(records) {
  const lines = [
    '# Decision records',
    '',
    'One file per decision a newcomer would ask about, numbered in the order they were made (numbers are never',
    'reused). New records start from [TEMPLATE.md](TEMPLATE.md). This index is written by',
    '`node scripts/decisions-index.mjs` and checked by `npm test`; the date is the day the record was added.',
    '',
  ];
  for (const [area] of AREAS) {
    const inArea = records.filter((record) => record.area === area);
    if (inArea.length === 0) continue;
    lines.push(`## ${area}`, '', '| # | decision | status | date |', '|---|---|---|---|');
    for (const record of inArea) {
      const title = record.title.replaceAll('|', '\\|');
      lines.push(`| ${record.number} | [${title}](${record.name}) | ${record.status} | ${addedOn(record.name)} |`);
    }
    lines.push('');
  }
  return lines.join('\n');
}

const records = readRecords();
if (process.argv.includes('--check')) {
  const index = readFileSync(INDEX, 'utf8');
  const missing = records.filter((record) => !index.includes(`](${record.name})`));
  if (missing.length > 0) {
    console.error(`docs/decisions/README.md does not list: ${missing.map((record) => record.name).join(', ')}.`);
    console.error('Run `node scripts/decisions-index.mjs` and commit the index.');
    process.exit(1);
  }
} else {
  writeFileSync(INDEX, renderIndex(records));
}
