/**
 * The `<title>` and first `<h1>` of an HTML answer, for the records gather keeps of pages it does not store: a
 * "Page not found" page served with 200 says so in one of them (a site's catch-all often keeps the site's own title
 * and says "404" only in its heading). Streams with htmlparser2 and stops once it has read both.
 */
import { Parser } from 'htmlparser2';

const MAX_TEXT = 200;
/** Where the first heading is looked for: a page's head and the top of its body. */
const MAX_SCAN = 64 * 1024;

/** What the page says it is, each null when absent or empty. */
export interface HtmlHeads {
  title: string | null;
  heading: string | null;
}

function clean(text: string | null): string | null {
  const value = text?.replace(/\s+/g, ' ').trim().slice(0, MAX_TEXT) ?? '';
  return value === '' ? null : value;
}

/**
 * The first `<title>`'s text and the first `<h1>`'s text, entities decoded and whitespace collapsed, each cut at
 * 200 characters. Only the first 64 KB are read.
 *
 * @example
 * htmlHeads('<title>Acme</title><h1>Page not found</h1>'); // { title: 'Acme', heading: 'Page not found' }
 */
export function htmlHeads(html: string): HtmlHeads {
  let title: string | null = null;
  let heading: string | null = null;
  let inTitle = false;
  let inHeading = false;
  let headed = false;
  // An inline SVG's <title> names an icon, not the page; a script or style inside a heading is not its text.
  let svgDepth = 0;
  let skipDepth = 0;
  const parser = new Parser(
    {
      onopentag(name) {
        if (name === 'svg') svgDepth += 1;
        else if (name === 'script' || name === 'style') skipDepth += 1;
        else if (name === 'title' && title === null && svgDepth === 0) {
          inTitle = true;
          title = '';
        } else if (name === 'h1' && heading === null) {
          inHeading = true;
          heading = '';
        }
      },
      ontext(chunk) {
        if (inTitle) title += chunk;
        else if (inHeading && svgDepth === 0 && skipDepth === 0) heading += chunk;
      },
      onclosetag(name) {
        if (name === 'svg') svgDepth = Math.max(0, svgDepth - 1);
        else if (name === 'script' || name === 'style') skipDepth = Math.max(0, skipDepth - 1);
        else if (name === 'title' && inTitle) {
          inTitle = false;
          if (headed) parser.pause();
        } else if (name === 'h1' && inHeading) {
          inHeading = false;
          headed = true;
          // A title after the heading (a body's stray <title>) is still the title.
          if (title !== null) parser.pause();
        }
      },
    },
    { decodeEntities: true, lowerCaseTags: true },
  );
  try {
    parser.end(html.length > MAX_SCAN ? html.slice(0, MAX_SCAN) : html);
  } catch {
    // A malformed document still yields what was seen so far.
  }
  return { title: clean(title), heading: clean(heading) };
}

/**
 * The first `<title>`'s text (see `htmlHeads`); null when the document has none or it is empty.
 *
 * @example
 * htmlTitle('<html><head><title>Page not found &ndash; Acme</title></head></html>'); // 'Page not found – Acme'
 */
export function htmlTitle(html: string): string | null {
  return htmlHeads(html).title;
}
