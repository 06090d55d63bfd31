import type { FastifyReply } from 'fastify';

/** Sends stored image bytes as their checked type: never sniffed as anything else, never kept by a cache. */
export function sendImage(reply: FastifyReply, image: { contentType: string; bytes: Uint8Array }) {
  return reply
    .type(image.contentType)
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .send(Buffer.from(image.bytes));
}
