import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const dir = new URL('../assets/', import.meta.url);

describe('the committed forms', () => {
  it('are the bytes their sha256 file names (the official 8821 is the IRS file of Rev. January 2021)', () => {
    const sums = readFileSync(new URL('SHA256SUMS', dir), 'utf8').trim().split('\n');
    expect(
      sums.some((l) =>
        l.startsWith('8c9561c2059c30866d8e80e8db85e3847d68e6fa74cebf4062d6dadca372799c  f8821-rev-2021-01.pdf'),
      ),
    ).toBe(true);
    for (const line of sums) {
      const [sum, name] = line.split(/\s+/);
      expect(
        createHash('sha256')
          .update(readFileSync(new URL(name!, dir)))
          .digest('hex'),
        name,
      ).toBe(sum);
    }
  });
});
