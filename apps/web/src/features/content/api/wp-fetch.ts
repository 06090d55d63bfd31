import { apiFetch } from '../../../shared/api/api-client';

/**
 * The content service is a public site (spec 2 §7): no credentials, no csrf, and a failure is shown
 * on the page instead of signing the user out.
 */
export const wpFetch = <T>(path: string, params: Record<string, string>, signal?: AbortSignal): Promise<T> =>
  apiFetch<T>(`${path}?${new URLSearchParams(params)}`, { csrf: false, intercept: false, signal });
