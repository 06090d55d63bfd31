import { LOGIN_ACCEPT_TYPE } from '@taxlens/contracts';
import fc from 'fast-check';

/** What the OpenAPI document tells about one operation: its query names, body field names, media types. */
export type OperationShape = { query: string[]; fields: string[]; multipart: boolean };

export type FuzzRequest = {
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  /** Short text for a failure message. */
  label: string;
};

type JsonSchema = {
  properties?: Record<string, JsonSchema>;
  oneOf?: JsonSchema[];
  anyOf?: JsonSchema[];
  allOf?: JsonSchema[];
};
type Operation = {
  parameters?: { in: string; name: string }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  consumes?: string[];
};

function propertyNames(schema: JsonSchema | undefined): string[] {
  if (!schema) return [];
  const nested = [...(schema.oneOf ?? []), ...(schema.anyOf ?? []), ...(schema.allOf ?? [])].flatMap(propertyNames);
  return [...new Set([...Object.keys(schema.properties ?? {}), ...nested])];
}

/** Reads an operation of the OpenAPI document (routes hidden from it get no names: pure junk). */
export function shapeOf(operation: Operation | undefined): OperationShape {
  const content = operation?.requestBody?.content ?? {};
  return {
    query: (operation?.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
    fields: [...new Set(Object.values(content).flatMap((c) => propertyNames(c.schema)))],
    multipart: 'multipart/form-data' in content || (operation?.consumes ?? []).includes('multipart/form-data'),
  };
}

const HUGE = 'x'.repeat(200_000);
/** Percent-encodes any string, lone surrogates included (as UTF-8 does: U+FFFD). */
const encode = (value: string) =>
  [...Buffer.from(value, 'utf8')]
    .map((b) =>
      /[A-Za-z0-9_.~-]/.test(String.fromCharCode(b))
        ? String.fromCharCode(b)
        : `%${b.toString(16).toUpperCase().padStart(2, '0')}`,
    )
    .join('');
const nested = (depth: number, open: string, close: string, inner = '1') =>
  open.repeat(depth) + inner + close.repeat(depth);

/** Values of the wrong kind, the wrong size or the wrong alphabet. */
const junkString = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    '%00',
    '%',
    '%E0%A4%A',
    '../../../etc/passwd',
    "' or 1=1 --",
    '<script>alert(1)</script>',
    '9'.repeat(400),
    '1e309',
    '-1',
    'NaN',
    'Infinity',
    '2024-13-45',
    'null',
    'true',
    '[]',
    '{}',
    '__proto__',
    'constructor',
    '00000000-0000-0000-0000-000000000000',
    'ffffffff-ffff-ffff-ffff-fffffffffffff',
    '\u202e\u0301\ud83d',
    '𝕿𝖆𝖝',
    HUGE.slice(0, 5_000),
  ),
);
const junkNumber = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.constantFrom(1e308, -1e308, 2 ** 53 + 1, -(2 ** 63), 0.5, -1, Number.MAX_SAFE_INTEGER, 1e21),
);
const junkValue: fc.Arbitrary<unknown> = fc.oneof(
  junkString,
  junkNumber,
  fc.constantFrom(
    null,
    true,
    false,
    [],
    {},
    HUGE,
    [HUGE],
    { $gt: '' },
    JSON.parse('{"__proto__":{"polluted":true}}') as unknown,
  ),
  fc.jsonValue({ maxDepth: 3 }),
  fc.constantFrom(JSON.parse(nested(2_000, '[', ']')) as unknown, JSON.parse(nested(500, '{"a":', '}')) as unknown),
);

const jsonBody = (shape: OperationShape): fc.Arbitrary<{ type: string; body: string }> => {
  const named = shape.fields.length
    ? fc.record(Object.fromEntries(shape.fields.map((f) => [f, junkValue])), { requiredKeys: [] })
    : fc.dictionary(junkString, junkValue, { maxKeys: 4 });
  return fc.oneof(
    named.map((v) => ({ type: 'application/json', body: JSON.stringify(v) })),
    fc.jsonValue().map((v) => ({ type: 'application/json', body: JSON.stringify(v) ?? 'null' })),
    fc
      .constantFrom(
        '{',
        '{"a":',
        '[1,2',
        'nul',
        '\u0000',
        '"unterminated',
        '{"a":1}}',
        '{"__proto__":{"x":1}}',
        '{"constructor":{"prototype":{"x":1}}}',
        nested(20_000, '[', ']'),
        nested(5_000, '{"a":', '}'),
        `{"a":"${HUGE}"}`,
        '1'.repeat(5_000),
        '\ufeff{}',
      )
      .map((body) => ({ type: 'application/json', body })),
    fc
      .tuple(
        fc.constantFrom(
          'text/plain',
          'application/xml',
          'application/x-www-form-urlencoded',
          'multipart/form-data',
          'multipart/form-data; boundary=zz',
          'application/json; charset=utf-7',
          'image/png',
          '',
        ),
        junkString,
      )
      .map(([type, body]) => ({ type, body })),
  );
};

const multipartBody = (shape: OperationShape): fc.Arbitrary<{ type: string; body: string }> => {
  const names = shape.fields.length
    ? fc.constantFrom(...shape.fields, 'file', 'forms', 'bundle')
    : fc.constantFrom('file', 'forms', 'bundle', 'x');
  const part = fc
    .tuple(names, junkString, fc.boolean())
    .map(
      ([name, value, asFile]) =>
        `--b\r\nContent-Disposition: form-data; name="${name}"${asFile ? '; filename="8821.pdf"\r\nContent-Type: application/pdf' : ''}\r\n\r\n${value}\r\n`,
    );
  return fc.oneof(
    fc
      .array(part, { maxLength: 6 })
      .map((parts) => ({ type: 'multipart/form-data; boundary=b', body: `${parts.join('')}--b--\r\n` })),
    fc
      .array(part, { maxLength: 3 })
      .map((parts) => ({ type: 'multipart/form-data; boundary=b', body: parts.join('') })),
    jsonBody(shape),
  );
};

const queryString = (names: string[]): fc.Arbitrary<string> => {
  const name = names.length ? fc.oneof(fc.constantFrom(...names), junkString) : junkString;
  const pair = fc
    .tuple(name, fc.oneof(junkString, junkNumber.map(String)))
    .map(([k, v]) => `${encode(k)}=${encode(v)}`);
  return fc.oneof(
    fc.array(pair, { minLength: 1, maxLength: 5 }).map((pairs) => `?${pairs.join('&')}`),
    // Repeated names (arrays), raw malformed percent-encoding, a huge query.
    fc.constantFrom(...(names.length ? names : ['q'])).map((n) => `?${n}=1&${n}=2&${n}[]=x&${n}[a]=b`),
    fc.constantFrom(
      '?%',
      '?a=%E0%A4%A',
      '?=&=&',
      `?q=${HUGE.slice(0, 20_000)}`,
      '?page=-1&size=1000000',
      '?sort=;drop table users',
    ),
  );
};

/** Header values must be visible ASCII to be sent at all. */
const asciiJunk = fc.string({
  unit: fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCharCode(c)),
  maxLength: 60,
});
/** Credentials, idempotency keys and accept types the server parses itself. */
const junkHeaders = fc.record(
  {
    authorization: fc.oneof(
      fc
        .tuple(junkString, junkString)
        .map(([user, password]) => `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`),
      junkString.map((s) => `Basic ${Buffer.from(s).toString('base64')}`),
      asciiJunk.map((s) => `Basic ${s}`),
      asciiJunk,
    ),
    'idempotency-key': asciiJunk,
    // Mostly the sign-in's own type, so junk credentials get past its accept check to be parsed.
    accept: fc.oneof(
      { arbitrary: fc.constant(LOGIN_ACCEPT_TYPE), weight: 4 },
      fc.constantFrom('application/json', '*/*', 'text/html'),
      asciiJunk,
    ),
  },
  { requiredKeys: [] },
);

/** Any request to one route: every path parameter, the query and (for writes) the body malformed. */
export function fuzzRequest(route: { method: string; url: string }, shape: OperationShape): fc.Arbitrary<FuzzRequest> {
  const paramNames = [...route.url.matchAll(/:([A-Za-z]+)/g)].map((m) => m[1]!);
  const pathValue = fc.oneof(
    junkString.filter((s) => s.length > 0).map(encode),
    fc.constantFrom('%E0%A4%A', '%', '..', '%2e%2e', 'a'.repeat(300)),
  );
  const params = fc.tuple(...paramNames.map(() => pathValue));
  const query = fc.option(queryString(shape.query), { nil: '' });
  const writes = route.method !== 'GET';
  const body = writes
    ? fc.option(shape.multipart ? multipartBody(shape) : jsonBody(shape), { nil: undefined, freq: 8 })
    : fc.constant(undefined);
  return fc.tuple(params, query, body, fc.option(junkHeaders, { nil: {}, freq: 3 })).map(([values, q, b, extra]) => {
    let i = 0;
    const path = route.url.replace(/:([A-Za-z]+)/g, () => values[i++] as string);
    const headers: Record<string, string> = { ...extra, ...(b?.type ? { 'content-type': b.type } : {}) };
    return {
      url: `${path}${q}`,
      headers,
      ...(b ? { payload: b.body } : {}),
      label: `${route.method} ${path.slice(0, 200)}${q.slice(0, 200)} ${JSON.stringify(extra)} ${b ? `[${b.type}] ${b.body.slice(0, 200)}` : ''}`,
    };
  });
}
