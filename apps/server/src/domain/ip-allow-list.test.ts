import { describe, expect, it } from 'vitest';
import { canonicalEntry, isAllowed } from './ip-allow-list.js';

describe('IP whitelist entries', () => {
  it('accepts IPv4 and IPv6 addresses and CIDR ranges, in canonical form', () => {
    expect(canonicalEntry(' 203.0.113.7 ')).toBe('203.0.113.7');
    expect(canonicalEntry('127.0.0.5/8')).toBe('127.0.0.0/8');
    expect(canonicalEntry('2001:DB8:0:0::1')).toBe('2001:db8::1');
    expect(canonicalEntry('2001:db8::1/32')).toBe('2001:db8::/32');
    expect(canonicalEntry('::ffff:192.0.2.1')).toBe('192.0.2.1');
  });

  it('refuses anything else', () => {
    for (const bad of [
      '',
      'abc',
      '10.1',
      '010.0.0.1',
      '256.0.0.1',
      '1.2.3.4/33',
      '1.2.3.4/',
      '::1/129',
      '1.2.3.4/8/8',
      'http://1.2.3.4',
    ]) {
      expect(canonicalEntry(bad), bad).toBeNull();
    }
  });

  it('lets everyone in through an empty list, and only listed addresses through a list', () => {
    expect(isAllowed('198.51.100.1', [])).toBe(true);
    expect(isAllowed('127.0.0.2', ['127.0.0.1'])).toBe(false);
    expect(isAllowed('127.0.0.2', ['127.0.0.1', '127.0.0.0/8'])).toBe(true);
    expect(isAllowed('::ffff:127.0.0.2', ['127.0.0.0/8'])).toBe(true);
    expect(isAllowed('::1', ['127.0.0.0/8'])).toBe(false);
    expect(isAllowed('2001:db8::5', ['2001:db8::/32'])).toBe(true);
    expect(isAllowed('not-an-ip', ['127.0.0.0/8'])).toBe(false);
  });
});
