/**
 * Renders invented modules in the layouts of the reference (section 2 classic text, section 3 HTML), with the
 * extraction variants a reader meets. Used by the corpus script, the round-trip property test and, later,
 * test mode's scenario transcripts. Every figure here is invented.
 */
export type ScenarioRow = {
  code: string;
  explanation: string;
  cycle?: string;
  date: string;
  amountCents: number;
  details?: string[];
};

export type ScenarioModule = {
  title?: 'Account Transcript' | 'Record of Account' | 'Tax Return Transcript';
  /** As printed, e.g. `1120-S`. */
  form: string;
  period: string;
  tin: string;
  names: string[];
  street: string;
  requestDate: string;
  responseDate: string;
  tracking: string;
  kind?: 'account' | 'no_record' | 'not_found' | 'not_present';
  interestCents?: number;
  penaltyCents?: number;
  accrualsAsOf?: string;
  returnReceivedOn?: string;
  processedOn?: string;
  rows: ScenarioRow[];
  /** The printed balance; by default the sum of the rows, as on a real transcript. */
  balanceCents?: number;
};

export type Variant = 'layout' | 'raw' | 'nospace' | 'nbsp_crlf' | 'wrapped' | 'yyyymm';

const MONTHS = ['Jan.', 'Feb.', 'Mar.', 'Apr.', 'May', 'Jun.', 'Jul.', 'Aug.', 'Sep.', 'Oct.', 'Nov.', 'Dec.'];
const [BANNER, MINUS] = [
  'This Product Contains Sensitive Taxpayer Data',
  '--- ANY MINUS SIGN SHOWN BELOW SIGNIFIES A CREDIT AMOUNT ---',
];
export const RETURN_PART =
  'The following items reflect the amount as shown on the return (PR), and the amount as adjusted (PC), if applicable. They do not show subsequent activity on the account.';

export const usDate = (iso: string) => `${iso.slice(5, 7)}-${iso.slice(8, 10)}-${iso.slice(0, 4)}`;
export const longDate = (iso: string) =>
  `${MONTHS[Number(iso.slice(5, 7)) - 1]} ${iso.slice(8, 10)}, ${iso.slice(0, 4)}`;
const plain = (cents: number) =>
  `${cents < 0 ? '-' : ''}${Math.floor(Math.abs(cents) / 100).toLocaleString('en-US')}.${String(Math.abs(cents) % 100).padStart(2, '0')}`;
export const dollars = (cents: number) => (cents < 0 ? `-$${plain(-cents)}` : `$${plain(cents)}`);
export const balanceOf = (m: ScenarioModule) => m.balanceCents ?? m.rows.reduce((s, r) => s + r.amountCents, 0);
const pad = (s: string, n: number) => s.padEnd(n, ' ');

function headerLines(m: ScenarioModule, v: Variant): string[] {
  const period = v === 'yyyymm' ? m.period.slice(0, 4) + m.period.slice(5, 7) : longDate(m.period);
  const lines = [
    `                    ${BANNER}`,
    `                                 ${m.title ?? 'Account Transcript'}`,
  ];
  if (v === 'raw') {
    lines.push(
      'Request Date:',
      usDate(m.requestDate),
      'Response Date:',
      usDate(m.responseDate),
      'Tracking Number:',
      m.tracking,
    );
    lines.push('FORM NUMBER:', m.form, 'TAX PERIOD:', period, 'TAXPAYER IDENTIFICATION NUMBER:', m.tin);
  } else if (v === 'wrapped') {
    lines.push(
      `Request Date: ${usDate(m.requestDate)}`,
      `Response Date: ${usDate(m.responseDate)}`,
      `Tracking Number: ${m.tracking}`,
    );
    lines.push(`FORM NUMBER: ${m.form}`, `TAX PERIOD: ${period}`, 'TAXPAYER', 'IDENTIFICATION', `NUMBER: ${m.tin}`);
  } else {
    lines.push(
      `Request Date: ${usDate(m.requestDate)}       Response Date: ${usDate(m.responseDate)}      Tracking Number: ${m.tracking}`,
    );
    lines.push(
      `FORM NUMBER: ${m.form}                          TAX PERIOD: ${period}`,
      `TAXPAYER IDENTIFICATION NUMBER: ${m.tin}`,
    );
  }
  lines.push(...m.names, m.street);
  return lines;
}

function balanceLines(m: ScenarioModule, v: Variant): string[] {
  const b = balanceOf(m);
  const i = m.interestCents ?? 0;
  const p = m.penaltyCents ?? 0;
  const asOf = longDate(m.accrualsAsOf ?? m.responseDate);
  const lines = [`              ${MINUS}`];
  if (v === 'raw') {
    lines.push(
      'ACCOUNT BALANCE:',
      plain(b),
      'ACCRUED INTEREST:',
      plain(i),
      'AS OF:',
      asOf,
      'ACCRUED PENALTY:',
      plain(p),
      'AS OF:',
      asOf,
    );
  } else if (v === 'wrapped') {
    lines.push(
      'ACCOUNT',
      `BALANCE:        ${plain(b)}`,
      'ACCRUED',
      `INTEREST:       ${plain(i)}`,
      `AS OF:          ${asOf}`,
    );
    lines.push('ACCRUED', `PENALTY:        ${plain(p)}`, `AS OF:          ${asOf}`);
  } else {
    lines.push(
      `ACCOUNT BALANCE:        ${plain(b)}`,
      `ACCRUED INTEREST:   ${plain(i)}  AS OF: ${asOf}   ACCRUED PENALTY:  ${plain(p)}  AS OF: ${asOf}`,
    );
  }
  lines.push('ACCOUNT BALANCE', 'PLUS ACCRUALS', '(this is not a', `payoff amount):         ${plain(b + i + p)}`);
  lines.push('                ** INFORMATION FROM THE RETURN OR AS ADJUSTED **');
  if (m.kind === 'not_present') lines.push('RETURN NOT PRESENT FOR THIS ACCOUNT');
  else {
    const tax = m.rows.find((r) => r.code === '150')?.amountCents ?? 0;
    lines.push(`TAX PER RETURN:        ${plain(tax)}`);
    if (m.returnReceivedOn) {
      lines.push(
        ...(v === 'wrapped'
          ? [
              'RETURN DUE DATE OR',
              'RETURN RECEIVED',
              'DATE (WHICHEVER',
              `IS LATER)     ${longDate(m.returnReceivedOn)}`,
            ]
          : [`RETURN DUE DATE OR RETURN RECEIVED DATE (WHICHEVER IS LATER)   ${longDate(m.returnReceivedOn)}`]),
      );
    }
    if (m.processedOn)
      lines.push(`PROCESSING DATE                                                ${longDate(m.processedOn)}`);
  }
  return lines;
}

function rowLines(r: ScenarioRow, v: Variant): string[] {
  const amount = dollars(r.amountCents);
  if (v === 'nospace')
    return [`${r.code}${r.explanation}${r.cycle ?? ''} ${usDate(r.date)} ${amount}`, ...(r.details ?? [])];
  if (v === 'raw') {
    // Reading order: the explanation's first fragment, then cycle and date; the amount alone; the rest wrapped.
    const words = r.explanation.split(' ');
    const head = words.slice(0, Math.max(1, Math.ceil(words.length / 2))).join(' ');
    const tail = words.slice(Math.max(1, Math.ceil(words.length / 2))).join(' ');
    return [
      `${r.code} ${head} ${r.cycle ?? ''} ${usDate(r.date)}`.replace(/ +/g, ' '),
      amount,
      ...(tail ? [tail] : []),
      ...(r.details ?? []),
    ];
  }
  return [
    `${pad(r.code, 6)}${pad(r.explanation, 38)}${pad(r.cycle ?? '', 11)}${pad(usDate(r.date), 14)}${amount.padStart(12)}`,
    ...(r.details ?? []).map((d) => `      ${d}`),
  ];
}

const TABLE_HEAD = 'CODE  EXPLANATION OF TRANSACTION            CYCLE      DATE           AMOUNT';

/** One module as `pdftotext -layout` (or a variant) shows it; `pageBreakAfter` rows split it over two pages. */
export function renderModule(m: ScenarioModule, v: Variant = 'layout', pageBreakAfter?: number): string[] {
  if (m.kind === 'not_found') return notFoundLines(m);
  const lines = headerLines(m, v);
  if (m.kind === 'no_record') return [...lines, 'No record of return filed', `                    ${BANNER}`];
  lines.push(...balanceLines(m, v), '                                 TRANSACTIONS');
  lines.push(...(v === 'raw' ? ['CODE', 'EXPLANATION OF TRANSACTION', 'CYCLE', 'DATE', 'AMOUNT'] : [TABLE_HEAD]));
  if (m.kind === 'not_present') lines.push('No tax return filed');
  m.rows.forEach((r, i) => {
    lines.push(...rowLines(r, v));
    if (pageBreakAfter !== undefined && i + 1 === pageBreakAfter) {
      // The next page repeats the banner, title, the module's header and the column header.
      lines.push(
        `                    ${BANNER}`,
        'Page 1 of 2',
        '\f' + headerLines(m, v)[0]!,
        ...headerLines(m, v).slice(1),
        TABLE_HEAD,
      );
    }
  });
  if (m.title === 'Record of Account')
    lines.push(RETURN_PART, `TOTAL TAX LIABILITY TP FIGURES:        ${plain(balanceOf(m) + 99_900)}`);
  lines.push(`                    ${BANNER}`);
  return lines;
}

/** A file of modules; `nbsp_crlf` uses non-breaking spaces, tabs and CRLF line ends. */
export function renderText(modules: ScenarioModule[], v: Variant = 'layout', pageBreakAfter?: number): string {
  const lines = modules.flatMap((m) => renderModule(m, v, pageBreakAfter));
  if (v !== 'nbsp_crlf') return `${lines.join('\n')}\n`;
  return `${lines.map((l) => l.replace(/ {2,}/g, '\t').replace(/ /g, '\u00a0')).join('\r\n')}\r\n`;
}

/** "Requested data not found" comes in the newer layout, the form shown as a family (`1065 Series`). */
function notFoundLines(m: ScenarioModule): string[] {
  return [
    `Form ${m.form} Account Transcript`,
    `Request Date: ${usDate(m.requestDate)}`,
    `Response Date: ${usDate(m.responseDate)}`,
    `Tracking Number: ${m.tracking}`,
    `Form Number: ${m.form} Series`,
    `Report for Tax Period Ending: ${usDate(m.period)}`,
    `Taxpayer Identification Number: ${m.tin}`,
    'Requested data not found',
  ];
}
