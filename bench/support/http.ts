import http from 'node:http';
import { performance } from 'node:perf_hooks';

export type Answer = { status: number; body: string; headers: http.IncomingHttpHeaders; ms: number };

/** One keep-alive agent for a load generator: many users, pooled sockets, like browsers behind one machine. */
export const createAgent = (maxSockets: number) => new http.Agent({ keepAlive: true, maxSockets });

/** A plain HTTP request (node:http: much lighter than fetch for a load generator sharing the CPUs). */
export function request(
  url: string,
  options: { method?: string; headers?: Record<string, string | number>; body?: Buffer[]; agent?: http.Agent } = {},
): Promise<Answer> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      { method: options.method ?? 'GET', headers: options.headers, agent: options.agent },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            body: Buffer.concat(chunks).toString(),
            headers: res.headers,
            ms: performance.now() - started,
          }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    for (const piece of options.body ?? []) req.write(piece);
    req.end();
  });
}
