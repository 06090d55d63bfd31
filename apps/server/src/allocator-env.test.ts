import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ALLOCATOR_ENV, SERVER_NODE_FLAGS } from '../../../scripts/allocator-env.mjs';

describe('the memory settings of a started server (docs/decisions/237, 244)', () => {
  it('are the ones `npm run serve` starts the server with', () => {
    const serve: string = JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')).scripts
      .serve;
    const settings = Object.fromEntries([...serve.matchAll(/\b([A-Z_]+)=(\S+)/g)].map((m) => [m[1], m[2]]));
    expect(settings).toEqual(ALLOCATOR_ENV);
    expect(serve.endsWith(` node ${SERVER_NODE_FLAGS.join(' ')} --import tsx apps/server/src/main.ts`)).toBe(true);
  });
});
