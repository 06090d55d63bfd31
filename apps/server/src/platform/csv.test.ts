import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { CSV_CHUNK_RECORDS, type CsvColumn, streamCsv, toCsv, toZonedIso } from './csv.js';

type Row = { name: string; phone: string; balance: number; at: string | null };
const COLUMNS: CsvColumn<Row>[] = [
  { header: 'Name', type: 'text', value: (r) => r.name },
  { header: 'Phone', type: 'phone', value: (r) => r.phone },
  { header: 'Currency', type: 'text', value: () => 'USD' },
  { header: 'Balance', type: 'money', value: (r) => r.balance },
  { header: 'Placed', type: 'time', value: (r) => r.at },
];
const BOM = '\uFEFF';

describe('csv', () => {
  it('neutralises text cells a spreadsheet would run, and only text cells', () => {
    const text: CsvColumn<string>[] = [{ header: 'T', type: 'text', value: (v) => v }];
    const cells = (values: string[]) => toCsv(text, values, 'UTC').slice(1).split('\r\n').slice(1, -1);
    expect(cells(['=1+2', '+1', '-1', '@SUM(A1)', '\tx', 'Acme = Best'])).toEqual([
      "'=1+2",
      "'+1",
      "'-1",
      "'@SUM(A1)",
      "'\tx",
      'Acme = Best',
    ]);
    expect(cells(['\rx'])).toEqual(['"\'\rx"']);
    const number: CsvColumn<number>[] = [{ header: 'N', type: 'number', value: (v) => v }];
    expect(toCsv(number, [-5, 1.5], 'UTC')).toBe('\uFEFFN\r\n-5\r\n1.5\r\n');
    const phone: CsvColumn<string>[] = [{ header: 'P', type: 'phone', value: (v) => v }];
    expect(toCsv(phone, ['+1 (555) 010-0100', '-5550100', '+cmd|calc'], 'UTC')).toBe(
      "\uFEFFP\r\n+1 (555) 010-0100\r\n-5550100\r\n'+cmd|calc\r\n",
    );
  });

  it('writes RFC 4180 with a BOM: quoted commas, quotes and line breaks, CRLF records, typed cells', () => {
    const csv = toCsv(
      COLUMNS,
      [
        { name: 'Smith, Jones & "Co"', phone: '+1-555-0100', balance: -12_345, at: '2026-11-27T00:00:00.000Z' },
        { name: '=HYPERLINK("x")', phone: '555\n0100', balance: 5, at: null },
      ],
      'America/Denver',
    );
    expect(csv).toBe(
      `${BOM}Name,Phone,Currency,Balance,Placed (America/Denver)\r\n` +
        `"Smith, Jones & ""Co""",+1-555-0100,USD,-123.45,2026-11-26T17:00:00-07:00\r\n` +
        `"'=HYPERLINK(""x"")","555\n0100",USD,0.05,\r\n`,
    );
  });

  it('writes ISO 8601 times with the offset of the zone at that instant (DST)', () => {
    expect(toZonedIso('2026-07-01T12:00:00Z', 'America/New_York')).toBe('2026-07-01T08:00:00-04:00');
    expect(toZonedIso('2026-12-01T12:00:00Z', 'America/New_York')).toBe('2026-12-01T07:00:00-05:00');
    expect(toZonedIso('2026-12-01T12:00:00Z', 'UTC')).toBe('2026-12-01T12:00:00Z');
  });

  it('streams batches into the same CSV, pulling the next batch only when asked', async () => {
    const pulled: number[] = [];
    async function* batches() {
      for (let i = 0; i < 3; i++) {
        pulled.push(i);
        yield [{ name: `n${i}`, phone: '1', balance: i * 100, at: null }];
      }
    }
    const text = (await Readable.from(streamCsv(COLUMNS, batches(), 'UTC')).toArray()).join('');
    expect(text).toBe(
      `${BOM}Name,Phone,Currency,Balance,Placed (UTC)\r\nn0,1,USD,0,\r\nn1,1,USD,1,\r\nn2,1,USD,2,\r\n`,
    );
    expect(pulled).toEqual([0, 1, 2]);
  });

  it('writes a large batch as several chunks of CSV_CHUNK_RECORDS records, in order', async () => {
    const count = CSV_CHUNK_RECORDS * 2 + 50;
    const rows = Array.from({ length: count }, (_, i) => ({ name: `n${i}`, phone: '1', balance: i * 100, at: null }));
    async function* batches() {
      yield rows;
    }
    const chunks = (await Readable.from(streamCsv(COLUMNS, batches(), 'UTC')).toArray()) as Buffer[];
    // The header, then three chunks: 200, 200 and 50 records.
    expect(chunks).toHaveLength(4);
    const lines = chunks.map(String).join('').split('\r\n');
    expect(lines.slice(1, -1)).toEqual(rows.map((_, i) => `n${i},1,USD,${i},`));
  });
});
