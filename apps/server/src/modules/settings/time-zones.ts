/** IANA time-zone names this runtime knows (UTC included), for the settings list and its check. */
let cached: string[] | null = null;

export function listTimeZones(): string[] {
  if (!cached) cached = [...new Set(['UTC', ...Intl.supportedValuesOf('timeZone')])].sort();
  return cached;
}

export function isKnownTimeZone(name: string): boolean {
  return listTimeZones().includes(name);
}
