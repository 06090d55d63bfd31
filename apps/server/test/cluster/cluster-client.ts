import { Agent, type IncomingHttpHeaders, request as httpRequest } from 'node:http';
import { CSRF_HEADER } from '@taxlens/contracts';
import { inject } from 'vitest';

export type Answer = {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
  text: string;
  /** X-Instance: which instance behind nginx answered. */
  instance: string;
  json: <T = any>() => T; // eslint-disable-line @typescript-eslint/no-explicit-any
};

type RequestOptions = {
  headers?: Record<string, string>;
  body?: Buffer | string;
  json?: unknown;
  /**
   * Sent at the same time as another request: nginx still takes turns, but the answers may end in either
   * order, so this one is not held to the one before it (the test checks the pair reached both instances).
   */
  together?: boolean;
};

/** Every answer's instance, in order: nginx takes turns, so two in a row from one instance fail the test. */
const landedOn: string[] = [];
export const instancesSeen = (): readonly string[] => landedOn;

let nextSource = 10;

/**
 * A browser-like HTTP client of the cluster: a cookie jar, the CSRF token of its session, and its own
 * loopback source address (127.0.0.N), so the per-address sign-in limit of one test never meets
 * another's. The connection goes to 127.0.0.1 with Host localhost:PORT (PUBLIC_URL, the WebAuthn origin).
 */
export function createClusterClient(sourceAddress = `127.0.0.${nextSource++}`) {
  const base = new URL(inject('clusterUrl'));
  const agent = new Agent({ keepAlive: true, localAddress: sourceAddress });
  const cookies = new Map<string, string>();
  let csrf: string | undefined;

  function keepCookies(headers: IncomingHttpHeaders) {
    for (const line of headers['set-cookie'] ?? []) {
      const [pair = '', ...attributes] = line.split(';');
      const [name = '', value = ''] = pair.split(/=(.*)/s, 2);
      const expired = attributes.some((a) => /^\s*max-age=0\s*$/i.test(a) || /^\s*expires=Thu, 01 Jan 1970/i.test(a));
      if (!value || expired) cookies.delete(name.trim());
      else cookies.set(name.trim(), value);
    }
  }

  function send(method: string, path: string, options: RequestOptions = {}): Promise<Answer> {
    const body = options.json !== undefined ? Buffer.from(JSON.stringify(options.json)) : options.body;
    const headers: Record<string, string> = {
      host: base.host,
      ...(options.json !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(cookies.size ? { cookie: [...cookies].map(([n, v]) => `${n}=${v}`).join('; ') } : {}),
      ...(csrf ? { [CSRF_HEADER]: csrf } : {}),
      ...(body !== undefined ? { 'content-length': String(Buffer.byteLength(body)) } : {}),
      ...options.headers,
    };
    return new Promise((resolve, reject) => {
      const req = httpRequest({ host: '127.0.0.1', port: base.port, method, path, headers, agent }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('error', reject);
        res.on('end', () => {
          keepCookies(res.headers);
          const data = Buffer.concat(chunks);
          const instance = String(res.headers['x-instance'] ?? '');
          const previous = landedOn.at(-1);
          landedOn.push(instance);
          if (!instance) return reject(new Error(`${method} ${path}: the answer has no X-Instance header`));
          if (instance === previous && !options.together) {
            return reject(
              new Error(
                `${method} ${path} landed on ${instance} like the request before it: the load balancer did not alternate`,
              ),
            );
          }
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: data,
            text: data.toString('utf8'),
            instance,
            json: () => JSON.parse(data.toString('utf8')),
          });
        });
      });
      req.on('error', reject);
      req.end(body);
    });
  }

  return {
    sourceAddress,
    /** The address users reach (PUBLIC_URL): localhost, the WebAuthn relying party. */
    publicUrl: base.origin,
    send,
    get: (path: string, headers?: Record<string, string>) => send('GET', path, headers ? { headers } : {}),
    post: (path: string, json?: unknown) => send('POST', path, json === undefined ? {} : { json }),
    /** An HTML form post, as a browser sends one (single sign-on). */
    postForm: (path: string, fields: Record<string, string>) =>
      send('POST', path, {
        body: new URLSearchParams(fields).toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      }),
    /** Takes the CSRF token of a signed-in answer (login or the single sign-on handover). */
    useSession: (answer: Answer) => void (csrf = answer.json<{ csrf: { token: string } }>().csrf.token),
    close: () => agent.destroy(),
  };
}

export type ClusterClient = ReturnType<typeof createClusterClient>;
