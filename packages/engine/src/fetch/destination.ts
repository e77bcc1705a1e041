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

const ALLOW_LOCAL = '; for a local test site, allow-list the host.';
/** For a host refused on a port too: allow-listing lifts both rules, so moving the site to port 80 would not help. */
const ALLOW_LOCAL_ANY_PORT = '; for a local test site, allow-list the host (any port is then allowed).';
const ALLOW_PORT = ', or allow-list the host for a local test site.';
/** The allow-list advice of every refusal, which a refused redirect target leaves out. */
const ALLOW_ADVICE = [ALLOW_LOCAL_ANY_PORT, ALLOW_LOCAL, ALLOW_PORT];
const ALLOW_HINT = `Only public addresses can be audited${ALLOW_LOCAL}`;
const ALLOW_HINT_ANY_PORT = `Only public addresses on ports 80 and 443 can be audited${ALLOW_LOCAL_ANY_PORT}`;

/** ipaddr.js's range names as words ("linkLocal" → "link-local"). */
const RANGE_WORDS: Record<string, string> = {
  linkLocal: 'link-local',
  uniqueLocal: 'unique local',
  carrierGradeNat: 'carrier-grade NAT',
  ipv4Mapped: 'IPv4-mapped',
  rfc6145: 'IPv4-translated',
  rfc6052: 'NAT64',
  '6to4': '6to4',
};

/** Why an address in `range` is refused, and what may be done about it. */
function rangeReason(range: string, anyPort: boolean): string {
  const words = RANGE_WORDS[range] ?? range.replace(/[A-Z]/g, (letter) => ` ${letter.toLowerCase()}`);
  // Link-local is where cloud metadata services answer: never a site to audit, so allow-listing is not offered.
  if (range === 'linkLocal') {
    return `it is not a public address (link-local range, where cloud metadata services answer). Only public addresses can be audited.`;
  }
  return `it is not a public address (${words} range). ${anyPort ? ALLOW_HINT_ANY_PORT : ALLOW_HINT}`;
}

/**
 * Why an IP address is refused, or null when it is globally routable unicast. `anyPort` says the refusal also
 * concerns a port other than 80 and 443, which allow-listing lifts as well.
 *
 * @example
 * ```ts
 * describeBlockedAddress('10.0.0.1'); // 'it is not a public address (private range). Only public addresses …'
 * describeBlockedAddress('93.184.215.14'); // null
 * ```
 */
export function describeBlockedAddress(address: string, anyPort = false): string | null {
  const range = addressRange(address);
  if (range === 'unicast') return null;
  return rangeReason(range, anyPort);
}

/**
 * The refusal of a redirect target, said as such and without the allow-list advice: the user typed another
 * host, and a page that redirects into a private or link-local network (a cloud metadata address) is no
 * reason to allow-list that network.
 *
 * @example
 * ```ts
 * refusedRedirect('http://169.254.169.254/', '169.254.169.254 is refused: it is not a public address (…). Only …');
 * // 'The page redirected to http://169.254.169.254/, which is refused: 169.254.169.254 is refused: …'
 * ```
 */
export function refusedRedirect(target: string, message: string): string {
  let reason = message;
  for (const advice of ALLOW_ADVICE) reason = reason.replace(advice, '.');
  return `The page redirected to ${target}, which is not fetched: ${reason}`;
}

/** A name that points at the machine itself or a private network without any DNS. */
function isLocalName(hostname: string): boolean {
  return (
    LOCAL_NAMES.has(hostname) ||
    LOCAL_SUFFIXES.some((suffix) => hostname.endsWith(suffix)) ||
    !hostname.includes('.')
  );
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
    // A loopback or private host is refused on every port: "serve it on port 80" would not help, so the
    // message leads with the address, the reason that matters.
    const addressReason = isIP(hostname) !== 0 ? describeBlockedAddress(hostname, true) : null;
    const message =
      addressReason !== null
        ? `${url.host} is refused: ${addressReason}`
        : isLocalName(hostname)
          ? `${hostname} is a local or private name. ${ALLOW_HINT_ANY_PORT}`
          : `Port ${port} of ${hostname} is not allowed; only ports 80 and 443 are fetched. Audit the address the public site is served on${ALLOW_PORT}`;
    return { ok: false, code: 'blocked_destination', blockedPort: port, message };
  }
  if (isIP(hostname) !== 0) {
    const reason = describeBlockedAddress(hostname);
    if (reason !== null) {
      return { ok: false, code: 'blocked_destination', message: `${url.host} is refused: ${reason}` };
    }
    return { ok: true, url, hostname, port };
  }
  if (isLocalName(hostname)) {
    return {
      ok: false,
      code: 'blocked_destination',
      message: `${hostname} is a local or private name. ${ALLOW_HINT}`,
    };
  }
  return { ok: true, url, hostname, port };
}
