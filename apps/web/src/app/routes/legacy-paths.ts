import { toSafeInSiteTarget } from '@taxlens/contracts';

// Old portal URLs (spec 1 §2, spec 2 §2) and where they live now.
const FIXED: Record<string, string> = {
  '/j_spring_security_logout': '/auth/logout',
  '/login/auth': '/auth/login',
  '/id-check': '/',
  '/my-reports': '/portfolio/orders?type=pendingorders',
};

const PATTERNS: { pattern: RegExp; to: (id: string) => string }[] = [
  { pattern: /^\/client-info\/([^/]+)\/?$/, to: (id) => `/client/${id}` },
  { pattern: /^\/summary\/([^/]+)\/?$/, to: (id) => `/client/summary/${id}` },
];

function mergeSearch(target: string, search: string): string {
  if (!search || search === '?') return target;
  const [path = '', query] = target.split('?');
  const params = new URLSearchParams(query);
  new URLSearchParams(search).forEach((value, key) => {
    if (!params.has(key)) params.set(key, value);
  });
  const merged = params.toString();
  return merged ? `${path}?${merged}` : path;
}

function mapLegacyPath(pathname: string, search: string): string | null {
  const clean = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const fixed = FIXED[clean];
  if (fixed) return mergeSearch(fixed, search);
  for (const { pattern, to } of PATTERNS) {
    const id = pattern.exec(clean)?.[1];
    if (id) return mergeSearch(to(id), search);
  }
  return null;
}

/**
 * Maps an old URL to the current route, or null when it is current already. Hash-bang URLs
 * ('/#!/portfolio/orders') carry the real path after '#!', which may itself be a legacy path.
 */
export function mapLegacyUrl(pathname: string, search: string, hash: string): string | null {
  if (hash.startsWith('#!')) {
    const inner = hash.slice(2);
    const url = new URL(inner.startsWith('/') ? inner : `/${inner}`, 'http://portal.invalid');
    const path = `${url.pathname}${url.search}`;
    // '#!/..//evil.example' parses to '//evil.example': the one in-site rule sends such a target to '/'.
    return toSafeInSiteTarget(mapLegacyPath(url.pathname, url.search) ?? path);
  }
  return mapLegacyPath(pathname, search);
}
