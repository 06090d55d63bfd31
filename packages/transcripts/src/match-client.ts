import type { Client, Refusal } from './types.js';

const words = (name: string) =>
  name
    .toUpperCase()
    .normalize('NFKD')
    .replace(/[^A-Z0-9& ]/g, ' ')
    .split(/\s+/)
    .filter(Boolean);

/**
 * Transcripts are masked (reference section 1): only a TIN's last four digits and the first four characters
 * per name word survive, so a module is the client's only when both match. Each masked word must begin a
 * word of the client's name, in order; a four-letter word may show only three characters.
 */
export function nameMatches(masked: string, clientName: string): boolean {
  const shown = words(masked);
  const client = words(clientName);
  if (shown.length === 0) return false;
  let from = 0;
  for (const w of shown) {
    const i = client.findIndex((c, k) => k >= from && c.startsWith(w));
    if (i < 0) return false;
    from = i + 1;
  }
  return true;
}

export const lastFour = (tin: string) => tin.replace(/\D/g, '').slice(-4);

/** Why a module is not the client's, or null when it is (or cannot be told: no TIN printed). */
export function refuseForClient(module: { tin: string | null; names: string[] }, client: Client): Refusal | null {
  if (!module.tin) return null;
  const want = lastFour(client.tin);
  const got = lastFour(module.tin);
  if (got !== want) {
    return { reason: 'tin_mismatch', detail: `The transcript's TIN ends in ${got}; the client's ends in ${want}.` };
  }
  const name = module.names[0];
  if (name && !nameMatches(name, client.name)) {
    return {
      reason: 'tin_mismatch',
      detail: `The TIN's last four match, but the name on the transcript (${name}) does not begin the client's name.`,
    };
  }
  return null;
}
