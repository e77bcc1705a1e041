import type { FetchedResource } from '../artifacts.ts';
import { parseContentType } from '../fetch/decode.ts';

const HTML_TYPES = new Set(['', 'text/html', 'application/xhtml+xml']);

/**
 * Why a page that answered 2xx is no HTML page to audit (a PDF, an image, a JSON or plain-text file), or null when
 * it is one. Such a file has no title, headings or markup, so auditing it as an empty page would score it and let a
 * CI gate pass on something an answer engine reads differently. A body that starts like markup counts as HTML
 * whatever its Content-Type says, as browsers sniff it.
 *
 * @example
 * ```ts
 * notAnHtmlPage({ ...page, status: 200, headers: { 'content-type': 'application/pdf' }, body: '' });
 * // 'https://example.com/guide.pdf serves application/pdf, not an HTML page: …'
 * ```
 */
export function notAnHtmlPage(page: FetchedResource): string | null {
  if (page.status < 200 || page.status >= 300) return null;
  const type = parseContentType(page.headers['content-type']).essence;
  const unread = page.errorCode === 'unsupported_content_type';
  if (!unread && (HTML_TYPES.has(type) || /^\s*</.test(page.body.slice(0, 512)))) return null;
  const where = page.finalUrl || page.url;
  return `${where} serves ${type || 'a file with no Content-Type'}, not an HTML page, so there is no page to audit. Audit the HTML page that presents it (the page that links or embeds the file).`;
}
