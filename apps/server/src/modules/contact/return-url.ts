/**
 * Where the web-to-case endpoint may send the browser back to: a path of the portal, or an absolute
 * URL on one of the portal's own origins. Anything else is refused (no open redirect).
 */
export function safeReturnUrl(retUrl: string | undefined, ownOrigins: string[], fallback: string): string | null {
  if (!retUrl) return fallback;
  if (/^\/(?![/\\])/.test(retUrl)) return retUrl;
  let url: URL;
  try {
    url = new URL(retUrl);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.username || url.password) return null;
  return ownOrigins.includes(url.origin) ? url.toString() : null;
}
