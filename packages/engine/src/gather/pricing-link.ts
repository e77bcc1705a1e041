/**
 * Finds the page's link to its pricing page, so gather can fetch that one page for the agent_pricing
 * module. Streams the HTML with htmlparser2 instead of building a DOM: only anchors matter here.
 */
import { Parser } from 'htmlparser2';
import { PRICING_PATH, PRICING_TEXT } from '../pricing/sources.ts';

// Path segments and link texts that hold a pricing word. Broader than agent_pricing's PRICING_PATH and PRICING_TEXT
// ("/our-plans", "Plans & Pricing"), which are also accepted, so every link that module calls a pricing page is
// one gather fetches ("料金プラン", "/cennik").
const PRICING_WORDS =
  /(?:^|[^\p{L}])(pricing|prices?|plans?|preise|tarife?|tarifs?|prix|precios|planes|pre[cç]os|prezzi|prijzen|abonnements?)(?:$|[^\p{L}])/iu;

function safeDecode(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

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
  let open: { href: string; text: string } | null = null;
  const consider = (href: string, text: string) => {
    let target: URL;
    try {
      target = new URL(href, page);
    } catch {
      return;
    }
    if (target.origin !== page.origin) return;
    target.hash = '';
    if (target.pathname === page.pathname && target.search === page.search) return;
    const path = safeDecode(target.pathname);
    const segments = path.split('/').filter(Boolean);
    const pathHit =
      PRICING_PATH.test(path) ||
      segments.some((segment) => PRICING_WORDS.test(segment.replace(/[-_.]/g, ' ')));
    const label = text.trim().slice(0, 80);
    const textHit = PRICING_WORDS.test(label) || PRICING_TEXT.test(label);
    if (!pathHit && !textHit) return;
    candidates.push({ href: target.href, score: (pathHit ? 2 : 0) + (textHit ? 1 : 0) });
  };
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (name === 'a' && typeof attributes.href === 'string') {
          open = { href: attributes.href, text: attributes['aria-label'] ?? attributes.title ?? '' };
        }
      },
      ontext(text) {
        if (open) open.text += text;
      },
      onclosetag(name) {
        if (name === 'a' && open) {
          consider(open.href, open.text);
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
