const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

const iso = (y: number, m: number, d: number) => {
  const year = y < 100 ? 2000 + y : y;
  const date = new Date(Date.UTC(year, m - 1, d));
  if (date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return null;
  return date.toISOString().slice(0, 10);
};

/** A written date ("01/15/2026", "1-15-26", "2026-01-15", "January 15, 2026") as YYYY-MM-DD, or null. */
export function parseWrittenDate(text: string): string | null {
  const t = text.trim();
  let m = /(\d{4})-(\d{1,2})-(\d{1,2})/.exec(t);
  if (m) return iso(Number(m[1]), Number(m[2]), Number(m[3]));
  m = /(\d{1,2})\s*[/.-]\s*(\d{1,2})\s*[/.-]\s*(\d{4}|\d{2})(?!\d)/.exec(t);
  if (m) return iso(Number(m[3]), Number(m[1]), Number(m[2]));
  m = /([a-z]{3})[a-z]*\.?\s+(\d{1,2}),?\s+(\d{4})/i.exec(t);
  const month = m ? MONTHS.indexOf(m[1]!.toLowerCase()) : -1;
  if (m && month >= 0) return iso(Number(m[3]), month + 1, Number(m[2]));
  m = /(\d{1,2})\s+([a-z]{3})[a-z]*\.?\s+(\d{4})/i.exec(t);
  const month2 = m ? MONTHS.indexOf(m[2]!.toLowerCase()) : -1;
  if (m && month2 >= 0) return iso(Number(m[3]), month2 + 1, Number(m[1]));
  return null;
}
