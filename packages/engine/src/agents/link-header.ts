/**
 * Reads an HTTP `Link` header (RFC 8288 §3): `<uri>; rel="a b"; type="text/markdown", <uri2>; rel=c`. The fetcher joins
 * repeated headers with ", ", which is the header's own list separator, so one value holds them all.
 */

/** One link of a Link header. */
export interface HeaderLink {
  /** The target, resolved against the response's URL (as written when it does not resolve). */
  href: string;
  /** Relation types, lower-cased; only the first `rel` parameter counts (RFC 8288 §3.3). */
  rel: string[];
  /** The `type` hint, lower-cased, when given. */
  type?: string;
}

// RFC 9110 token characters, and the quoted-string with its backslash escapes.
const TOKEN = /[!#$%&'*+.^_`|~0-9A-Za-z-]+/y;
const QUOTED = /"((?:[^"\\]|\\.)*)"/y;
const SPACE = /[ \t]*/y;

function resolve(href: string, base: string): string {
  try {
    return new URL(href, base).href;
  } catch {
    return href;
  }
}

/**
 * The links of a `Link` header value, in order. A malformed link is skipped up to the next comma; nothing throws.
 *
 * @example
 * parseLinkHeader('</.well-known/api-catalog>; rel="api-catalog"', 'https://example.com/');
 * // [{ href: 'https://example.com/.well-known/api-catalog', rel: ['api-catalog'] }]
 */
export function parseLinkHeader(value: string, base: string): HeaderLink[] {
  const links: HeaderLink[] = [];
  let at = 0;
  const skip = (pattern: RegExp): string | null => {
    pattern.lastIndex = at;
    const match = pattern.exec(value);
    if (match === null) return null;
    at = pattern.lastIndex;
    return match[1] ?? match[0];
  };
  while (at < value.length) {
    skip(SPACE);
    if (value[at] === ',') {
      at++;
      continue;
    }
    const close = value[at] === '<' ? value.indexOf('>', at) : -1;
    if (close === -1) {
      // Not a link: skip to the next one.
      const next = value.indexOf(',', at);
      at = next === -1 ? value.length : next + 1;
      continue;
    }
    const link: HeaderLink = { href: resolve(value.slice(at + 1, close).trim(), base), rel: [] };
    let relSeen = false;
    at = close + 1;
    for (;;) {
      skip(SPACE);
      if (value[at] !== ';') break;
      at++;
      skip(SPACE);
      const name = skip(TOKEN)?.toLowerCase();
      if (name === undefined) break;
      skip(SPACE);
      let param = '';
      if (value[at] === '=') {
        at++;
        skip(SPACE);
        const quoted = skip(QUOTED);
        param = quoted !== null ? quoted.replace(/\\(.)/g, '$1') : (skip(TOKEN) ?? '');
      }
      if (name === 'rel' && !relSeen) {
        relSeen = true;
        link.rel = param.toLowerCase().split(/\s+/).filter(Boolean);
      } else if (name === 'type' && link.type === undefined) {
        link.type = param.toLowerCase();
      }
    }
    links.push(link);
    // Whatever is left of a malformed link runs to the next comma.
    const next = value.indexOf(',', at);
    at = next === -1 ? value.length : next + 1;
  }
  return links;
}
