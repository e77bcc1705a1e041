/**
 * The `<title>` of an HTML answer, for the records gather keeps of pages it does not store (a "Page not
 * found" page served with 200 says so only there). Streams with htmlparser2 and stops at the first title.
 */
import { Parser } from 'htmlparser2';

const MAX_TITLE = 200;

/**
 * The first `<title>`'s text, entities decoded and whitespace collapsed, cut at 200 characters; null when
 * the document has none or it is empty.
 *
 * @example
 * htmlTitle('<html><head><title>Page not found &ndash; Acme</title></head></html>'); // 'Page not found – Acme'
 */
export function htmlTitle(html: string): string | null {
  let text: string | null = null;
  let inTitle = false;
  // An inline SVG's <title> names an icon, not the page.
  let svgDepth = 0;
  const parser = new Parser(
    {
      onopentag(name) {
        if (name === 'svg') svgDepth += 1;
        else if (name === 'title' && text === null && svgDepth === 0) {
          inTitle = true;
          text = '';
        }
      },
      ontext(chunk) {
        if (inTitle) text += chunk;
      },
      onclosetag(name) {
        if (name === 'svg') svgDepth = Math.max(0, svgDepth - 1);
        else if (name === 'title' && inTitle) {
          inTitle = false;
          parser.pause();
        }
      },
    },
    { decodeEntities: true, lowerCaseTags: true },
  );
  try {
    parser.end(html);
  } catch {
    // A malformed document still yields the title seen so far.
  }
  const title = (text as string | null)?.replace(/\s+/g, ' ').trim().slice(0, MAX_TITLE) ?? '';
  return title === '' ? null : title;
}
