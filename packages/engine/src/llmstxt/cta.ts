import { PRICING_HEADING, PRICING_PATH, PRICING_TEXT } from '../pricing/pricing-words.ts';
import { type ResolvedLink, siteKey } from './links.ts';

/**
 * `cta_url`: the primary conversion link an agent should hand a user who wants to buy, sign up or talk to
 * someone. Found in this order: a link that says it (by title or path) in a section named for it (Pricing,
 * Sign up, Demo, Contact …); a link whose title says it, or any link of such a section; a link whose path
 * says it. Within each, buying beats signing up beats booking a demo beats contacting (by the link's own
 * words first), then file order. Only http(s) links to pages qualify: documentation (.md files, /docs/ and
 * API reference paths, docs hosts, API sections) is not where a user buys, however its pages are titled
 * ("Checkout", "Prices", "Plans" are the objects of every billing API). A Markdown mirror of a conversion page
 * (`/pricing.md`, the llmstxt.org convention) stands for that page, which is what `cta_url` then names.
 */

// Phrases, not single words where a word is also common in documentation ("Quick start", "The Book",
// "Register a webhook", "Schedule API" must not read as calls to action).
// A kind's `local` words and paths are agent_pricing's (`## Preise`, `[Prezzi](…/prezzi)`, `/prijzen`), so llms.txt's
// CTA and its pricing reader agree on what names a pricing page; they are read as whole titles or a title's first
// word, not anywhere in a title.
const KINDS: Array<{ kind: string; words: RegExp; path: RegExp; local?: { words: RegExp[]; path: RegExp } }> =
  [
    {
      kind: 'pricing',
      words: /\b(?:pricing|prices|plans|buy(?:\s+now)?|purchase|checkout|subscribe|shop\s+now)\b/i,
      path: /\/(?:pricing|prices|plans|buy|checkout|purchase|subscribe)(?:[/.?#-]|$)/i,
      local: { words: [PRICING_TEXT, PRICING_HEADING], path: PRICING_PATH },
    },
    {
      kind: 'signup',
      words:
        /\b(?:sign[\s-]?up|get\s+started|free\s+trial|start\s+(?:a\s+|your\s+)?(?:free\s+)?trial|try\s+(?:it\s+)?(?:for\s+)?free|create\s+(?:an\s+|your\s+)?account|register\s+(?:now|here|for\s+free))\b/i,
      path: /\/(?:sign-?up|register|get-?started|trial|free-trial)(?:[/.?#-]|$)/i,
    },
    {
      kind: 'demo',
      words:
        /\b(?:(?:book|request|schedule|get)\s+(?:a\s+|your\s+)?(?:free\s+)?(?:demo|call|meeting|consultation)|demo|get\s+a\s+quote|request\s+a\s+quote|booking|book\s+(?:now|online|a\s+table|an\s+appointment)|reservations?|appointments?)\b/i,
      path: /\/(?:demo|book-a-demo|request-demo|booking|book-now|quote|reservations?|appointments?)(?:[/.?#-]|$)/i,
    },
    {
      kind: 'contact',
      words:
        /\b(?:contact(?:\s+us|\s+sales)?|get\s+in\s+touch|talk\s+to\s+(?:sales|us|an\s+expert)|enquiries|inquiries)\b/i,
      path: /\/(?:contact(?:-us|-sales)?|sales|enquiry|inquiry)(?:[/.?#-]|$)/i,
    },
  ];

function rankOf(text: string, field: 'words' | 'path'): number | null {
  const title = field === 'words' ? text.trim() : '';
  for (let i = 0; i < KINDS.length; i += 1) {
    const kind = KINDS[i]!;
    if (kind[field].test(text)) return i;
    if (kind.local === undefined) continue;
    if (field === 'path' ? kind.local.path.test(text) : kind.local.words.some((re) => re.test(title)))
      return i;
  }
  return null;
}

// "Get started" names the onboarding docs of most docs indexes (Intro, Quickstart, Installation): such a section
// makes a link a sign-up link only when the link itself says so.
const ONBOARDING_SECTION = /^\W*get(?:ting)?\s+started\W*$/i;

// Sections of API and reference pages, whose titles name API objects (Checkout sessions, Prices, Plans).
const API_SECTION =
  /\b(?:api|apis|api\s+reference|reference|endpoints?|sdks?|webhooks?|openapi(?:\s+specs?)?)\b/i;

// Documentation, not a page a user converts on: Markdown and text files, documentation and API reference paths.
const DOC_PATH =
  /(?:\.(?:md|mdx|markdown|txt|json|ya?ml)$|^\/(?:[^/]+\/)*(?:docs?|documentation|api-reference|api-docs|reference|references|developers?|sdks?)(?:\/|$))/i;
const DOCS_HOST = /^docs?\./i;
// These names mark documentation as a subdomain (dev.acme.example); as a site's whole name they are a site like
// any other (DEV Community's dev.to, the api.video company).
const DOC_SUBDOMAIN = /^(?:developers?|dev|api|apis|reference)\./i;

function isDocHost(hostname: string): boolean {
  return (
    DOCS_HOST.test(hostname) || (DOC_SUBDOMAIN.test(hostname) && siteKey(hostname) !== hostname.toLowerCase())
  );
}

function isDocLink(url: URL): boolean {
  return DOC_PATH.test(url.pathname) || isDocHost(url.hostname);
}

// A language segment before a page's own name (/en/pricing, /pt-br/contact).
const LOCALE_SEGMENT = /^[a-z]{2}(?:[-_][a-z]{2,4})?$/i;

/**
 * The page a Markdown mirror stands for, when that page is a conversion page: llmstxt.org has sites publish each
 * page's Markdown at its URL with `.md` appended (`/pricing.md`, `/pricing/index.html.md` for `/pricing/`), and
 * agents hand users the page, not the Markdown. Only a page named for the conversion (`/pricing`, `/en/contact`)
 * counts: the Markdown files of documentation name the objects of billing APIs ("checkout", "plans").
 *
 * @example
 * ```ts
 * mirroredCtaPage(new URL('https://a.example/pricing/index.html.md'))?.href; // 'https://a.example/pricing/'
 * ```
 */
export function mirroredCtaPage(url: URL): URL | null {
  const path = url.pathname;
  if (!/\.md$/i.test(path)) return null;
  const page = /\/index\.html\.md$/i.test(path) ? path.slice(0, -'index.html.md'.length) : path.slice(0, -3);
  const segments = page.split('/').filter((s) => s !== '');
  if (segments.length === 2 && LOCALE_SEGMENT.test(segments[0]!)) segments.shift();
  if (segments.length !== 1 || rankOf(`/${segments[0]}`, 'path') === null) return null;
  const mirrored = new URL(url.href);
  mirrored.pathname = page;
  mirrored.hash = '';
  return mirrored;
}

export interface CtaChoice {
  /** The page to hand a user: the link's URL, or the page its Markdown mirror stands for (`mirroredCtaPage`). */
  url: string;
  kind: string;
  /** How it was found. */
  by: 'section' | 'title' | 'path';
  line: number;
}

/**
 * Every link that qualifies as a CTA, best first (the order `findCta` picks by). Lets a caller pass over a
 * candidate it knows to be broken.
 *
 * @example
 * ```ts
 * rankCtas(resolveLinks(parseLlmsTxt('# A\n- [Contact](https://a.example/contact)\n- [Pricing](https://a.example/pricing)\n').links, base))
 *   .map((c) => c.kind); // ['pricing', 'contact']
 * ```
 */
export function rankCtas(links: readonly ResolvedLink[]): CtaChoice[] {
  const ranked: Array<{ key: number[]; choice: CtaChoice }> = [];
  links.forEach((link, index) => {
    if (link.url === null || !/^https?:/i.test(link.url)) return;
    let parsed: URL;
    try {
      parsed = new URL(link.url);
    } catch {
      return;
    }
    // A Markdown mirror of a conversion page stands for the page.
    const page = mirroredCtaPage(parsed) ?? parsed;
    if (isDocLink(page)) return;
    if (link.section !== null && API_SECTION.test(link.section)) return;
    const sectionRank = link.section === null ? null : rankOf(link.section, 'words');
    const titleRank = rankOf(link.title, 'words');
    const pathRank = rankOf(page.pathname, 'path');
    const ownRank = titleRank ?? pathRank;
    let key: number[];
    let by: CtaChoice['by'];
    let rank: number;
    if (sectionRank !== null && ownRank !== null) {
      // In a CTA section, the link's own words say which kind it is ("Book a demo" under "Talk to us").
      key = [0, ownRank, 0, index];
      by = 'section';
      rank = ownRank;
    } else if (titleRank !== null) {
      key = [1, titleRank, 0, index];
      by = 'title';
      rank = titleRank;
    } else if (sectionRank !== null && !ONBOARDING_SECTION.test(link.section!)) {
      // A link that says nothing itself ("Rates" under "## Pricing") after links whose titles say as much.
      key = [1, sectionRank, 1, index];
      by = 'section';
      rank = sectionRank;
    } else if (pathRank !== null) {
      key = [2, pathRank, 0, index];
      by = 'path';
      rank = pathRank;
    } else {
      return;
    }
    const url = page === parsed ? link.url : page.href;
    ranked.push({ key, choice: { url, kind: KINDS[rank]!.kind, by, line: link.line } });
  });
  return ranked.sort((a, b) => compare(a.key, b.key)).map((r) => r.choice);
}

/**
 * Picks the CTA link, or null when none qualifies.
 *
 * @example
 * ```ts
 * findCta(resolveLinks(parseLlmsTxt('# A\n## Pricing\n- [Plans](https://a.example/pricing)\n').links, base));
 * // { url: 'https://a.example/pricing', kind: 'pricing', by: 'section', line: 3 }
 * ```
 */
export function findCta(links: readonly ResolvedLink[]): CtaChoice | null {
  return rankCtas(links)[0] ?? null;
}

function compare(a: number[], b: number[]): number {
  for (let i = 0; i < a.length; i += 1) if (a[i] !== b[i]) return a[i]! - b[i]!;
  return 0;
}
