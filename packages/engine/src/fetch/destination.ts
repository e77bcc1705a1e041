/**
 * The URL-level half of the SSRF policy: scheme, credentials, port, hostname and IP-literal checks that
 * need no DNS. The connect-time half (every resolved address) lives in `connector.ts`; both run on every
 * redirect hop.
 */
import { isIP } from 'node:net';
import type { FetchErrorCode, SafeFetchOptions } from '../api-types.ts';
import { addressRange } from './address-policy.ts';

export interface DestinationPolicy {
  /** Normalized hostnames and IP literals exempt from the address and port rules. */
  allowHosts: ReadonlySet<string>;
  allowedPorts: ReadonlySet<number>;
}

export type UrlVerdict =
  | { ok: true; url: URL; hostname: string; port: number }
  | {
      ok: false;
      code: FetchErrorCode;
      message: string;
      /** The port refused when the URL names one outside the allowed ports (nothing was resolved or contacted). */
      blockedPort?: number;
    };

const DEFAULT_PORTS: Record<string, number> = { 'http:': 80, 'https:': 443 };

// Names that point at the machine itself or a private network without any DNS; the address check is the
// real protection, these only give a clearer message earlier.
const LOCAL_NAMES = new Set(['localhost', 'ip6-localhost', 'ip6-loopback']);
const LOCAL_SUFFIXES = ['.localhost', '.local', '.internal', '.home.arpa', '.lan'];

/** Lower-cased, without IPv6 brackets or a trailing dot, and IP literals in canonical form. */
export function normalizeHost(host: string): string {
  let name = host.trim().toLowerCase();
  if (name.startsWith('[') && name.endsWith(']')) name = name.slice(1, -1);
  if (name.endsWith('.')) name = name.slice(0, -1);
  if (isIP(name) === 0 && /^[0-9a-fx.]+$/.test(name)) {
    // Decimal, octal, hex and short IPv4 spellings: let the WHATWG parser canonicalize them.
    try {
      return new URL(`http://${name}/`).hostname;
    } catch {
      return name;
    }
  }
  if (isIP(name) === 6) {
    try {
      return new URL(`http://[${name}]/`).hostname.slice(1, -1);
    } catch {
      return name;
    }
  }
  return name;
}

export function createDestinationPolicy(options: SafeFetchOptions = {}): DestinationPolicy {
  return {
    allowHosts: new Set((options.allowHosts ?? []).map(normalizeHost)),
    allowedPorts: new Set([80, 443, ...(options.allowedPorts ?? [])]),
  };
}

export function isAllowListed(policy: DestinationPolicy, hostname: string): boolean {
  return policy.allowHosts.has(normalizeHost(hostname));
}

const ALLOW_HINT = 'Only public addresses can be audited; for a local test site, allow-list the host.';

/** Why an IP address is refused, or null when it is globally routable unicast. */
export function describeBlockedAddress(address: string): string | null {
  const range = addressRange(address);
  if (range === 'unicast') return null;
  return `it is not a public address (${range} range). ${ALLOW_HINT}`;
}

/** Checks everything about a URL that can be checked without DNS. */
export function checkUrl(raw: string | URL, policy: DestinationPolicy): UrlVerdict {
  let url: URL;
  try {
    url = typeof raw === 'string' ? new URL(raw) : new URL(raw.href);
  } catch {
    return {
      ok: false,
      code: 'invalid_url',
      message: `"${String(raw)}" is not a valid URL. Give an absolute URL such as https://example.com/page.`,
    };
  }
  const defaultPort = DEFAULT_PORTS[url.protocol];
  if (defaultPort === undefined) {
    return {
      ok: false,
      code: 'unsupported_protocol',
      message: `${url.protocol} URLs cannot be fetched; use an http:// or https:// URL.`,
    };
  }
  if (url.username !== '' || url.password !== '') {
    return {
      ok: false,
      code: 'invalid_url',
      message: 'URLs with a user name or password are not fetched; remove the "user:password@" part.',
    };
  }
  const hostname = normalizeHost(url.hostname);
  const port = url.port === '' ? defaultPort : Number(url.port);
  if (isAllowListed(policy, hostname)) return { ok: true, url, hostname, port };

  if (!policy.allowedPorts.has(port)) {
    return {
      ok: false,
      code: 'blocked_destination',
      blockedPort: port,
      message: `Port ${port} of ${hostname} is not allowed; only ports 80 and 443 are fetched. Serve the site on a standard port, or allow-list the host for a local test site.`,
    };
  }
  if (isIP(hostname) !== 0) {
    const reason = describeBlockedAddress(hostname);
    if (reason !== null) {
      return { ok: false, code: 'blocked_destination', message: `${url.host} is refused: ${reason}` };
    }
    return { ok: true, url, hostname, port };
  }
  if (
    LOCAL_NAMES.has(hostname) ||
    LOCAL_SUFFIXES.some((suffix) => hostname.endsWith(suffix)) ||
    !hostname.includes('.')
  ) {
    return {
      ok: false,
      code: 'blocked_destination',
      message: `${hostname} is a local or private name. ${ALLOW_HINT}`,
    };
  }
  return { ok: true, url, hostname, port };
}
