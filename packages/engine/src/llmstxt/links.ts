import type { LlmsLink } from './parse.ts';

/** Link problems of an llms.txt: what an agent following its links would trip over. */

export type LinkProblemKind =
  | 'relative'
  | 'invalid'
  | 'unsupported_scheme'
  | 'duplicate'
  | 'untitled'
  | 'offsite';

export interface LinkProblem {
  kind: LinkProblemKind;
  line: number;
  href: string;
  /** For duplicates: the line of the first occurrence. */
  firstLine?: number;
}

export interface ResolvedLink extends LlmsLink {
  /** Absolute URL (relative links resolved against llms.txt), or null when it cannot be resolved. */
  url: string | null;
}

// Second-level labels under which registrations sit one level deeper (example.co.uk, example.com.au).
const SECOND_LEVEL = new Set(['co', 'com', 'org', 'net', 'ac', 'gov', 'edu', 'ne', 'or', 'go']);

/** The registrable part of a host, approximately: enough to tell docs.acme.example from other.example. */
export function siteKey(hostname: string): string {
  const labels = hostname.toLowerCase().replace(/\.$/, '').split('.');
  if (labels.length <= 2 || /^\d+$/.test(labels.at(-1)!)) return labels.join('.');
  const keep = labels.at(-1)!.length === 2 && SECOND_LEVEL.has(labels.at(-2)!) ? 3 : 2;
  return labels.slice(-keep).join('.');
}

/**
 * A URL without its `#fragment`: one page however many anchors into it are listed (the key gather records link
 * checks under). Unparsable input comes back as it is.
 *
 * @example
 * ```ts
 * withoutFragment('https://a.example/guide#intro'); // 'https://a.example/guide'
 * ```
 */
export function withoutFragment(url: string): string {
  try {
    const parsed = new URL(url);
    parsed.hash = '';
    return parsed.href;
  } catch {
    return url;
  }
}

export function resolveLinks(links: readonly LlmsLink[], base: string): ResolvedLink[] {
  return links.map((link) => {
    let url: string | null = null;
    try {
      url = link.href === '' ? null : new URL(link.href, base).href;
    } catch {
      url = null;
    }
    return { ...link, url };
  });
}

/**
 * Problems with the links of an llms.txt: relative URLs (agents often get llms.txt without its address),
 * unparsable ones, schemes an agent cannot fetch, duplicates, links without a useful title, and links to
 * other sites (often deliberate, so reported separately).
 */
export function linkProblems(links: readonly ResolvedLink[], base: string): LinkProblem[] {
  const problems: LinkProblem[] = [];
  const seen = new Map<string, number>();
  let baseSite = '';
  try {
    baseSite = siteKey(new URL(base).hostname);
  } catch {
    baseSite = '';
  }
  for (const link of links) {
    if (link.url === null) {
      problems.push({ kind: 'invalid', line: link.line, href: link.href });
      continue;
    }
    const parsed = new URL(link.url);
    if (!/^[a-z][a-z0-9+.-]*:/i.test(link.href)) {
      problems.push({ kind: 'relative', line: link.line, href: link.href });
    }
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
      if (parsed.protocol !== 'mailto:' && parsed.protocol !== 'tel:') {
        problems.push({ kind: 'unsupported_scheme', line: link.line, href: link.href });
      }
      continue;
    }
    if (link.title === '' || link.title === link.href || link.title === link.url) {
      problems.push({ kind: 'untitled', line: link.line, href: link.href });
    }
    const key = `${parsed.origin}${parsed.pathname}${parsed.search}`;
    const first = seen.get(key);
    if (first !== undefined) {
      if (link.listItem)
        problems.push({ kind: 'duplicate', line: link.line, href: link.href, firstLine: first });
    } else if (link.listItem) {
      seen.set(key, link.line);
    }
    if (baseSite !== '' && siteKey(parsed.hostname) !== baseSite) {
      problems.push({ kind: 'offsite', line: link.line, href: link.href });
    }
  }
  return problems;
}
