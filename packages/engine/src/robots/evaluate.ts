import { normalizeOctets } from './encoding.ts';
import { type ParsedRobotsTxt, parseRobotsTxt, type RobotsGroup, type RobotsRule } from './parse.ts';
import { pathAndQuery, patternMatches } from './pattern.ts';
import { crawlerTokens } from './user-agent.ts';

/**
 * RFC 9309 §2.2 evaluation: which group applies to a crawler, and which of its rules decides a path.
 */

/** How a decision was reached. */
export type RobotsVia =
  /** Rules of the group(s) naming the crawler's product token (merged when several do). */
  | 'specific'
  /** Rules of the `*` group(s), used only because no group names the crawler. */
  | 'wildcard'
  /** No group applies: everything is allowed. */
  | 'default'
  /** `/robots.txt` itself, always allowed (RFC 9309 §2.2.2). */
  | 'implicit';

export interface RobotsDecision {
  allowed: boolean;
  via: RobotsVia;
  /** The rule that decided, or null when none matched (then the path is allowed). */
  rule: RobotsRule | null;
  /** The first line of the group(s) that applied, for evidence. */
  groupLines: number[];
}

/** The groups that apply to a crawler: those naming one of its tokens, else the `*` groups. */
export function groupsFor(
  parsed: ParsedRobotsTxt,
  userAgent: string,
): { groups: RobotsGroup[]; via: 'specific' | 'wildcard' | 'default' } {
  const tokens = crawlerTokens(userAgent).filter((token) => token !== '' && token !== '*');
  const specific = parsed.groups.filter((group) =>
    group.agents.some((agent) => agent.token !== '' && tokens.includes(agent.token)),
  );
  if (specific.length > 0) return { groups: specific, via: 'specific' };
  const wildcard = parsed.groups.filter((group) => group.agents.some((agent) => agent.token === '*'));
  if (wildcard.length > 0) return { groups: wildcard, via: 'wildcard' };
  return { groups: [], via: 'default' };
}

/**
 * Decides whether `userAgent` may fetch `url` under an already parsed robots.txt: the longest matching
 * rule (in octets, after percent-encoding normalisation) wins, and Allow wins a tie.
 *
 * @example
 * ```ts
 * const parsed = parseRobotsTxt('User-agent: *\nDisallow: /private\nAllow: /private/press');
 * evaluateRobots(parsed, 'OAI-SearchBot', 'https://example.com/private/press/kit').allowed; // true
 * ```
 */
export function evaluateRobots(parsed: ParsedRobotsTxt, userAgent: string, url: string): RobotsDecision {
  const { groups, via } = groupsFor(parsed, userAgent);
  const groupLines = groups.map((group) => group.agents[0]?.line ?? 0);
  const raw = pathAndQuery(url);
  const queryAt = raw.indexOf('?');
  if ((queryAt < 0 ? raw : raw.slice(0, queryAt)) === '/robots.txt') {
    return { allowed: true, via: 'implicit', rule: null, groupLines };
  }
  const path = normalizeOctets(raw, 'url');
  let best: RobotsRule | null = null;
  for (const group of groups) {
    for (const rule of group.rules) {
      if (!patternMatches(rule.pattern, path)) continue;
      const length = rule.pattern.source.length;
      const bestLength = best?.pattern.source.length ?? -1;
      if (length > bestLength || (length === bestLength && rule.allow && !best!.allow)) best = rule;
    }
  }
  return { allowed: best === null || best.allow, via, rule: best, groupLines };
}

/**
 * Whether a crawler may fetch a URL according to a robots.txt body, exactly as RFC 9309 specifies:
 * case-insensitive product-token groups (all groups naming the crawler merged; the `*` group only when
 * none does), longest match by octets with Allow winning ties, `*` and a final `$`, an empty `Disallow:`
 * allowing everything, `/robots.txt` always allowed, percent-encoding normalised on both sides, path plus
 * query matched, a leading BOM skipped and the first 500 KiB read.
 *
 * `userAgent` is a product token (`GPTBot`) or a full User-Agent header, from which the crawler's product
 * tokens are taken. `url` is absolute, scheme-less or a bare path; its fragment is ignored. HTTP status
 * semantics (4xx allow all, 5xx disallow all) are the caller's: this function judges a body.
 *
 * @example
 * ```ts
 * isAllowedByRobots('User-agent: GPTBot\nDisallow: /', 'GPTBot', 'https://example.com/a'); // false
 * isAllowedByRobots('User-agent: GPTBot\nDisallow: /', 'OAI-SearchBot', 'https://example.com/a'); // true
 * ```
 */
export function isAllowedByRobots(robotsTxt: string, userAgent: string, url: string): boolean {
  return evaluateRobots(parseRobotsTxt(robotsTxt), userAgent, url).allowed;
}
