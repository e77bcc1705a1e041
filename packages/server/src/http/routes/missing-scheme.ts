/** A host (with a dot, or `localhost`), an optional port, then a path, query, fragment or the end. */
const HOST_FIRST = /^(?:[a-z0-9-]+\.)+[a-z0-9-]+(?::\d{1,5})?(?:[/?#]|$)|^localhost(?::\d{1,5})?(?:[/?#]|$)/i;

/**
 * The URL meant by an address given without its scheme (`example.com/page`, `www.example.com`,
 * `127.0.0.1:8080/`), as copied from a browser's address bar, or undefined. "Must be an absolute http(s) URL"
 * left the caller to find what was missing; `127.0.0.1:8080/` even parses as a URL of scheme `127.0.0.1:`.
 *
 * @example
 * ```ts
 * withScheme('example.com/page'); // 'https://example.com/page'
 * withScheme('https://example.com/'); // undefined
 * withScheme('not a url'); // undefined
 * ```
 */
export function withScheme(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  if (!HOST_FIRST.test(trimmed)) return undefined;
  const meant = `https://${trimmed}`;
  return URL.canParse(meant) ? meant : undefined;
}
