/**
 * Calls to the provider's content service (news, release posts, global notices): no credentials
 * and no session interceptor. A missing endpoint (404) or an answer that is not a list counts as
 * "nothing published"; other failures reach the caller so it can show its error state.
 */
export async function fetchContentList(url: string, signal?: AbortSignal): Promise<unknown[]> {
  const response = await fetch(url, { credentials: 'omit', headers: { Accept: 'application/json' }, signal });
  if (response.status === 404) return [];
  if (!response.ok) throw new Error(`The content service answered ${response.status}.`);
  const text = await response.text();
  if (!text) return [];
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value : [];
  } catch {
    return [];
  }
}

/** WordPress 'rendered' fields carry HTML; the portal shows them as plain text. */
export function htmlToText(html: string): string {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  return (doc.body.textContent ?? '').replace(/\s+/g, ' ').trim();
}
