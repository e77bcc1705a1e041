/** Web addresses in a message; punctuation that ends a sentence after one is not part of it. */
const ADDRESS = /https?:\/\/[^\s<>"'`]+?(?=[.,:;!?)]*(?:\s|$))/g;

/** Plain text with every character Markdown could read as syntax escaped. */
function literal(text: string): string {
  return text.replace(/([\\`*_[\]<>|~#])/g, '\\$1').replace(/&(?=#?[A-Za-z0-9]+;)/g, '\\&');
}

/**
 * Text as Markdown shows it literally: every character that could start emphasis, code, a link, HTML or a
 * table cell is escaped, and line breaks become spaces (a break would end a table row). Web addresses in it
 * become autolinks, since GitHub would link an escaped one with the backslashes in it; `inCell` as for
 * {@link markdownUrl}.
 *
 * @example
 * ```ts
 * markdownText('not fetched: *.example | 404'); // 'not fetched: \\*.example \\| 404'
 * markdownText('Could not fetch https://example.com/a_b: timeout'); // 'Could not fetch <https://example.com/a_b>: timeout'
 * ```
 */
export function markdownText(text: string, inCell = false): string {
  const line = text.replace(/\s*[\r\n]+\s*/g, ' ').trim();
  let out = '';
  let last = 0;
  for (const match of line.matchAll(ADDRESS)) {
    out += `${literal(line.slice(last, match.index))}${markdownUrl(match[0], inCell)}`;
    last = match.index + match[0].length;
  }
  return out + literal(line.slice(last));
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
  let href: string;
  try {
    href = new URL(url).href;
  } catch {
    return literal(url);
  }
  const link = `<${href}>`;
  return inCell ? link.replaceAll('|', '\\|') : link;
}
