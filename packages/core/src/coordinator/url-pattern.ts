/** Outcome of resolving a public URL pattern for one document. */
export type ResolvedUrl =
  | { ok: true; url: string }
  | {
      ok: false;
      /** `missing`: fields the document lacks (listed in `missing`); `not_http`: the filled-in pattern is no http(s) URL. */
      reason: 'missing' | 'not_http';
      missing: string[];
      message: string;
    };

/**
 * Resolves an admin's public URL pattern, e.g. `https://example.com/{locale}/blog/{slug}`, with a document's
 * fields. Values are percent-encoded per path segment; `{a.b}` reads nested fields. A missing or empty
 * field is reported instead of producing a broken URL.
 *
 * @example
 * ```ts
 * resolveUrlPattern('https://example.com/blog/{slug}', { slug: 'hello world' });
 * // { ok: true, url: 'https://example.com/blog/hello%20world' }
 * ```
 */
export function resolveUrlPattern(pattern: string, fields: Record<string, unknown>): ResolvedUrl {
  const missing: string[] = [];
  const resolved = pattern.replace(/\{([\w.-]+)\}/g, (_, path: string) => {
    let value: unknown = fields;
    for (const part of path.split('.')) {
      value = value && typeof value === 'object' ? (value as Record<string, unknown>)[part] : undefined;
    }
    if (value === undefined || value === null || value === '') {
      missing.push(path);
      return '';
    }
    return encodeURIComponent(String(value));
  });
  if (missing.length > 0) {
    return {
      ok: false,
      reason: 'missing',
      missing,
      message: `The URL pattern needs ${missing.join(', ')}, which this entry lacks.`,
    };
  }
  try {
    const url = new URL(resolved);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('scheme');
    return { ok: true, url: url.href };
  } catch {
    return {
      ok: false,
      reason: 'not_http',
      missing: [],
      message: `"${resolved}" is not an absolute http(s) URL; check the pattern.`,
    };
  }
}
