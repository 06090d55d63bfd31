import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { access } from '../../platform/access.js';
import { escapeHtml } from '../../platform/html.js';
import { listDevMessages } from './repo.js';

/** Demo mode only (demo/register-demo-routes.ts): the mail and SMS that would have been sent, newest first. */
export async function registerOutboxRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const listMessages = () => listDevMessages(ctx.db);

  app.get('/dev/outbox.json', { config: { access: access.public() }, schema: { hide: true } }, async () => {
    await ctx.outbox.drain();
    const rows = await listMessages();
    return rows.map((m) => ({
      id: m.id,
      channel: m.channel,
      recipient: m.recipient,
      subject: m.subject,
      body: m.body,
      createdAt: new Date(m.created_at).toISOString(),
    }));
  });

  app.get('/dev/outbox', { config: { access: access.public() }, schema: { hide: true } }, async (_req, reply) => {
    await ctx.outbox.drain();
    const rows = await listMessages();
    const items = rows
      .map(
        (m) =>
          `<article><h2>${escapeHtml(m.subject ?? m.channel)}</h2><p>To ${escapeHtml(m.recipient)} · ${new Date(m.created_at).toISOString()}</p><pre>${escapeHtml(m.body)}</pre></article>`,
      )
      .join('');
    return reply
      .type('text/html')
      .send(
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Demo outbox | ${escapeHtml(ctx.config.productName)} Portal</title></head><body><main><h1>Demo outbox</h1>${items || '<p>No messages yet.</p>'}</main></body></html>`,
      );
  });
}
