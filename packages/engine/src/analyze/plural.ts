/**
 * A count with its noun in the right number, for titles and evidence: "1 sitemap", "3 sitemaps" (not "3 sitemap(s)").
 *
 * @example
 * ```ts
 * counted(1, 'profile'); // '1 profile'
 * counted(2, 'reference'); // '2 references'
 * ```
 */
export function counted(count: number, noun: string, plural = `${noun}s`): string {
  return `${count} ${count === 1 ? noun : plural}`;
}

/**
 * Items as a title or evidence lists them: "a", "a and b", "a, b and c".
 *
 * @example
 * ```ts
 * listed(['FAQ questions', 'ratings', 'reviewers']); // 'FAQ questions, ratings and reviewers'
 * ```
 */
export function listed(items: readonly string[]): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}
