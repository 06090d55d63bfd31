// The bare ceiling for the API overhead benchmark: Fastify answering one JSON object, no plugins.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ port: Number(process.env.PORT ?? 3400), host: '127.0.0.1' });
