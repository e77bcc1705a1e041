/**
 * Text as Markdown shows it literally: every character that could start emphasis, code, a link, HTML or a
 * table cell is escaped, and line breaks become spaces (a break would end a table row).
 *
 * @example
 * ```ts
 * markdownText('not fetched: *.example | 404'); // 'not fetched: \\*.example \\| 404'
 * ```
 */
export function markdownText(text: string): string {
  return text
    .replace(/\s*[\r\n]+\s*/g, ' ')
    .trim()
    .replace(/([\\`*_[\]<>|~#])/g, '\\$1')
    .replace(/&(?=#?[A-Za-z0-9]+;)/g, '\\&');
}

/**
 * A URL as a Markdown autolink: escaped in place, GitHub would link it with the backslashes in it. Inside a
 * table cell a `|` still ends the cell, so `inCell` escapes it there (GitHub reads `\|` before the link).
 *
 * @example
 * ```ts
 * markdownUrl('https://example.com/a_b'); // '<https://example.com/a_b>'
 * ```
 */
export function markdownUrl(url: string, inCell = false): string {
  const link = `<${new URL(url).href}>`;
  return inCell ? link.replaceAll('|', '\\|') : link;
}
