import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { shareAnswer, sharedAnswerSerializerCompiler } from './shared-answers.js';

const schema = z.object({ name: z.string(), roles: z.array(z.object({ code: z.string() })) });
const compile = () => sharedAnswerSerializerCompiler({ schema, method: 'GET', url: '/x', httpStatus: '200' });

describe('shared answers', () => {
  it('are frozen all the way down, so no caller can change what the others get', () => {
    const answer = shareAnswer({ name: 'Ann', roles: [{ code: 'ROLE_USER' }] });
    expect(() => {
      (answer as { name: string }).name = 'Bob';
    }).toThrow(TypeError);
    expect(() => answer.roles.push({ code: 'ROLE_ADMIN' })).toThrow(TypeError);
    expect(() => {
      (answer.roles[0] as { code: string }).code = 'ROLE_ADMIN';
    }).toThrow(TypeError);
  });

  it('are serialised once per route, while any other answer is serialised each time', () => {
    const serialize = compile();
    const shared = shareAnswer({ name: 'Ann', roles: [] });
    const first = serialize(shared);
    expect(first).toBe('{"name":"Ann","roles":[]}');
    expect(serialize(shared)).toBe(first);

    const plain = { name: 'Ann', roles: [] as { code: string }[] };
    expect(serialize(plain)).toBe('{"name":"Ann","roles":[]}');
    plain.name = 'Bob';
    expect(serialize(plain)).toBe('{"name":"Bob","roles":[]}');
  });

  it('are still checked against the route schema: a wrong one is refused, not sent', () => {
    const serialize = compile();
    const wrong = shareAnswer({ name: 42, roles: [] });
    expect(() => serialize(wrong)).toThrow();
    // Not remembered as good on the second try either.
    expect(() => serialize(wrong)).toThrow();
  });

  it('drop what the schema does not declare, as every answer does', () => {
    const serialize = compile();
    expect(serialize(shareAnswer({ name: 'Ann', roles: [], passwordHash: 'x' }))).toBe('{"name":"Ann","roles":[]}');
  });
});
