import type { Evidence } from '@geo-audit/core';
import type { Document } from 'domhandler';
import { pageFacts } from '../../structured-data/metadata.ts';

/**
 * Page-level robots directives: `<meta name="robots">`, crawler-specific meta (`<meta name="googlebot">`,
 * `<meta name="GPTBot">`) and the `X-Robots-Tag` header, including its `crawler: directive` form.
 */

/** One directive, scoped to every crawler (`agent: null`) or to one (lower-cased name). */
export interface PageDirective {
  agent: string | null;
  /** Lower-cased directive name (`noindex`, `nosnippet`, `max-snippet` …). */
  name: string;
  /** The value after a colon (`max-snippet:50` → '50'), or null. */
  value: string | null;
  /** Where it was read, quoted as written (evidence). */
  source: string;
}

/**
 * A `max-snippet` below this many characters leaves an answer engine too little to quote (about one sentence);
 * the crawlers and platforms modules both judge by it.
 */
export const SHORT_SNIPPET = 160;

/** True when a `max-snippet` limit applies and is shorter than `SHORT_SNIPPET` (0 is nosnippet, -1 no limit). */
export function isShortSnippet(limit: number | null): boolean {
  return limit !== null && limit > 0 && limit < SHORT_SNIPPET;
}

/** The effect of the directives on one crawler. */
export interface DirectiveEffect {
  noindex: boolean;
  nosnippet: boolean;
  /** The smallest `max-snippet` that applies (0 counts as nosnippet); null when none, -1 means no limit. */
  maxSnippet: number | null;
  /** The directives that decided this, for evidence. */
  sources: string[];
}

// Directives whose value follows a colon. Any other `word:` prefix in X-Robots-Tag names a crawler.
const VALUED = new Set(['max-snippet', 'max-image-preview', 'max-video-preview', 'unavailable_after']);
// Meta names that are not crawler names.
const NOT_CRAWLERS = new Set([
  'description',
  'keywords',
  'viewport',
  'author',
  'generator',
  'referrer',
  'theme-color',
  'color-scheme',
  'application-name',
  'format-detection',
]);

/** `unavailable_after: Wednesday` cut off by splitting at commas: an RFC 822 date goes on after its weekday. */
const WEEKDAY_CUT = /unavailable_after\s*:\s*[a-z]{3,9}$/;

function parseList(list: string, agent: string | null, source: string, scoped: boolean): PageDirective[] {
  const out: PageDirective[] = [];
  let scope = agent;
  const parts = list.split(',');
  for (let i = 0; i < parts.length; i++) {
    let part = parts[i]!.trim().toLowerCase();
    if (WEEKDAY_CUT.test(part) && i + 1 < parts.length) part += `,${parts[++i]!.toLowerCase()}`;
    if (part === '') continue;
    const colon = part.indexOf(':');
    if (scoped && colon > 0) {
      const head = part.slice(0, colon).trim();
      if (!VALUED.has(head)) {
        // `googlebot: noindex, nosnippet`: the crawler name scopes this and the following directives.
        scope = head;
        part = part.slice(colon + 1).trim();
        if (part === '') continue;
      }
    }
    const at = part.indexOf(':');
    out.push({
      agent: scope,
      name: (at > 0 ? part.slice(0, at) : part).trim(),
      value: at > 0 ? part.slice(at + 1).trim() : null,
      source,
    });
  }
  return out;
}

/**
 * Every robots directive on the page: the X-Robots-Tag headers (several arrive one per line),
 * `<meta name="robots">`, and meta elements named after a crawler in `crawlerNames` (lower-cased).
 *
 * @example
 * ```ts
 * pageDirectives({ 'x-robots-tag': 'googlebot: nosnippet' }, document, new Set(['googlebot']));
 * // [{ agent: 'googlebot', name: 'nosnippet', value: null, source: 'X-Robots-Tag: googlebot: nosnippet' }]
 * ```
 */
export function pageDirectives(
  headers: Record<string, string>,
  document: Document,
  crawlerNames: ReadonlySet<string>,
  fetchedAt?: string,
): PageDirective[] {
  const out: PageDirective[] = [];
  // Each X-Robots-Tag header arrives on its own line (see the fetcher): a crawler name scopes its own header only.
  for (const header of (headers['x-robots-tag'] ?? '').split('\n')) {
    if (header.trim() !== '') out.push(...parseList(header, null, `X-Robots-Tag: ${header}`, true));
  }
  for (const [name, contents] of pageFacts(document).meta) {
    const key = name.toLowerCase();
    const forAll = key === 'robots';
    if (!forAll && (NOT_CRAWLERS.has(key) || !crawlerNames.has(key))) continue;
    for (const content of contents) {
      out.push(
        ...parseList(content, forAll ? null : key, `<meta name="${name}" content="${content}">`, false),
      );
    }
  }
  return fetchedAt === undefined ? out : withExpiry(out, Date.parse(fetchedAt));
}

/**
 * An `unavailable_after` date that had passed when the page was fetched: Google drops the page from its results
 * from that date on, as a noindex would, so it counts as one for Googlebot (or for the crawler the directive
 * names), with the date in the evidence. It is Google's rule: other engines are not bound by it.
 */
function withExpiry(directives: PageDirective[], fetched: number): PageDirective[] {
  if (!Number.isFinite(fetched)) return directives;
  const expired: PageDirective[] = [];
  for (const d of directives) {
    if (d.name !== 'unavailable_after' || d.value === null) continue;
    const until = Date.parse(d.value);
    // Google documents the rule for its own crawlers; no other engine does. Unscoped, it reaches Googlebot only.
    if (Number.isFinite(until) && until <= fetched)
      expired.push({
        ...d,
        agent: d.agent ?? 'googlebot',
        name: 'noindex',
        value: null,
        source: `${d.source} (a date that has passed: Google drops the page from its results after it)`,
      });
  }
  return expired.length === 0 ? directives : [...directives, ...expired];
}

/**
 * What the directives mean for one crawler (`agent`, lower-cased), or for every crawler when null: only
 * directives addressed to all crawlers count then.
 */
export function directiveEffect(directives: readonly PageDirective[], agent: string | null): DirectiveEffect {
  const effect: DirectiveEffect = { noindex: false, nosnippet: false, maxSnippet: null, sources: [] };
  const note = (source: string) => {
    if (!effect.sources.includes(source)) effect.sources.push(source);
  };
  for (const d of directives) {
    if (d.agent !== null && d.agent !== agent) continue;
    if (d.name === 'noindex' || d.name === 'none') {
      effect.noindex = true;
      note(d.source);
    } else if (d.name === 'nosnippet') {
      effect.nosnippet = true;
      note(d.source);
    } else if (d.name === 'max-snippet' && d.value !== null) {
      const limit = Number.parseInt(d.value, 10);
      if (!Number.isFinite(limit)) continue;
      if (limit >= 0) {
        effect.maxSnippet =
          effect.maxSnippet === null || effect.maxSnippet < 0 ? limit : Math.min(limit, effect.maxSnippet);
        note(d.source);
      } else if (effect.maxSnippet === null) {
        effect.maxSnippet = -1;
      }
    }
  }
  if (effect.maxSnippet === 0) effect.nosnippet = true;
  return effect;
}

/** Non-standard AI opt-outs (`noai`, `noimageai`) found anywhere: reported, never scored. */
export function aiOptOuts(directives: readonly PageDirective[]): Evidence[] {
  return directives
    .filter((d) => d.name === 'noai' || d.name === 'noimageai')
    .map((d) => ({ what: `${d.name}${d.agent ? ` for ${d.agent}` : ''}`, where: d.source }));
}
