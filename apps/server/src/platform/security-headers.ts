import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * The headers of a JSON answer (decision 343): a browser never renders one, so it gets the set OWASP's REST
 * cheat sheet names for an API (nothing may load or frame it, no sniffing, HSTS, no referrer, same-origin
 * reads) instead of the web page's dozen headers and 330-byte policy: 6 headers, 240 bytes fewer per call.
 */
export function answerHeaders(documentHeaders: Record<string, string>): Record<string, string> {
  return {
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    ...(documentHeaders['strict-transport-security']
      ? { 'strict-transport-security': documentHeaders['strict-transport-security'] }
      : {}),
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'no-referrer',
    'cross-origin-resource-policy': 'same-origin',
  };
}

/**
 * helmet's headers (CSP, HSTS, frame and sniffing rules...) on every page, file and PDF; a JSON answer gets
 * `answerHeaders`. They are the same for every request (no nonce, no directive that reads the request), so
 * helmet runs once, at start, into a plain list that each answer copies (decision 151): running its dozen
 * middlewares per request cost a few per cent of a signed-in call (@fastify/helmet even re-parsed the CSP
 * each time, decision 122). Set as the answer leaves, when its type is known; no route sets these names.
 */
export function registerSecurityHeaders(app: FastifyInstance, options: HelmetOptions): void {
  const forDocuments = computeSecurityHeaders(options);
  const forAnswers = answerHeaders(forDocuments);
  // A callback hook: nothing here is awaited.
  app.addHook('onSend', (_request, reply, payload, done) => {
    reply.headers(isJson(reply.getHeader('content-type')) ? forAnswers : forDocuments);
    done(null, payload);
  });
}

/** application/json and its +json kinds (problem details), whatever their parameters. */
function isJson(type: unknown): boolean {
  if (typeof type !== 'string') return false;
  const end = type.indexOf(';');
  const bare = end === -1 ? type : type.slice(0, end);
  return bare === 'application/json' || bare.endsWith('+json');
}

/** What helmet would set on an answer, read from a stand-in response. */
export function computeSecurityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: unknown) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  let failure: unknown;
  let finished = false;
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    failure = error;
    finished = true;
  });
  // helmet's middlewares are synchronous; anything else would mean headers that depend on the request.
  if (!finished || failure)
    throw new Error(`helmet did not settle its headers once: ${String(failure ?? 'unfinished')}`);
  return headers;
}
