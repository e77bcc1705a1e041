/**
 * Finds the page's link to its pricing page, so gather can fetch that one page for the agent_pricing
 * module. Streams the HTML with htmlparser2 instead of building a DOM: only anchors matter here.
 */
import { Parser } from 'htmlparser2';
import { MENU_ONLY_PRICING_TEXT, PRICING_PATH, PRICING_TEXT } from '../pricing/sources.ts';

function safeDecode(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

const MENU = new Set(['header', 'nav', 'footer']);

interface Candidate {
  href: string;
  score: number;
}

/**
 * The same-origin URL the page links to as its pricing page, or null. A link whose path says pricing
 * or plans outranks one whose text alone does; ties go to the first in the document. The page itself
 * is never returned.
 *
 * @example
 * findPricingLink('<a href="/pricing">Plans</a>', 'https://example.com/'); // 'https://example.com/pricing'
 */
export function findPricingLink(html: string, pageUrl: string): string | null {
  let page: URL;
  try {
    page = new URL(pageUrl);
  } catch {
    return null;
  }
  const candidates: Candidate[] = [];
  let open: { href: string; text: string; inMenu: boolean } | null = null;
  // Inside <header>, <nav> or <footer>: where a bare "Plans" names the pricing page (agent_pricing's menu regions).
  let menuDepth = 0;
  const consider = (href: string, text: string, inMenu: boolean) => {
    let target: URL;
    try {
      target = new URL(href, page);
    } catch {
      return;
    }
    if (target.origin !== page.origin) return;
    target.hash = '';
    if (target.pathname === page.pathname && target.search === page.search) return;
    // The words agent_pricing reads (one source): a page fetched here makes that module apply, so a link it would
    // not call a pricing page ("/prices-rise-again/", "your Plans" in running text) must not be fetched either.
    const pathHit = PRICING_PATH.test(safeDecode(target.pathname));
    const label = text.trim().slice(0, 80);
    const textHit =
      label.length <= 40 && PRICING_TEXT.test(label) && (inMenu || !MENU_ONLY_PRICING_TEXT.test(label));
    if (!pathHit && !textHit) return;
    candidates.push({ href: target.href, score: (pathHit ? 2 : 0) + (textHit ? 1 : 0) });
  };
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (MENU.has(name)) menuDepth++;
        if (name === 'a' && typeof attributes.href === 'string') {
          open = {
            href: attributes.href,
            text: attributes['aria-label'] ?? attributes.title ?? '',
            inMenu: menuDepth > 0,
          };
        }
      },
      ontext(text) {
        if (open) open.text += text;
      },
      onclosetag(name) {
        if (MENU.has(name) && menuDepth > 0) menuDepth--;
        if (name === 'a' && open) {
          consider(open.href, open.text, open.inMenu);
          open = null;
        }
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  try {
    parser.end(html);
  } catch {
    // A malformed document still yields the anchors seen so far.
  }
  let best: Candidate | null = null;
  for (const candidate of candidates) if (best === null || candidate.score > best.score) best = candidate;
  return best?.href ?? null;
}
