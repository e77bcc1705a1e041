/**
 * Links listed as evidence, each once. A header and a footer often carry the same link ("Returns" in both), and a
 * finding that lists it twice reads as two links found; the first occurrence is kept, so its region is the one a
 * reader meets first.
 */

/**
 * The items whose key was not seen before, in order.
 *
 * @example
 * ```ts
 * distinctBy([{ href: '/returns', region: 'header' }, { href: '/returns', region: 'footer' }], (l) => l.href);
 * // [{ href: '/returns', region: 'header' }]
 * ```
 */
export function distinctBy<T>(items: readonly T[], key: (item: T) => string): T[] {
  const seen = new Set<string>();
  const out: T[] = [];
  for (const item of items) {
    const k = key(item);
    if (seen.has(k)) continue;
    seen.add(k);
    out.push(item);
  }
  return out;
}

/**
 * The key of a link listed by its target and words: its resolved URL and its text, case and spacing aside, so
 * "Returns" and "RETURNS " to one URL are one link, and "Returns" and "Refund policy" to it are two things to read.
 */
export function linkKey(href: string, text: string): string {
  return `${href}\n${text.trim().replace(/\s+/g, ' ').toLowerCase()}`;
}
