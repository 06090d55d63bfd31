import { ACCESS_DENIED_TEXT, CSRF_HEADER, ERROR_KEYS, type ErrorBody, type ErrorMessage } from '@taxlens/contracts';
import { clearCsrfAndUser, getCsrf } from '../storage/local-store';
import { setMajorError } from '../errors/major-error-store';
import { confirmIdentity, needsStepUp } from './step-up-handler';

/** A failed call, carrying the server's `{ messages }` body. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly url: string,
    readonly messages: ErrorMessage[],
  ) {
    super(messages[0]?.value ?? `Request failed with status ${status}`);
    this.name = 'ApiError';
  }

  get key(): string | undefined {
    return this.messages[0]?.key;
  }
}

export type InterceptorAction =
  | { type: 'none' }
  | { type: 'logout' }
  | { type: 'not-found' }
  /** A sign-in step is still open (decision 126): the page that completes it. */
  | { type: 'complete-sign-in'; to: string }
  | { type: 'clear-session' }
  | { type: 'major-error'; message: string };

// Calls that legitimately run without a csrf token (spec 1 §8).
const NO_CSRF_URLS = /logout|login|updatepassword|formdata\/open|portal\/create/;
const isLoginOrLogout = (url: string) => /\/portal\/login|\/logout/.test(url);
const DEFAULT_MAJOR_ERROR = 'An unexpected error occurred. Please try again.';

/** Spec 1 §8, the global interceptor's rules in their order. Pure, so every rule is unit-tested. */
export function decideInterceptorAction(
  status: number,
  url: string,
  body: ErrorBody | undefined,
  hasCsrf: boolean,
): InterceptorAction {
  if (!hasCsrf && !NO_CSRF_URLS.test(url)) return { type: 'logout' };
  // 503 (the database briefly unreachable, docs/decisions/117) is a server failure too: same modal, its own words.
  if (status === 500 || status === 503)
    return { type: 'major-error', message: body?.messages[0]?.value ?? DEFAULT_MAJOR_ERROR };
  if (status === 404) return { type: 'not-found' };
  if (status === 403) {
    if (body?.messages.some((m) => m.value === ACCESS_DENIED_TEXT)) return { type: 'not-found' };
    // Decision 126, before "any other 403 signs out": the session is fine, a sign-in step is open.
    const key = body?.messages[0]?.key;
    if (key === ERROR_KEYS.eulaRequired) return { type: 'complete-sign-in', to: '/auth/eula' };
    if (key === ERROR_KEYS.f2aEnrolmentRequired) return { type: 'complete-sign-in', to: '/auth/two-factor' };
    // The two-factor page asks for the mailed setup code itself.
    if (key === ERROR_KEYS.mailboxProofRequired) return { type: 'none' };
    if (isLoginOrLogout(url)) return { type: 'clear-session' };
    return { type: 'logout' };
  }
  // A 401 from logout itself must not start another logout (it would loop).
  if (status === 401 && !isLoginOrLogout(url)) return { type: 'logout' };
  return { type: 'none' };
}

type Navigate = (to: string) => void;
let navigateTo: Navigate = (to) => window.location.assign(to);

// Set while a sign-out is under way: the page being left may still fire calls (now without a
// session); their refusals must not start a second sign-out that would cut the first one short
// (an SSO sign-out on its way to the identity provider, for one).
let signingOut = false;

/** Sign-out starts (true) or a new session starts (false). */
export function setSigningOut(value: boolean): void {
  signingOut = value;
}

/** The router registers itself here, so shared code can navigate without importing the app. */
export function setInterceptorNavigator(navigate: Navigate): void {
  navigateTo = navigate;
}

function applyInterceptorAction(action: InterceptorAction): void {
  switch (action.type) {
    case 'logout':
      if (!signingOut) navigateTo('/auth/logout');
      break;
    case 'not-found':
      navigateTo('/four-oh-four');
      break;
    case 'complete-sign-in':
      if (window.location.pathname !== action.to) navigateTo(action.to);
      break;
    case 'clear-session':
      clearCsrfAndUser();
      break;
    case 'major-error':
      setMajorError(action.message);
      break;
    case 'none':
      break;
  }
}

export type ApiOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON. */
  json?: unknown;
  /** Sent as multipart (uploads). */
  formData?: FormData;
  /** Sent as the raw body with its own type (a single file, e.g. a PDF). */
  blob?: Blob;
  headers?: Record<string, string>;
  /** Adds the X-CSRF-TOKEN header; only login and the public config go without. */
  csrf?: boolean;
  /** Statuses the caller expects and handles itself (e.g. 404 for "no lender selected"). */
  handledStatuses?: readonly number[];
  /** false for public calls whose failure must not sign the user out (the app config). */
  intercept?: boolean;
  signal?: AbortSignal;
  /** Set on the one retry after the person confirmed it is them (step-up): never ask twice. */
  afterStepUp?: boolean;
  /** Answer the body as a Blob, byte for byte (a CSV's byte-order mark included; text() drops it). */
  asBlob?: boolean;
};

/** The one fetch wrapper: same-origin cookies, the csrf header, JSON in and out, the interceptor. */
export async function apiFetch<T>(url: string, options: ApiOptions = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  const csrf = getCsrf();
  if (options.csrf !== false && csrf) headers[CSRF_HEADER] = csrf;
  let body: BodyInit | undefined;
  if (options.json !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.json);
  } else if (options.formData) body = options.formData;
  else if (options.blob) {
    headers['Content-Type'] = options.blob.type || 'application/octet-stream';
    body = options.blob;
  }

  // Network failures (fetch throws) are passed on untouched: the interceptor only judges answers.
  const response = await fetch(url, {
    method: options.method ?? 'GET',
    credentials: 'same-origin',
    headers,
    body,
    signal: options.signal,
  });
  if (response.ok && options.asBlob) return (await response.blob()) as T;
  const payload = await readPayload(response);
  if (response.ok) return payload as T;

  const errorBody = toErrorBody(payload, response);
  if (needsStepUp(response.status, errorBody)) {
    if (!options.afterStepUp && (await confirmIdentity())) return apiFetch<T>(url, { ...options, afterStepUp: true });
    throw new ApiError(response.status, url, errorBody.messages);
  }
  const handled = options.handledStatuses?.includes(response.status) ?? false;
  if (!handled && options.intercept !== false) {
    applyInterceptorAction(decideInterceptorAction(response.status, url, errorBody, csrf !== null));
  }
  throw new ApiError(response.status, url, errorBody.messages);
}

async function readPayload(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function toErrorBody(payload: unknown, response: Response): ErrorBody {
  if (typeof payload === 'object' && payload !== null && Array.isArray((payload as ErrorBody).messages)) {
    return payload as ErrorBody;
  }
  return { messages: [{ key: `HTTP_${response.status}`, value: response.statusText || `HTTP ${response.status}` }] };
}
