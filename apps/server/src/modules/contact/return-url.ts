import { isSafeInSiteTarget } from '@taxlens/contracts';

/**
 * Where the web-to-case endpoint may send the browser back to: a path of the portal, or an absolute
 * URL on one of the portal's own origins. Anything else is refused (no open redirect).
 */
export function safeReturnUrl(retUrl: string | undefined, ownOrigins: string[], fallback: string): string | null {
  if (!retUrl) return fallback;
  // A path goes through the one in-site rule (docs/decisions/140): '/..//evil.example' is refused.
  if (retUrl.startsWith('/')) return isSafeInSiteTarget(retUrl) ? retUrl : null;
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
