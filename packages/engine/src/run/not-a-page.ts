import type { FetchedResource } from '../artifacts.ts';
import { parseContentType } from '../fetch/decode.ts';
import { binaryBodyKind } from './binary-body.ts';

const HTML_TYPES = new Set(['', 'text/html', 'application/xhtml+xml']);

/**
 * Why a page that answered 2xx is no HTML page to audit (a PDF, an image, a JSON or plain-text file), or null when
 * it is one. Such a file has no title, headings or markup, so auditing it as an empty page would score it and let a
 * CI gate pass on something an answer engine reads differently. A body that starts like markup counts as HTML
 * whatever its Content-Type says, as browsers sniff it; a binary body (an image, a PDF, gzip sent without its
 * Content-Encoding) labelled as HTML is none.
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
  const where = page.finalUrl || page.url;
  const binary = unread ? null : binaryBodyKind(page.body);
  if (binary !== null) {
    return `${where} is served as ${type || 'a file with no Content-Type'}, but its body is ${binary}, not an HTML page, so there is no page to audit. Check what the server or CDN answers at this address (a file saved under the page's name, a cache entry, a compression setting), then audit again.`;
  }
  if (!unread && (HTML_TYPES.has(type) || /^\s*</.test(page.body.slice(0, 512)))) return null;
  return `${where} serves ${type || 'a file with no Content-Type'}, not an HTML page, so there is no page to audit. Audit the HTML page that presents it (the page that links or embeds the file).`;
}
