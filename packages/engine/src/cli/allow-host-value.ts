import { isIP } from 'node:net';

/**
 * The host an `--allow-host` value names. Users paste what they have at hand: the site's URL
 * (`http://127.0.0.1:8080/`) or host and port (`localhost:3000`); the policy allows a host on every port,
 * so both mean the host. Null when the value names no host.
 *
 * @example
 * ```ts
 * allowHostOf('http://localhost:3000/'); // 'localhost'
 * allowHostOf('[::1]:8080'); // '[::1]'
 * allowHostOf('*.example.com'); // null: one host per --allow-host, no patterns
 * ```
 */
export function allowHostOf(value: string): string | null {
  const trimmed = value.trim();
  if (trimmed === '') return null;
  // "::1" as `ip` prints it: a URL needs the brackets, the policy takes either.
  if (isIP(trimmed) === 6) return `[${trimmed}]`;
  const candidate = /^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed) ? trimmed : `http://${trimmed}`;
  try {
    const url = new URL(candidate);
    // A path, query or credentials mean this was not a host (or host:port) to begin with, unless a URL.
    const bare = candidate !== trimmed;
    if (bare && (url.pathname !== '/' || url.search !== '' || url.username !== '')) return null;
    // WHATWG URLs keep "*" in a host name, but the policy matches names exactly: "*.example.com" would allow nothing.
    return url.hostname === '' || url.hostname.includes('*') ? null : url.hostname;
  } catch {
    return null;
  }
}
