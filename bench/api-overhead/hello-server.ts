// The bare ceilings for the API overhead benchmark: Fastify answering one JSON object, no plugins;
// with SAME_BYTES (JSON { headers, body }), also /same-bytes, sending exactly those headers and that
// body, so the cost of the bytes themselves is measured apart from the portal's work.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
if (process.env.SAME_BYTES) {
  const canned = JSON.parse(process.env.SAME_BYTES) as { headers: Record<string, string>; body: string };
  app.get('/same-bytes', (_request, reply) => {
    void reply.headers(canned.headers).send(canned.body);
  });
}
await app.listen({ port: Number(process.env.PORT ?? 3400), host: '127.0.0.1' });
