import { describe, expect, it } from 'vitest';
import { nextTypeaheadTerm, resultHref, searchHref } from './typeahead-rules';

describe('typeahead rules', () => {
  it('queries only non-empty, changed text', () => {
    expect(nextTypeaheadTerm('', 'acme')).toBe('acme');
    expect(nextTypeaheadTerm('acme', 'acme ')).toBe('acme');
    expect(nextTypeaheadTerm('acme', '   ')).toBe('acme');
    expect(nextTypeaheadTerm('acme', 'acme co')).toBe('acme co');
  });

  it('links to the client or its order form', () => {
    expect(resultHref('client', 'c1')).toBe('/client/c1');
    expect(resultHref('place-order', 'c1')).toBe('/place-order/c1');
  });

  it('searches with q', () => {
    expect(searchHref(' acme & co ')).toBe('/search?q=acme+%26+co');
  });
});
