import { describe, expect, it, vi } from 'vitest';

describe('Zod is told not to compile parsers with eval (the CSP forbids it)', () => {
  it('reads the setting made before it loads, and never probes for eval', async () => {
    await import('./zod-without-eval');
    const probe = vi.spyOn(globalThis, 'Function');
    const { config, z } = await import('zod');
    expect(config().jitless).toBe(true);
    // An object schema is where Zod would probe (new Function) and compile its fast parser.
    expect(z.object({ name: z.string(), count: z.number() }).parse({ name: 'a', count: 1 })).toEqual({
      name: 'a',
      count: 1,
    });
    expect(probe).not.toHaveBeenCalled();
  });
});
