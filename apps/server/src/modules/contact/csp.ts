import type { Config } from '../../config.js';

/** The origin of a URL template such as https://{s}.tile.example/{z}/{x}/{y}.png, as a CSP source. */
export function cspOrigin(template: string): string | null {
  const match = /^(https?:\/\/[^/?#]+)/i.exec(template.trim());
  if (!match?.[1]) return null;
  return match[1].replace(/\{[a-z]+\}/gi, '*');
}

/** What the Content-Security-Policy must also allow: map tiles (TILE_URL) and an external CASE_URL. */
export function contactCspSources(config: Config): { imgSrc: string[]; formAction: string[] } {
  const tiles = cspOrigin(config.contact.tileUrl);
  const cases = cspOrigin(config.contact.caseUrl);
  return { imgSrc: tiles ? [tiles] : [], formAction: cases ? [cases] : [] };
}
