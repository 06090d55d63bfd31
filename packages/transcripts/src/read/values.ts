/** Values as transcripts print them: dates in four spellings, signed money, whitespace of every kind. */

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/** A date in any spelling transcripts use; the regex source is shared by the header patterns. */
export const DATE = String.raw`(?:\d{2}-\d{2}-\d{4}|\d{2}/\d{2}/\d{4}|\d{4}-\d{2}-\d{2}|[A-Za-z]{3,5}\.? ?\d{1,2}, ?\d{4})`;
/** Money: optional sign (before or after `$`), thousands commas, always exactly two decimals. */
export const MONEY = String.raw`(?:\(?-?\$?-?(?:\d{1,3}(?:,\d{3})+|\d+)\.\d{2}\)?)`;

const pad = (n: number) => String(n).padStart(2, '0');
const lastDay = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

function valid(year: number, month: number, day: number): string | null {
  if (month < 1 || month > 12 || day < 1 || day > lastDay(year, month)) return null;
  return `${year}-${pad(month)}-${pad(day)}`;
}

/** `MM-DD-YYYY`, `MM/DD/YYYY`, `YYYY-MM-DD`, `Dec. 31, 2024`, `Sept. 30, 2024` -> `YYYY-MM-DD`, else null. */
export function parseDate(text: string): string | null {
  const s = text.trim();
  let m = /^(\d{2})[-/](\d{2})[-/](\d{4})$/.exec(s);
  if (m) return valid(Number(m[3]), Number(m[1]), Number(m[2]));
  m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(s);
  if (m) return valid(Number(m[1]), Number(m[2]), Number(m[3]));
  m = /^([A-Za-z]{3,5})\.? ?(\d{1,2}), ?(\d{4})$/.exec(s);
  if (m) {
    const month = MONTHS.indexOf(m[1]!.slice(0, 3).toLowerCase()) + 1;
    return month ? valid(Number(m[3]), month, Number(m[2])) : null;
  }
  return null;
}

/** A tax period: any date above, or the old `YYYYMM` form, which names the period's last day. */
export function parsePeriod(text: string): string | null {
  const m = /^(\d{4})(\d{2})$/.exec(text.trim());
  if (m) {
    const year = Number(m[1]);
    const month = Number(m[2]);
    return month >= 1 && month <= 12 ? valid(year, month, lastDay(year, month)) : null;
  }
  return parseDate(text);
}

/** `-$9,500.00`, `$-9,500.00`, `(9,500.00)`, `1,000.00` -> signed integer cents; null when not money. */
export function parseMoney(text: string): number | null {
  const s = text.trim();
  if (!new RegExp(`^${MONEY}$`).test(s)) return null;
  const negative = s.includes('-') || (s.startsWith('(') && s.endsWith(')'));
  const digits = s.replace(/[^\d.]/g, '');
  const [whole, cents] = digits.split('.');
  const value = Number(whole) * 100 + Number(cents);
  return negative ? -value : value;
}

/** Every space-like character to a plain space, tabs included; CR dropped. Columns keep their runs. */
export const normalizeLine = (line: string): string =>
  line
    .replace(/\r/g, '')
    .replace(/[\t\u00a0\u2007\u202f\u2000-\u200a\u3000]/g, ' ')
    .replace(/[\u200b\ufeff]/g, '');

export const collapse = (line: string): string => line.replace(/\s+/g, ' ').trim();

/** Days added to a `YYYY-MM-DD` date (UTC, so no daylight saving shifts). */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

export function addYears(date: string, years: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return valid(y + years, m, Math.min(d, lastDay(y + years, m)))!;
}

export const daysBetween = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/** The form as printed, without hyphens or spaces, upper case: `1120-S` -> `1120S`. */
export const normalizeForm = (form: string): string => form.toUpperCase().replace(/[\s-]/g, '');
