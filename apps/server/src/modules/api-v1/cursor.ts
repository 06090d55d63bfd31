import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { badRequest } from '../../platform/errors.js';

/** `limit` and the opaque `cursor` of every list (decision 187). */
export const pageQuerySchema = z.object({
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(100)
    .default(25)
    .meta({ title: 'Limit', description: 'How many items to answer (1 to 100).' }),
  cursor: z
    .string()
    .max(200)
    .optional()
    .meta({ title: 'Cursor', description: "The `cursor` of the previous page's `next` link." }),
});

export const pageSchema = <T extends z.ZodType>(item: T) =>
  z.object({
    data: z.array(item),
    next: z.string().nullable().meta({ description: 'The next page (a relative link), null on the last page.' }),
  });

/** A cursor is the position after the last item of a page, sealed so callers do not build their own. */
export const encodeCursor = (position: readonly (string | number)[]) =>
  Buffer.from(JSON.stringify(position)).toString('base64url');

export function decodeCursor(cursor: string | undefined, size: number): string[] | null {
  if (cursor === undefined) return null;
  try {
    const position = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown;
    if (
      Array.isArray(position) &&
      position.length === size &&
      position.every((p) => typeof p === 'string' || typeof p === 'number')
    )
      return position.map(String);
  } catch {
    // answered below
  }
  throw badRequest('The cursor is not valid. Use the `next` link of the previous page.', 'querystring.cursor');
}

/**
 * One page from `limit + 1` rows: the extra row only says another page exists. `next` repeats the
 * request's own query with the new cursor.
 */
export function toPage<R, T>(
  request: FastifyRequest,
  rows: R[],
  limit: number,
  position: (row: R) => (string | number)[],
  view: (row: R) => T,
) {
  const more = rows.length > limit;
  const items = rows.slice(0, limit);
  let next: string | null = null;
  if (more && items.length) {
    const url = new URL(request.url, 'http://x');
    url.searchParams.set('cursor', encodeCursor(position(items[items.length - 1]!)));
    url.searchParams.set('limit', String(limit));
    next = `${url.pathname}${url.search}`;
  }
  return { data: items.map(view), next };
}
