import { describe, expect, it } from 'vitest';
import { guardedLookup, refuseUrlShape } from './destination-guard.js';

const strict = { allowPrivate: false, ownPort: 3000 };
const relaxed = { allowPrivate: true, ownPort: 3000 };

describe('webhook destinations', () => {
  it.each([
    ['http://93.184.216.34/hook', 'https://'],
    ['https://127.0.0.1/hook', 'public internet'],
    ['https://10.1.2.3/hook', 'public internet'],
    ['https://172.16.0.1/hook', 'public internet'],
    ['https://192.168.1.1/hook', 'public internet'],
    ['https://100.64.0.1/hook', 'public internet'], // shared address space (CGNAT)
    ['https://169.254.169.254/latest/meta-data', 'public internet'], // link-local: cloud metadata
    ['https://198.18.0.1/hook', 'public internet'], // benchmarking
    ['https://224.0.0.1/hook', 'public internet'], // multicast
    ['https://240.0.0.1/hook', 'public internet'], // reserved
    ['https://0.0.0.0/hook', 'public internet'],
    ['https://[::1]/hook', 'public internet'],
    ['https://[::ffff:127.0.0.1]/hook', 'public internet'], // IPv4-mapped loopback
    ['https://[::ffff:a01:203]/hook', 'public internet'], // IPv4-mapped 10.1.2.3
    ['https://[64:ff9b::7f00:1]/hook', 'public internet'], // NAT64 of 127.0.0.1
    ['https://[2002:7f00:1::]/hook', 'public internet'], // 6to4 of 127.0.0.1
    ['https://[fe80::1]/hook', 'public internet'],
    ['https://[fc00::1]/hook', 'public internet'],
    ['https://localhost/hook', 'public internet'],
    ['https://user:pw@example.com/hook', 'user name'],
    ['not a url', 'full URL'],
  ])('refuses %s', (url, reason) => {
    expect(refuseUrlShape(url, strict)).toContain(reason);
  });

  it('accepts a public https address or name', () => {
    expect(refuseUrlShape('https://93.184.216.34/hook', strict)).toBeUndefined();
    expect(refuseUrlShape('https://hooks.example.com/taxlens', strict)).toBeUndefined();
  });

  it("allows http and loopback only when private destinations are allowed, never the portal's own port", () => {
    expect(refuseUrlShape('http://127.0.0.1:4000/hook', relaxed)).toBeUndefined();
    expect(refuseUrlShape('http://127.0.0.1:3000/hook', relaxed)).toContain("portal's own address");
    expect(refuseUrlShape('http://[::1]:3000/hook', relaxed)).toContain("portal's own address");
  });

  it('checks the addresses a name resolves to when connecting', async () => {
    const lookup = guardedLookup(strict, 443);
    const error = await new Promise<Error | null>((resolve) => lookup('localhost', {}, (err) => resolve(err)));
    expect(error?.message).toContain('public internet');
  });
});
