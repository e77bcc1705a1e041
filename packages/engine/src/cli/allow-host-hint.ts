import { addressRange } from '../fetch/address-policy.ts';
import { normalizeHost } from '../fetch/destination.ts';
import type { FetchHint } from './page-note.ts';

/**
 * The host the fetcher's refusal names first ("10.0.0.1:8080 is refused: …", "intranet is a local … name",
 * "Port 3000 of example.com is not allowed …"), also after "The page redirected to …, which is not fetched: ".
 */
const REFUSED_HOST =
  /^(?:The page redirected to \S+, which is not fetched: )?(?:(\S+?) (?:is refused|resolves to an address that is refused|is a local or private name)\b|Port \d+ of (\S+) is not allowed)/;

/** "10.0.0.1:8080" → "10.0.0.1", "[::1]:3000" → "[::1]": --allow-host takes a host, never a port. */
function withoutPort(host: string): string {
  try {
    return new URL(`http://${host}/`).hostname;
  } catch {
    return host;
  }
}

/**
 * What to tell a user whose audit the SSRF policy refused. Only a host the user typed is ever suggested for
 * `--allow-host`: when the refused host is another one, the page redirected there (perhaps to a cloud metadata
 * address), and the advice is to look at that redirect, not to open the network it points into.
 *
 * @example
 * ```ts
 * allowHostHint('http://127.0.0.1:8080/', '127.0.0.1:8080 is refused: …', []);
 * // { kind: 'privateHostRefused', host: '127.0.0.1' }
 * allowHostHint('http://127.0.0.1:8080/', 'The page redirected to http://10.0.0.1/, …: 10.0.0.1 is refused: …', ['127.0.0.1']);
 * // { kind: 'redirectedToRefused', host: '10.0.0.1', linkLocal: false }
 * ```
 */
export function allowHostHint(url: string, detail: string, allowHosts: readonly string[]): FetchHint {
  const allowed = new Set(allowHosts.map(normalizeHost));
  const typed = new URL(url).hostname;
  const match = REFUSED_HOST.exec(detail);
  const named = match?.[1] ?? match?.[2];
  const refused = named !== undefined ? withoutPort(named) : typed;
  if (normalizeHost(refused) !== normalizeHost(typed)) {
    const linkLocal = addressRange(refused) === 'linkLocal' || detail.includes('link-local');
    return { kind: 'redirectedToRefused', host: refused, linkLocal };
  }
  if (!allowed.has(normalizeHost(refused))) return { kind: 'privateHostRefused', host: refused };
  // The audited host is allowed and the refusal names no other: it was a redirect to a host (or port) the
  // message does not spell out.
  return { kind: 'redirectRefused', host: typed };
}
