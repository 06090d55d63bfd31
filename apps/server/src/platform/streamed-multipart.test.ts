import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerStreamedMultipart } from './streamed-multipart.js';

const BOUNDARY = 'unit-boundary';
const body = (content: string) =>
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="a.txt"\r\nContent-Type: text/plain\r\n\r\n${content}\r\n--${BOUNDARY}--\r\n`;

async function appWithUploads() {
  const app = Fastify();
  await registerStreamedMultipart(app, { limits: { fileSize: 16 } });
  app.post('/parts', async (request) => {
    const files: string[] = [];
    for await (const part of request.parts()) if (part.type === 'file') files.push((await part.toBuffer()).toString());
    return { files };
  });
  app.post('/disk', async (request) => {
    await request.saveRequestFiles();
    return { saved: true };
  });
  app.post('/json', async (request) => ({ multipart: request.isMultipart(), body: request.body ?? null }));
  await app.ready();
  return app;
}

const upload = (url: string, content = 'hello') => ({
  method: 'POST' as const,
  url,
  headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
  payload: body(content),
});

describe('multipart uploads read part by part (decision 310)', () => {
  it('reads the parts of an upload, and keeps the size limit', async () => {
    const app = await appWithUploads();
    const read = await app.inject(upload('/parts'));
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({ files: ['hello'] });
    const tooLarge = await app.inject(upload('/parts', 'x'.repeat(64)));
    expect(tooLarge.statusCode).toBe(413);
    await app.close();
  });

  it('adds no hook to every request, and refuses to save an upload to disk', async () => {
    const app = await appWithUploads();
    const routes = app.printRoutes({ includeHooks: true, commonPrefix: false });
    expect(routes).not.toMatch(/onRequest|onResponse/);
    const disk = await app.inject(upload('/disk'));
    expect(disk.statusCode).toBe(500);
    // A multipart body on a route that does not read one is still accepted by the parser, unread.
    const other = await app.inject(upload('/json'));
    expect(other.json()).toEqual({ multipart: true, body: null });
    await app.close();
  });
});
