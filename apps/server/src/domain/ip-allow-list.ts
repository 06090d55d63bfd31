import ipaddr from 'ipaddr.js';

/**
 * IP whitelist entries: single IPv4/IPv6 addresses or CIDR ranges, stored in canonical text so
 * the same address cannot be listed twice under two spellings.
 */

type Address = ipaddr.IPv4 | ipaddr.IPv6;

/** This machine: every loopback address, IPv4 and IPv6 (the default of METRICS_ALLOW too). */
export const LOOPBACK_RANGES: readonly string[] = ['127.0.0.0/8', '::1/128'];

/** An IPv4-mapped IPv6 address (::ffff:1.2.3.4, as dual-stack sockets report) counts as IPv4. */
function parseAddress(text: string): Address | null {
  if (!ipaddr.isValid(text)) return null;
  // ipaddr accepts shorthand such as "10.1" or "0x7f.1"; a whitelist entry must be written out.
  if (text.includes('.') && !text.includes(':') && !ipaddr.IPv4.isValidFourPartDecimal(text)) return null;
  return ipaddr.process(text);
}

export function isAddressOrRange(text: string): boolean {
  return canonicalEntry(text) !== null;
}

/** The canonical form of an entry (a range as its network address), or null when it is not one. */
export function canonicalEntry(raw: string): string | null {
  const text = raw.trim();
  if (!text || text.length > 64) return null;
  const slash = text.indexOf('/');
  if (slash < 0) return parseAddress(text)?.toString() ?? null;
  const base = parseAddress(text.slice(0, slash));
  const bitsText = text.slice(slash + 1);
  if (!base || !/^\d{1,3}$/.test(bitsText)) return null;
  const bits = Number(bitsText);
  if (bits > (base.kind() === 'ipv4' ? 32 : 128)) return null;
  const network =
    base.kind() === 'ipv4'
      ? ipaddr.IPv4.networkAddressFromCIDR(`${base.toString()}/${bits}`)
      : ipaddr.IPv6.networkAddressFromCIDR(`${base.toString()}/${bits}`);
  return `${network.toString()}/${bits}`;
}

/** Whether an address is inside any entry; an empty list allows everyone. */
export function isAllowed(ip: string, entries: readonly string[]): boolean {
  if (entries.length === 0) return true;
  const address = parseAddress(ip);
  if (!address) return false;
  return entries.some((entry) => {
    if (!entry.includes('/')) return parseAddress(entry)?.toString() === address.toString();
    const [base, bits] = ipaddr.parseCIDR(entry);
    return base.kind() === address.kind() && address.match([base, bits] as never);
  });
}
