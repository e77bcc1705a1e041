import { AnalysisMemo } from '../memo/analysis-memo.ts';
import { collapse, isBlank } from './dom.ts';
import type { AnchorFact, PageFacts } from './metadata.ts';

/** URL helpers shared by the eeat and brand analyzers. */

const SECOND_LEVEL = new Set(['co', 'com', 'net', 'org', 'gov', 'ac', 'edu', 'ne', 'or', 'go', 'gob', 'nic']);

/** Hostname without `www.`, lower-cased; undefined when the URL does not parse. */
export function hostOf(raw: string, base?: string): string | undefined {
  try {
    return new URL(raw, base).hostname.toLowerCase().replace(/^www\./, '');
  } catch {
    return undefined;
  }
}

/** The path of an absolute URL ("/pricing"), or '' when it does not parse. */
export function pathOf(raw: string): string {
  try {
    return new URL(raw).pathname;
  } catch {
    return '';
  }
}

/** The registrable part of a hostname, approximately (`blog.example.co.uk` → `example.co.uk`). */
export function siteOf(host: string): string {
  const labels = host.split('.');
  if (labels.length <= 2 || /^\d+$/.test(labels.at(-1)!)) return host;
  const take = labels.at(-1)!.length === 2 && SECOND_LEVEL.has(labels.at(-2)!) ? 3 : 2;
  return labels.slice(-take).join('.');
}

/** Resolves an href against the page; undefined for javascript:, data: and unparseable values. */
export function resolveHref(href: string, base: string): URL | undefined {
  if (/^\s*(?:javascript|data|vbscript):/i.test(href)) return undefined;
  try {
    return new URL(href, base);
  } catch {
    return undefined;
  }
}

/**
 * True when a link leads to the page itself, fragment aside (`#top`, a theme's placeholder `href="#"`).
 *
 * @example
 * ```ts
 * isThisPage(new URL('https://a.example/post#comments'), 'https://a.example/post'); // true
 * ```
 */
export function isThisPage(url: URL, pageUrl: string): boolean {
  const page = URL.parse(pageUrl);
  return page !== null && url.href.split('#', 1)[0] === page.href.split('#', 1)[0];
}

/**
 * The page an address names, to compare addresses of one page written differently: origin and path without a
 * trailing slash, the query unless `query` is false (a shop's `?variant=…` is the same product page), the fragment
 * dropped (`…/anvil/#product` is the page `…/anvil`). Undefined when it does not parse against `base`.
 *
 * @example
 * ```ts
 * pageAddress('/anvil/#product', 'https://shop.example/x'); // 'https://shop.example/anvil'
 * ```
 */
export function pageAddress(value: string, base?: string, query = true): string | undefined {
  const url = URL.parse(value.trim(), base);
  if (url === null) return undefined;
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}${query ? url.search : ''}`;
}

/** True when the link stays on the page's site (same registrable domain). */
export function isSameSite(url: URL, pageUrl: string): boolean {
  const page = hostOf(pageUrl);
  if (page === undefined) return false;
  const host = url.hostname.toLowerCase().replace(/^www\./, '');
  return host === page || siteOf(host) === siteOf(page);
}

/** An anchor of the page with its target resolved once (several analyzers read the same links). */
export interface ResolvedAnchor {
  anchor: AnchorFact;
  /** Absolute http(s) URL, or undefined for javascript:, mailto:, unparseable … */
  url: URL | undefined;
  /** Host without `www.`, '' when `url` is undefined. */
  host: string;
  sameSite: boolean;
  /** Visible text, whitespace collapsed, trailing punctuation and arrows dropped. */
  text: string;
}

const resolvedCache = new AnalysisMemo<
  PageFacts,
  { pageUrl: string; list: ResolvedAnchor[]; urls: ReadonlyMap<string, URL | undefined> }
>();

/** The page's anchors with resolved targets; computed once per page and page URL. */
export function resolvedAnchors(facts: PageFacts, pageUrl: string): ResolvedAnchor[] {
  const known = resolvedCache.get(facts);
  if (known && known.pageUrl === pageUrl) return known.list;
  const page = hostOf(pageUrl);
  const pageSite = page === undefined ? undefined : siteOf(page);
  const origin = plainOrigin(pageUrl);
  const urls = new Map<string, URL | undefined>();
  // Links repeat their hosts (the page's own above all): each hostname is cleaned and its site found once.
  const hosts = new Map<string, { host: string; sameSite: boolean }>();
  const list = facts.anchors.map((anchor) => {
    let url = urls.get(anchor.href);
    if (url === undefined && !urls.has(anchor.href)) {
      const resolved = resolveOnPage(anchor.href, pageUrl, origin);
      url =
        resolved && (resolved.protocol === 'https:' || resolved.protocol === 'http:') ? resolved : undefined;
      urls.set(anchor.href, url);
    }
    let host = '';
    let sameSite = false;
    if (url !== undefined) {
      const hostname = url.hostname;
      let known = hosts.get(hostname);
      if (known === undefined) {
        const clean = hostname.toLowerCase().replace(/^www\./, '');
        known = {
          host: clean,
          sameSite: page !== undefined && (clean === page || siteOf(clean) === pageSite),
        };
        hosts.set(hostname, known);
      }
      host = known.host;
      sameSite = known.sameSite;
    }
    return { anchor, url, host, sameSite, text: trimLinkText(collapse(anchor.text)) };
  });
  resolvedCache.set(facts, { pageUrl, list, urls });
  return list;
}

/**
 * `scheme://host[:port]` of the page URL, when it has no user name or password; else undefined. A path-absolute
 * href (`/about`) resolves against such a page exactly as this prefix plus the href does.
 */
function plainOrigin(pageUrl: string): string | undefined {
  const base = URL.parse(pageUrl);
  if (base === null || base.username !== '' || base.password !== '') return undefined;
  if (base.protocol !== 'https:' && base.protocol !== 'http:') return undefined;
  return `${base.protocol}//${base.host}`;
}

/**
 * `resolveHref`, cheaper for the two commonest kinds of link: an absolute http(s) URL does not read the base, and a
 * path-absolute href is the page's origin plus the href (parsing one absolute string costs about half of parsing a
 * relative one and its base). `//host` and `/\host` are not path-absolute (they name a host), so they, like every
 * other href, take the general way.
 */
function resolveOnPage(href: string, pageUrl: string, origin: string | undefined): URL | undefined {
  if (href.startsWith('https://') || href.startsWith('http://')) return URL.parse(href) ?? undefined;
  if (origin !== undefined && href.charCodeAt(0) === 47) {
    // The parser drops tabs and newlines first, so `/<tab>/host` names a host too.
    let i = 1;
    while (isTabOrNewline(href.charCodeAt(i))) i++;
    const second = href.charCodeAt(i);
    if (second !== 47 && second !== 92) return URL.parse(origin + href) ?? undefined;
  }
  return resolveHref(href, pageUrl);
}

function isTabOrNewline(c: number): boolean {
  return c === 9 || c === 10 || c === 13;
}

/** `text` without a trailing run of whitespace, dots, colons and arrows ("Read more ›"), by character code. */
function trimLinkText(text: string): string {
  let end = text.length;
  while (end > 0 && isTrailingMark(text.charCodeAt(end - 1))) end--;
  return end === text.length ? text : text.slice(0, end);
}

/** `[\s.:›»>→]` by character code. */
function isTrailingMark(c: number): boolean {
  return c === 46 || c === 58 || c === 0x203a || c === 0xbb || c === 62 || c === 0x2192 || isBlank(c);
}

/**
 * Each anchor href of the page with its http(s) target (undefined for javascript:, mailto:, unparseable …), as
 * `resolvedAnchors` worked them out: the content model's links are the same `<a href>` elements, so their readers
 * need not parse the URLs again. The URL objects are shared; readers must not change them.
 *
 * @example
 * ```ts
 * resolvedHrefs(pageFacts(document), 'https://example.com/').get('/about')?.href; // 'https://example.com/about'
 * ```
 */
export function resolvedHrefs(facts: PageFacts, pageUrl: string): ReadonlyMap<string, URL | undefined> {
  resolvedAnchors(facts, pageUrl);
  return resolvedCache.get(facts)!.urls;
}
