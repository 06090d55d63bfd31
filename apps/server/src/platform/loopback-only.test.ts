import { describe, expect, it } from 'vitest';
import { isLoopbackUnforwarded, isPeerAllowedUnforwarded } from './loopback-only.js';

// Fake sockets: only the peer address and the headers matter to the rule.
const caller = (remoteAddress: string | undefined, headers: Record<string, string> = {}) => ({
  socket: { remoteAddress },
  headers,
});

describe('loopback-only surfaces', () => {
  it('answer a loopback peer with no forwarding header, IPv4, IPv6 and IPv4-mapped', () => {
    for (const address of ['127.0.0.1', '127.0.0.53', '127.255.0.9', '::1', '::ffff:127.0.0.1']) {
      expect(isLoopbackUnforwarded(caller(address)), address).toBe(true);
    }
  });

  it('refuse any other peer, and a socket without an address', () => {
    for (const address of [
      '10.0.0.5',
      '192.168.1.20',
      '203.0.113.9',
      '0.0.0.0',
      '::',
      '2001:db8::1',
      '::ffff:10.0.0.5',
      'fe80::1',
      'localhost',
      '',
      undefined,
    ]) {
      expect(isLoopbackUnforwarded(caller(address)), String(address)).toBe(false);
    }
  });

  it('refuse a loopback peer whose request a proxy forwarded, whatever the header says', () => {
    for (const headers of <Record<string, string>[]>[
      { forwarded: 'for=127.0.0.1' },
      { 'x-forwarded-for': '127.0.0.1' },
      { 'x-forwarded-for': '' },
      { 'x-real-ip': '127.0.0.1' },
    ]) {
      expect(isLoopbackUnforwarded(caller('127.0.0.1', headers)), JSON.stringify(headers)).toBe(false);
    }
  });

  it('answer the peers of a wider list (METRICS_ALLOW), never a forwarded request, and nobody for an empty list', () => {
    const allowed = ['10.0.0.0/8', '2001:db8::7'];
    expect(isPeerAllowedUnforwarded(caller('10.1.2.3'), allowed)).toBe(true);
    expect(isPeerAllowedUnforwarded(caller('::ffff:10.1.2.3'), allowed)).toBe(true);
    expect(isPeerAllowedUnforwarded(caller('2001:db8::7'), allowed)).toBe(true);
    expect(isPeerAllowedUnforwarded(caller('127.0.0.1'), allowed)).toBe(false);
    expect(isPeerAllowedUnforwarded(caller('192.0.2.1'), allowed)).toBe(false);
    expect(isPeerAllowedUnforwarded(caller('10.1.2.3', { 'x-forwarded-for': '10.1.2.3' }), allowed)).toBe(false);
    expect(isPeerAllowedUnforwarded(caller('127.0.0.1'), [])).toBe(false);
  });
});
