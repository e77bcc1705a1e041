import { normalizeHost } from '../fetch/destination.ts';
import type { FetchHint } from './page-note.ts';

/**
 * The host the fetcher's refusal names first ("10.0.0.1:8080 is refused: …", "intranet is a local … name",
 * "Port 3000 of localhost is not allowed …").
 */
const REFUSED_HOST =
  /^(?:(\S+?) (?:is refused|resolves to an address that is refused|is a local or private name)\b|Port \d+ of (\S+) is not allowed)/;

/** "10.0.0.1:8080" → "10.0.0.1", "[::1]:3000" → "[::1]": --allow-host takes a host, never a port. */
function withoutPort(host: string): string {
  try {
    return new URL(`http://${host}/`).hostname;
  } catch {
    return host;
  }
}

/**
 * What to tell a user whose audit the SSRF policy refused: the `--allow-host` that would let it through.
 * The refused host may be another than the audited one (the page redirected there), so the host the
 * fetcher names wins; a host that is already allowed is never suggested again.
 *
 * @example
 * ```ts
 * allowHostHint('http://127.0.0.1:8080/', '10.0.0.1 is refused: …', ['127.0.0.1']);
 * // { kind: 'privateHostRefused', host: '10.0.0.1' }
 * ```
 */
export function allowHostHint(url: string, detail: string, allowHosts: readonly string[]): FetchHint {
  const allowed = new Set(allowHosts.map(normalizeHost));
  const match = REFUSED_HOST.exec(detail);
  const named = match?.[1] ?? match?.[2];
  const refused = named !== undefined ? withoutPort(named) : new URL(url).hostname;
  if (!allowed.has(normalizeHost(refused))) return { kind: 'privateHostRefused', host: refused };
  // The audited host is allowed and the refusal names no other: it was a redirect to a host (or port) the
  // message does not spell out.
  return { kind: 'redirectRefused', host: new URL(url).hostname };
}
