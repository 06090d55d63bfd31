/** Reads `Authorization: Basic base64(username:password)`; null when absent or malformed. */
export function parseBasicCredentials(header: string | undefined): { username: string; password: string } | null {
  if (!header) return null;
  const match = /^Basic\s+([A-Za-z0-9+/=_-]+)\s*$/i.exec(header);
  if (!match?.[1]) return null;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon <= 0) return null;
  const username = decoded.slice(0, colon).trim();
  const password = decoded.slice(colon + 1);
  if (!username || !password || username.length > 200 || password.length > 500) return null;
  return { username, password };
}
