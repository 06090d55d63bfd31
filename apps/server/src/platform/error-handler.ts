import { ERROR_KEYS, type ErrorBody } from '@taxlens/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable, isUnstorableText } from './database-errors.js';
import { AppError } from './errors.js';
import { describeValidationFailure, type PathIssue } from './validation-messages.js';

/** How long a client should wait before trying again while the database is unreachable. */
const RETRY_AFTER_SECONDS = '5';

function describeValidation(error: FastifyError, request: FastifyRequest): ErrorBody {
  if (!hasZodFastifySchemaValidationErrors(error)) {
    return { messages: [{ key: ERROR_KEYS.validation, value: 'The request is not valid.' }] };
  }
  const where = error.validationContext ?? 'body';
  const schema = (request.routeOptions.schema as Record<string, unknown> | undefined)?.[where];
  const issues = error.validation.map((v) => ({
    ...(v.params as Omit<PathIssue, 'path' | 'code' | 'message'>),
    code: v.keyword,
    message: v.message ?? '',
    path: v.instancePath
      .split('/')
      .slice(1)
      .filter(Boolean)
      .map((p) => (/^\d+$/.test(p) ? Number(p) : p)),
  }));
  return { messages: describeValidationFailure(issues, where, schema) };
}

/** Fastify's own client errors (bad JSON, wrong content type, too large...) keep their 4xx status. */
function describeClientError(error: FastifyError): ErrorBody {
  const text =
    error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError
      ? 'The request body is not valid JSON.'
      : error.message;
  return { messages: [{ key: error.code ?? ERROR_KEYS.validation, value: text }] };
}

/**
 * Errors the router raises before any route or error handler runs (a path with broken percent-encoding,
 * FST_ERR_BAD_URL): Fastify's `frameworkErrors` option, so they answer in the one error shape too.
 */
export function answerFrameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  void reply.status(400).send({
    messages: [{ key: error.code ?? ERROR_KEYS.validation, value: 'The address of the request is not valid.' }],
  });
}

/** An answer in the one error shape; /api/v1 turns the same answer into a problem document. */
export type ErrorAnswer = { status: number; headers: Record<string, string>; body: ErrorBody };

/** Decides the status and messages of every failed request (both envelopes come from here). */
export function describeError(error: FastifyError, request: FastifyRequest): ErrorAnswer {
  const answer = (status: number, body: ErrorBody, headers: Record<string, string> = {}) => ({ status, headers, body });
  if (error instanceof AppError) return answer(error.status, { messages: error.messages }, error.headers);
  if (error.validation) return answer(400, describeValidation(error, request));
  const status = error.statusCode ?? 500;
  if (status === 429) {
    return answer(429, {
      messages: [{ key: ERROR_KEYS.tooManyRequests, value: 'Too many requests. Please wait a minute and try again.' }],
    });
  }
  if (status >= 400 && status < 500 && !isResponseSerializationError(error))
    return answer(status, describeClientError(error));
  if (isUnstorableText(error)) {
    return answer(400, {
      messages: [
        {
          key: ERROR_KEYS.validation,
          value: 'The request contains a character that cannot be stored (such as a NUL byte).',
        },
      ],
    });
  }
  if (isDatabaseUnavailable(error)) {
    // Expected during a database restart or failover: one short line, not a stack per request.
    request.log.warn({ errorCode: error.code, reason: error.message }, 'database unavailable');
    return answer(
      503,
      {
        messages: [
          { key: ERROR_KEYS.unavailable, value: 'The service is briefly unavailable. Please try again in a moment.' },
        ],
      },
      { 'retry-after': RETRY_AFTER_SECONDS },
    );
  }
  request.log.error({ err: error }, 'request failed');
  return answer(500, {
    messages: [{ key: ERROR_KEYS.internal, value: 'Something went wrong on our side. Please try again.' }],
  });
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const { status, headers, body } = describeError(error, request);
    return reply.status(status).headers(headers).send(body);
  });
}
