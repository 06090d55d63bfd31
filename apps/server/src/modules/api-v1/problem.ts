import { STATUS_CODES } from 'node:http';
import { ERROR_KEYS } from '@taxlens/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { bearerToken } from '../../platform/api-key-use.js';
import { describeError, type ErrorAnswer } from '../../platform/error-handler.js';

export const PROBLEM_TYPE = 'application/problem+json';

/** An RFC 9457 problem document; `errors` names each failed field by its path and the rule's code. */
export type Problem = {
  type: string;
  title: string;
  status: number;
  detail: string;
  code: string;
  errors?: { detail: string; path: string | null; code: string }[];
};

const kebab = (key: string) => key.toLowerCase().replaceAll('_', '-');

/** Where in the request a path may start; a service names a body field bare (`ein`), the API says `body.ein`. */
const LOCATIONS = ['body', 'querystring', 'params', 'header', 'headers'];
export const apiFieldPath = (field: string): string =>
  LOCATIONS.includes(field.split('.')[0]!) ? field : `body.${field}`;

const API_KEY_REQUIRED = 'An API key is required: send Authorization: Bearer tl_…';

/**
 * The same answer the portal gives in its own error shape (platform/error-handler.ts decides both),
 * written as a problem document: the first message is the detail, each message with a field or a
 * rule code becomes one entry of `errors` (decision 186).
 */
export function toProblem({ status, body }: ErrorAnswer): Problem {
  const first = body.messages[0] ?? { key: ERROR_KEYS.internal, value: STATUS_CODES[status] ?? 'Error' };
  const fields = body.messages.filter((m) => m.field || m.code);
  return {
    type: `urn:taxlens:problem:${kebab(first.key)}`,
    title: STATUS_CODES[status] ?? 'Error',
    status,
    detail: body.messages.map((m) => m.value).join(' '),
    code: first.key,
    ...(fields.length
      ? {
          errors: fields.map((m) => ({
            detail: m.value,
            path: m.field ? apiFieldPath(m.field) : null,
            code: m.code ?? m.key,
          })),
        }
      : {}),
  };
}

export function sendProblem(reply: FastifyReply, answer: ErrorAnswer): FastifyReply {
  return reply.status(answer.status).headers(answer.headers).type(PROBLEM_TYPE).send(toProblem(answer));
}

/**
 * A 401 of the API speaks to an integrator, not to a person signed in (the portal's words are about
 * a session): it names the header to send and carries `WWW-Authenticate: Bearer`, with
 * `error="invalid_token"` when a key was sent and refused (RFC 6750 section 3).
 */
export function asApiKeyRefusal(answer: ErrorAnswer, request: FastifyRequest): ErrorAnswer {
  if (answer.status !== 401) return answer;
  const sent = bearerToken(request.headers.authorization);
  return {
    ...answer,
    headers: { ...answer.headers, 'www-authenticate': sent ? 'Bearer error="invalid_token"' : 'Bearer' },
    body: sent
      ? answer.body
      : { messages: [{ key: answer.body.messages[0]?.key ?? ERROR_KEYS.unauthenticated, value: API_KEY_REQUIRED }] },
  };
}

/** Every failure under /api/v1 (access refusals, validation, unknown paths) answers a problem document. */
export function registerProblemAnswers(scope: FastifyInstance): void {
  scope.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) =>
    sendProblem(reply, asApiKeyRefusal(describeError(error, request), request)),
  );
  scope.setNotFoundHandler((_request, reply) =>
    sendProblem(reply, {
      status: 404,
      headers: {},
      body: { messages: [{ key: ERROR_KEYS.notFound, value: 'There is no such operation in /api/v1.' }] },
    }),
  );
}
