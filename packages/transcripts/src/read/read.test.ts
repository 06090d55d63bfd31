import { describe, expect, it } from 'vitest';
import { readFile } from '../read-file.js';
import { parseDate, parseMoney, parsePeriod } from './values.js';

/** The reference's own invented module (section 2), as `pdftotext -layout` shows it. */
const REFERENCE_EXAMPLE = `                    This Product Contains Sensitive Taxpayer Data
                                 Account Transcript
Request Date: 03-02-2026       Response Date: 03-02-2026      Tracking Number: 100000000001
FORM NUMBER: 1120                          TAX PERIOD: Dec. 31, 2024
TAXPAYER IDENTIFICATION NUMBER: XX-XXX9876
EXAM FABR CO
500 IN
              --- ANY MINUS SIGN SHOWN BELOW SIGNIFIES A CREDIT AMOUNT ---
ACCOUNT BALANCE:        1,000.00
ACCRUED INTEREST:   40.10  AS OF: Mar. 23, 2026   ACCRUED PENALTY:  21.00  AS OF: Mar. 23, 2026
ACCOUNT BALANCE
PLUS ACCRUALS
(this is not a
payoff amount):         1,061.10
                ** INFORMATION FROM THE RETURN OR AS ADJUSTED **
TAXABLE INCOME:        50,000.00
TAX PER RETURN:        10,500.00
RETURN DUE DATE OR RETURN RECEIVED DATE (WHICHEVER IS LATER)   Apr. 15, 2025
PROCESSING DATE                                                May 05, 2025
                                 TRANSACTIONS
CODE  EXPLANATION OF TRANSACTION            CYCLE      DATE           AMOUNT
660   Estimated tax payment                            12-15-2024    -$9,500.00
150   Tax return filed                      202518     05-05-2025    $10,500.00
      n/a                                   17221-115-00001-5
971   Notice issued                                    05-05-2025         $0.00
      CP 0161
                    This Product Contains Sensitive Taxpayer Data
`;

describe('values', () => {
  it('reads every date spelling, YYYYMM periods as the month end, and refuses impossible dates', () => {
    expect(['05-05-2025', '05/05/2025', '2025-05-05', 'May 05, 2025', 'May 5, 2025'].map(parseDate)).toEqual(
      Array(5).fill('2025-05-05'),
    );
    expect([parseDate('Sept. 30, 2024'), parseDate('Feb. 30, 2024'), parseDate('13-01-2024')]).toEqual([
      '2024-09-30',
      null,
      null,
    ]);
    expect([parsePeriod('202402'), parsePeriod('202413'), parsePeriod('Dec. 31, 2024')]).toEqual([
      '2024-02-29',
      null,
      '2024-12-31',
    ]);
  });

  it('reads money with its sign in cents, and never a cycle or a DLN', () => {
    expect(['-$9,500.00', '$-9,500.00', '(9,500.00)', '1,000.00', '$0.00'].map(parseMoney)).toEqual([
      -950000, -950000, -950000, 100000, 0,
    ]);
    expect(['202518', '17221-115-00001-5', '1,00.00', '$12.5'].map(parseMoney)).toEqual([null, null, null, null]);
  });
});

describe("the reference's example module", () => {
  it('reads every part with the line it stands on', async () => {
    const [file] = await readFile('ref.txt', Buffer.from(REFERENCE_EXAMPLE), {
      client: { tin: '12-3459876', name: 'Exam Fabrication Co' },
    });
    const m = file!.modules[0]!;
    expect(m).toMatchObject({
      refusal: null,
      form: '1120',
      taxPeriod: '2024-12-31',
      tin: 'XX-XXX9876',
      names: ['EXAM FABR CO'],
      requestDate: '2026-03-02',
      trackingNumber: '100000000001',
      filed: true,
      filedOn: '2025-05-05',
      returnReceivedOn: '2025-04-15',
      balanceCents: 100000,
      accruedInterestCents: 4010,
      accruedPenaltyCents: 2100,
      asOf: '2026-03-23',
      notices: [{ notice: 'CP0161', date: '2025-05-05', kind: 'start' }],
      stage: { name: 'notices', reachedOn: '2025-05-05', at: { file: 'ref.txt', page: 1, line: 25 } },
      needsReview: null,
    });
    expect(m.transactions.map((t) => [t.line, t.code, t.cycle, t.amountCents, t.details])).toEqual([
      [22, '660', null, -950000, []],
      [23, '150', '202518', 1050000, ['n/a 17221-115-00001-5']],
      [25, '971', null, 0, ['CP 0161']],
    ]);
    expect(m.evidence.balanceCents).toEqual([
      {
        file: 'ref.txt',
        page: 1,
        line: 9,
        code: null,
        date: null,
        amountCents: 100000,
        text: 'ACCOUNT BALANCE: 1,000.00',
      },
    ]);
  });

  it('reads the newer layout as dt/dd pairs too', async () => {
    const html = `<html><body><h2>Form 941 Account Transcript</h2><dl>
      <dt>Tracking Number:</dt><dd>100000000009</dd><dt>Form Number:</dt><dd>941</dd>
      <dt>Report for Tax Period Ending:</dt><dd>06-30-2025</dd><dt>Taxpayer Identification Number:</dt><dd>XX-XXX9876</dd>
      <dt>Account balance:</dt><dd>-$31,700.00</dd></dl>
      <table><tr><th>Code</th><th>Explanation of transaction</th><th>Cycle</th><th>Date</th><th>Amount</th></tr>
      <tr><td>650</td><td>Federal tax deposit</td><td></td><td>05-15-2025</td><td>-$31,700.00</td></tr></table></body></html>`;
    const [file] = await readFile('new.html', Buffer.from(html));
    expect(file!.modules[0]).toMatchObject({
      form: '941',
      taxPeriod: '2025-06-30',
      filed: false,
      balanceCents: -3170000,
      stage: { name: 'none' },
    });
  });
});
