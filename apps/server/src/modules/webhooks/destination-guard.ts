import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import type { LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';

export type DestinationPolicy = {
  /** WEBHOOK_ALLOW_PRIVATE (tests, demo): http and loopback/private addresses are allowed. */
  allowPrivate: boolean;
  /** The portal's own port: never a destination on this machine, even when private ones are allowed. */
  ownPort: number;
};

export class DestinationRefused extends Error {}

/** Why a URL cannot be an endpoint (before any address is looked up), or undefined when its shape is acceptable. */
export function refuseUrlShape(raw: string, policy: DestinationPolicy): string | undefined {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return 'Enter a full URL starting with https://.';
  }
  if (url.protocol !== 'https:' && !(policy.allowPrivate && url.protocol === 'http:'))
    return 'The endpoint URL must start with https://.';
  if (url.username || url.password) return 'The endpoint URL must not contain a user name or password.';
  if (url.hash) return 'The endpoint URL must not contain a fragment (#).';
  const literal = url.hostname.replace(/^\[|\]$/g, '');
  if (ipaddr.isValid(literal)) return refuseAddress(literal, portOf(url), policy);
  if (!policy.allowPrivate && (literal === 'localhost' || literal.endsWith('.localhost')))
    return 'The endpoint must be reachable on the public internet.';
  return undefined;
}

export const portOf = (url: URL): number => (url.port ? Number(url.port) : url.protocol === 'https:' ? 443 : 80);

/**
 * Only addresses that ipaddr.js classes as `unicast` once IPv4-mapped IPv6 is unwrapped: loopback,
 * private, shared (CGNAT), link-local, NAT64, 6to4, Teredo, multicast, reserved and benchmarking
 * ranges all have other names and are refused.
 */
export function refuseAddress(address: string, port: number, policy: DestinationPolicy): string | undefined {
  const parsed = ipaddr.process(address);
  const range = parsed.range();
  const local = range === 'loopback' || range === 'unspecified';
  if (local && port === policy.ownPort) return "The endpoint must not be the portal's own address.";
  if (range === 'unicast' || policy.allowPrivate) return undefined;
  return 'The endpoint must be reachable on the public internet.';
}

/**
 * A DNS lookup for the HTTP client that checks every address it answers at connect time, so a name
 * that resolves to a private address (or is re-pointed to one after it was registered) is refused.
 */
export function guardedLookup(policy: DestinationPolicy, port: number): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
      if (error) return callback(error, '', 0);
      const refused = addresses.map((a) => refuseAddress(a.address, port, policy)).find(Boolean);
      if (refused || addresses.length === 0)
        return callback(new DestinationRefused(refused ?? 'No address found for the endpoint.'), '', 0);
      if ((options as { all?: boolean }).all)
        return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses);
      const first = addresses[0]!;
      callback(null, first.address, first.family);
    });
  };
}
