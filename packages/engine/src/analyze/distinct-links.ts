/**
 * Links listed as evidence, each once. A header and a footer often carry the same link ("Returns" in both), and a
 * finding that lists it twice reads as two links found; the first occurrence is kept, so its region is the one a
 * reader meets first. Links are keyed by resolved URL, whatever their words: "Returns" in the header and "Return
 * policy" in the footer to one URL are one returns page found, and a second label for it would take the place of
 * another page under a finding's cap (eeat's trust links, agent_pricing's terms links).
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
