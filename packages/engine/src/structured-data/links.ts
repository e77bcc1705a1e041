import { collapse } from './dom.ts';
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

const resolvedCache = new WeakMap<
  PageFacts,
  { pageUrl: string; list: ResolvedAnchor[]; urls: ReadonlyMap<string, URL | undefined> }
>();

/** The page's anchors with resolved targets; computed once per page and page URL. */
export function resolvedAnchors(facts: PageFacts, pageUrl: string): ResolvedAnchor[] {
  const known = resolvedCache.get(facts);
  if (known && known.pageUrl === pageUrl) return known.list;
  const page = hostOf(pageUrl);
  const pageSite = page === undefined ? undefined : siteOf(page);
  const urls = new Map<string, URL | undefined>();
  const sites = new Map<string, string>();
  const list = facts.anchors.map((anchor) => {
    let url = urls.get(anchor.href);
    if (!urls.has(anchor.href)) {
      const resolved = resolveHref(anchor.href, pageUrl);
      url =
        resolved && (resolved.protocol === 'https:' || resolved.protocol === 'http:') ? resolved : undefined;
      urls.set(anchor.href, url);
    }
    const host = url ? url.hostname.toLowerCase().replace(/^www\./, '') : '';
    let site = sites.get(host);
    if (site === undefined) {
      site = siteOf(host);
      sites.set(host, site);
    }
    return {
      anchor,
      url,
      host,
      sameSite: url !== undefined && page !== undefined && (host === page || site === pageSite),
      text: collapse(anchor.text).replace(/[\s.:›»>→]+$/, ''),
    };
  });
  resolvedCache.set(facts, { pageUrl, list, urls });
  return list;
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
