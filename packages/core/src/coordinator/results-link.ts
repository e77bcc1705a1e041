/**
 * The `results_url` a host may show editors as a link: an absolute http(s) address, or null. SPEC.md types it as a URL
 * and our server only sends those, but the hosts put it in an `href`, where a `javascript:` or `data:` address from a
 * misbehaving or intercepted API would run in the editor's session; such a value is dropped, not shown.
 *
 * @example
 * ```ts
 * resultsLink('https://geo.example.com/results/abc'); // 'https://geo.example.com/results/abc'
 * resultsLink('javascript:alert(1)'); // null
 * ```
 */
export function resultsLink(value: string | null | undefined): string | null {
  if (!value) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  return url.protocol === 'https:' || url.protocol === 'http:' ? value : null;
}
