/**
 * Which IP addresses the engine may connect to: globally routable unicast only. The ranges come from
 * ipaddr.js rather than a hand-kept list, so loopback, private, link-local (cloud metadata), CGNAT, ULA,
 * multicast, documentation, NAT64/6to4/Teredo (which can embed private IPv4) and the like are all refused.
 */
import ipaddr from 'ipaddr.js';

/** The named range an address falls in (`unicast` for ordinary public addresses), or `invalid`. */
export function addressRange(address: string): string {
  const bare = address.startsWith('[') && address.endsWith(']') ? address.slice(1, -1) : address;
  if (!ipaddr.isValid(bare)) return 'invalid';
  let parsed: ipaddr.IPv4 | ipaddr.IPv6;
  try {
    parsed = ipaddr.parse(bare);
  } catch {
    return 'invalid';
  }
  // ::ffff:a.b.c.d reaches the IPv4 host a.b.c.d, so it is judged as that IPv4 address.
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress()) {
    parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  }
  return parsed.range();
}

/**
 * True when `address` is a globally routable unicast IP address (IPv4, IPv6, or IPv4-mapped IPv6).
 *
 * @example
 * isPublicAddress('93.184.215.14'); // true
 * isPublicAddress('::ffff:7f00:1'); // false: loopback behind the IPv4-mapped form
 */
export function isPublicAddress(address: string): boolean {
  return addressRange(address) === 'unicast';
}
