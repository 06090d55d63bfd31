import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FILE_NAME_MAX, toSafeFileName } from './file-name.js';

describe('toSafeFileName', () => {
  it('keeps the base name only, without controls or reserved characters', () => {
    expect(toSafeFileName('../../../../tmp/x.pdf')).toBe('x.pdf');
    expect(toSafeFileName('C:\\Users\\ann\\8821 signed.pdf')).toBe('8821 signed.pdf');
    expect(toSafeFileName('a\u0000b\u202e<c>.pdf')).toBe('abc.pdf');
    expect(toSafeFileName('..')).toBe('file');
    expect(toSafeFileName('.hidden.pdf')).toBe('hidden.pdf');
    expect(toSafeFileName('', 'form.pdf')).toBe('form.pdf');
  });

  it('caps the length and keeps the extension', () => {
    const long = toSafeFileName(`${'a'.repeat(300)}.pdf`);
    expect(long).toHaveLength(FILE_NAME_MAX);
    expect(long.endsWith('.pdf')).toBe(true);
  });

  it('never answers a path, a control character or an empty name', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 300 }), (value) => {
        const safe = toSafeFileName(value);
        expect(safe.length).toBeGreaterThan(0);
        expect(safe.length).toBeLessThanOrEqual(FILE_NAME_MAX);
        // eslint-disable-next-line no-control-regex -- no control character may be left
        expect(safe).not.toMatch(/[/\\\u0000-\u001f]/);
        expect(toSafeFileName(safe)).toBe(safe);
      }),
      { numRuns: 20 },
    );
  });
});
