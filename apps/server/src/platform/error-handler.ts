import { ERROR_KEYS, type ErrorBody } from '@taxlens/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError } from './errors.js';

function describeValidation(error: FastifyError): ErrorBody {
  if (!hasZodFastifySchemaValidationErrors(error)) {
    return { messages: [{ key: ERROR_KEYS.validation, value: error.message }] };
  }
  const where = error.validationContext ?? 'body';
  return {
    messages: error.validation.map((issue) => {
      const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
      const field = path ? `${where}.${path}` : where;
      return { key: ERROR_KEYS.validation, value: `${field}: ${issue.message}`, field };
    }),
  };
}

/** Fastify's own client errors (bad JSON, wrong content type, too large...) keep their 4xx status. */
function describeClientError(error: FastifyError): ErrorBody {
  const text =
    error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError
      ? 'The request body is not valid JSON.'
      : error.message;
  return { messages: [{ key: error.code ?? ERROR_KEYS.validation, value: text }] };
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof AppError) {
      return reply.status(error.status).headers(error.headers).send({ messages: error.messages });
    }
    if (error.validation) return reply.status(400).send(describeValidation(error));
    const status = error.statusCode ?? 500;
    if (status === 429) {
      return reply.status(429).send({
        messages: [{ key: ERROR_KEYS.tooManyRequests, value: 'Too many requests. Please wait a minute and try again.' }],
      });
    }
    if (status >= 400 && status < 500 && !isResponseSerializationError(error)) {
      return reply.status(status).send(describeClientError(error));
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({
      messages: [{ key: ERROR_KEYS.internal, value: 'Something went wrong on our side. Please try again.' }],
    });
  });
}
