import { describe, expect, it } from 'vitest';
import { sanitizeRendered } from './upstream.js';

describe('sanitizeRendered', () => {
  it('reduces a title to escaped text and keeps content as sanitised HTML', () => {
    const post = {
      title: { rendered: '<script>alert(1)</script><b>Rates</b> &amp; <i>terms</i>' },
      content: { rendered: '<p>ok</p><script>alert(1)</script>' },
      _embedded: { 'wp:featuredmedia': [{ title: { rendered: '<img src=x onerror=alert(1)>Logo' } }] },
    };
    expect(sanitizeRendered([post])).toEqual([
      {
        title: { rendered: 'Rates &amp; terms' },
        content: { rendered: '<p>ok</p>' },
        _embedded: { 'wp:featuredmedia': [{ title: { rendered: 'Logo' } }] },
      },
    ]);
  });
});
