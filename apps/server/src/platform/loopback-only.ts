import type { IncomingHttpHeaders } from 'node:http';
import ipaddr from 'ipaddr.js';
import { notFound } from './errors.js';
import { isAllowed, LOOPBACK_RANGES } from '../domain/ip-allow-list.js';

/** Headers a proxy adds: their presence means the caller is not the peer on the socket. */
const FORWARDING_HEADERS = ['forwarded', 'x-forwarded-for', 'x-real-ip'] as const;

type Caller = { socket: { remoteAddress?: string | undefined }; headers: IncomingHttpHeaders };

/**
 * The one rule for loopback-only surfaces (/dev, /metrics; DESIGN.md "Product decisions"): the
 * socket's own peer is inside `allowed` (loopback unless the operator widened it, as METRICS_ALLOW
 * may) and nothing forwarded the request. The socket, not request.ip: with TRUST_PROXY, request.ip
 * is whatever X-Forwarded-For says, and a proxy on this machine (the cluster's nginx) is itself a
 * loopback peer, so its header is what gives it away. An empty list allows nobody.
 */
export function isPeerAllowedUnforwarded(caller: Caller, allowed: readonly string[] = LOOPBACK_RANGES): boolean {
  if (FORWARDING_HEADERS.some((name) => caller.headers[name] !== undefined)) return false;
  const address = caller.socket.remoteAddress;
  if (!address || !ipaddr.isValid(address) || allowed.length === 0) return false;
  // isAllowed reads an IPv4-mapped IPv6 peer (::ffff:127.0.0.1, dual-stack sockets) as IPv4.
  return isAllowed(address, allowed);
}

export function isLoopbackUnforwarded(caller: Caller): boolean {
  return isPeerAllowedUnforwarded(caller, LOOPBACK_RANGES);
}

/** onRequest hook of a loopback-only scope: anyone else gets the 404 of a path that does not exist. */
export async function refuseUnlessLoopback(request: Caller): Promise<void> {
  if (!isLoopbackUnforwarded(request)) throw notFound('The page or call');
}
