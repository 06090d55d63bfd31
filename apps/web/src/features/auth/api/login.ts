import { F2A_TOKEN_HEADER, F2A_TYPE_HEADER, LOGIN_ACCEPT_TYPE, type LoginResponse } from '@taxlens/contracts';
import { apiFetch } from '../../../shared/api/api-client';

export type Credentials = { username: string; password: string };
export type SecondFactor = { f2aType: string; token: string };

/** Basic credentials must survive non-ASCII characters, which btoa alone rejects. */
export function encodeBasicCredentials({ username, password }: Credentials): string {
  const bytes = new TextEncoder().encode(`${username}:${password}`);
  return btoa(Array.from(bytes, (b) => String.fromCharCode(b)).join(''));
}

/** GET /api/portal/login; with a second factor it is the second pass (spec 1 §7). */
export function requestLogin(credentials: Credentials, secondFactor?: SecondFactor): Promise<LoginResponse> {
  const headers: Record<string, string> = {
    Authorization: `Basic ${encodeBasicCredentials(credentials)}`,
    Accept: LOGIN_ACCEPT_TYPE,
  };
  if (secondFactor) {
    headers[F2A_TYPE_HEADER] = secondFactor.f2aType;
    headers[F2A_TOKEN_HEADER] = secondFactor.token;
  }
  const url = secondFactor ? '/api/portal/login?second_pass=true' : '/api/portal/login';
  return apiFetch<LoginResponse>(url, { headers, csrf: false });
}
