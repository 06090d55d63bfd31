import { balanceOf, dollars, RETURN_PART, usDate, type ScenarioModule } from './render-text.js';

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const item = (label: string, value: string) =>
  `<div class="item-container"><span class="item-label">${esc(label)}</span> <span class="item-value">${esc(value)}</span></div>`;

/**
 * The newer layout (reference section 3) as HTML: mixed-case labels, `MM-DD-YYYY` dates, `$` on header
 * amounts, the notice number inside the explanation cell. The script, style sheet and image are there to
 * prove they are never run or fetched.
 */
export function renderHtml(modules: ScenarioModule[]): string {
  const body = modules.map((m) => {
    const title =
      m.title === 'Record of Account' ? 'Record of Account' : `Form ${m.form} ${m.title ?? 'Account Transcript'}`;
    const head = [
      `<h1 class="transcript-title">${esc(title)}</h1>`,
      item('Request Date:', usDate(m.requestDate)),
      item('Response Date:', usDate(m.responseDate)),
      item('Tracking Number:', m.tracking),
      item('Form Number:', m.kind === 'not_found' ? `${m.form} Series` : m.form),
      item('Report for Tax Period Ending:', usDate(m.period)),
      item('Taxpayer Identification Number:', m.tin),
    ];
    if (m.kind === 'not_found') return `<article>${head.join('\n')}<p>Requested data not found</p></article>`;
    head.push(
      `<section class="HEADER">${[...m.names, m.street].map((n) => `<div>${esc(n)}</div>`).join('')}</section>`,
    );
    if (m.kind === 'no_record') return `<article>${head.join('\n')}<p>No record of return filed</p></article>`;
    const b = balanceOf(m);
    const asOf = usDate(m.accrualsAsOf ?? m.responseDate);
    head.push(
      item('Account balance:', dollars(b)),
      item('Accrued interest:', `${dollars(m.interestCents ?? 0)} As of: ${asOf}`),
      item('Accrued penalty:', `${dollars(m.penaltyCents ?? 0)} As of: ${asOf}`),
      item(
        'Account balance plus accruals (this is not a payoff amount):',
        dollars(b + (m.interestCents ?? 0) + (m.penaltyCents ?? 0)),
      ),
    );
    if (m.kind === 'not_present') head.push('<p>RETURN NOT PRESENT FOR THIS ACCOUNT</p>');
    if (m.returnReceivedOn)
      head.push(item('Return due date or return received date (whichever is later):', usDate(m.returnReceivedOn)));
    if (m.processedOn) head.push(item('Processing date:', usDate(m.processedOn)));
    const rows = m.rows.map(
      (r) =>
        `<tr><td>${r.code}</td><td>${esc([r.explanation, ...(r.details ?? [])].join(' '))}</td><td>${r.cycle ?? ''}</td><td>${usDate(r.date)}</td><td>${dollars(r.amountCents)}</td></tr>`,
    );
    const table = `<table><thead><tr><th>Code</th><th>Explanation of transaction</th><th>Cycle</th><th>Date</th><th>Amount</th></tr></thead><tbody>${rows.join('\n')}</tbody></table>`;
    const returnPart = m.title === 'Record of Account' ? `<p>${esc(RETURN_PART)}</p>` : '';
    return `<article>${head.join('\n')}\n${table}${returnPart}</article>`;
  });
  return `<!DOCTYPE html><html><head><title>Transcript</title><link rel="stylesheet" href="https://transcripts.invalid/style.css"><script>globalThis.ran = true;</script></head>
<body><img src="https://transcripts.invalid/logo.png" alt="">
${body.join('\n')}
</body></html>
`;
}
