import type { FastifyInstance } from 'fastify';

/**
 * HTML form posts (the SAML HTTP-POST binding): parsed into a flat object, only inside the
 * encapsulated plugin that calls this, so the rest of the API keeps answering JSON only.
 */
export function acceptFormPosts(instance: FastifyInstance, bodyLimit: number): void {
  instance.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit },
    (_req, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    },
  );
}
