/**
 * Product tokens (RFC 9309 §2.2.1): groups name crawlers by a token of letters, `_` and `-`, compared
 * case-insensitively. Both sides are reduced to tokens: the value of a `User-agent:` line, and the user
 * agent a caller asks about (a bare token such as `Googlebot`, or a whole User-Agent header).
 */

const TOKEN = /^[A-Za-z_-]+/;
const BARE_TOKEN = /^[A-Za-z_-]+$/;
// `name/version` at the start or after whitespace, `(` or `;` (so `www.example.com/bot` yields nothing).
const VERSIONED = /(?:^|[\s(;])([A-Za-z_-]+)\/[^\s;)]/g;
// A bare name inside a comment, between `(` or `;` and `;` or `)`: `(compatible; Bytespider; …)`.
const COMMENTED = /[(;]\s*([A-Za-z_-]+)\s*(?=[;)])/g;
// Products every browser-like User-Agent carries: never the crawler's own token.
const GENERIC = new Set([
  'mozilla',
  'applewebkit',
  'chrome',
  'chromium',
  'safari',
  'gecko',
  'khtml',
  'version',
  'mobile',
  'compatible',
  'firefox',
  'edg',
  'edge',
  'opr',
  'opera',
  'linux',
  'android',
  'windows',
  'macintosh',
  'x11',
  'like',
  'headlesschrome',
]);

/**
 * The token a `User-agent:` value names, lower-cased: `*` for the catch-all (also `* anything`), otherwise
 * the leading run of letters, `_` and `-` (`Googlebot/2.1` and `Foo Bar` name `googlebot` and `foo`), or
 * '' when the value starts with anything else, which can match no crawler.
 */
export function fileAgentToken(value: string): string {
  if (value.startsWith('*') && (value.length === 1 || /\s/.test(value[1]!))) return '*';
  return (TOKEN.exec(value)?.[0] ?? '').toLowerCase();
}

/**
 * The product tokens a crawler identifies itself with, lower-cased. A bare token is used as it is; from a
 * `name/version` string or a whole User-Agent header, every `name/version` product and every bare name in
 * a comment is taken, except the generic browser products (`Mozilla`, `AppleWebKit`, `Chrome` …). When
 * nothing qualifies, the whole value is kept, which matches no group (`Foo Bar` is not the token `Foo`).
 *
 * @example
 * ```ts
 * crawlerTokens('Googlebot'); // ['googlebot']
 * crawlerTokens('Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'); // ['googlebot']
 * ```
 */
export function crawlerTokens(userAgent: string): string[] {
  const value = userAgent.trim();
  if (BARE_TOKEN.test(value)) return [value.toLowerCase()];
  const found: string[] = [];
  for (const pattern of [VERSIONED, COMMENTED]) {
    for (const match of value.matchAll(pattern)) {
      const token = match[1]!.toLowerCase();
      if (!GENERIC.has(token) && !found.includes(token)) found.push(token);
    }
  }
  return found.length > 0 ? found : [value.toLowerCase()];
}
