import type { FastifyReply } from 'fastify';

/** Sends stored PDF bytes with their name (inline: shown in the browser; attachment: downloaded), never cached by a shared cache. */
export function sendPdf(
  reply: FastifyReply,
  file: { bytes: Buffer; name: string },
  disposition: 'inline' | 'attachment',
) {
  const ascii = file.name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return reply
    .type('application/pdf')
    .header(
      'content-disposition',
      `${disposition}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.name)}`,
    )
    .header('cache-control', 'private, no-store')
    .send(file.bytes);
}
