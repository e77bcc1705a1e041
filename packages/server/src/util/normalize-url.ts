/**
 * The cache key of an audited URL: WHATWG-parsed (lower-case scheme and host, punycode host, default port
 * dropped), without fragment, with tracking parameters (`utm_*`, `gclid`, `fbclid`) removed and the rest
 * sorted. Two spellings of one page share one cached result.
 *
 * @example
 * ```ts
 * normalizeUrl('HTTPS://Example.com:443/a?b=2&a=1#top'); // 'https://example.com/a?a=1&b=2'
 * ```
 */
export function normalizeUrl(input: string): string {
  const url = new URL(input);
  url.hash = '';
  for (const name of [...url.searchParams.keys()]) {
    if (/^utm_/i.test(name) || name === 'gclid' || name === 'fbclid') url.searchParams.delete(name);
  }
  url.searchParams.sort();
  if (url.search === '?') url.search = '';
  return url.href;
}
