// Calendar-date arithmetic on 'YYYY-MM-DD' strings in UTC, so the seed reads the same in every time zone.
const DAY_MS = 86_400_000;

export function addDaysIso(iso: string, days: number): string {
  return new Date(Date.parse(`${iso}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

export function daysBetweenIso(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

export function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** The last day of a quarter such as '2024Q3'. */
export function quarterEndIso(period: string): string {
  const year = period.slice(0, 4);
  return `${year}-${['03-31', '06-30', '09-30', '12-31'][Number(period.slice(5)) - 1]}`;
}

/** The quarter `back` quarters before '2024Q3' ('2024Q2' for back = 1). */
export function previousQuarter(period: string, back: number): string {
  const index = Number(period.slice(0, 4)) * 4 + Number(period.slice(5)) - 1 - back;
  return `${Math.floor(index / 4)}Q${(index % 4) + 1}`;
}
