// Zod-free on purpose: the web app's first download reads goto targets (docs/decisions/119).

// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]/;
const ANY_ORIGIN = 'http://x';

/**
 * Whether a navigation target stays on this site (docs/decisions/140): one leading '/', never '//'
 * or '/\' (a browser reads both as another host), no control characters, and already in the form a
 * URL parser gives back. The last rule is what stops '/..//evil.example': the parser turns it into
 * '//evil.example', so a target that changes when normalised is refused rather than normalised.
 */
export function isSafeInSiteTarget(value: string): boolean {
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return false;
  if (CONTROL_CHARACTERS.test(value)) return false;
  try {
    const url = new URL(value, ANY_ORIGIN);
    return url.origin === ANY_ORIGIN && `${url.pathname}${url.search}${url.hash}` === value;
  } catch {
    return false;
  }
}

/** The one decision for goto, return and relay targets: the target when it is safe, else '/'. */
export function toSafeInSiteTarget(value: string | null | undefined): string {
  return value && isSafeInSiteTarget(value) ? value : '/';
}
