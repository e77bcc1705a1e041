import type { BotRobotsTxt } from '../../artifacts.ts';
import type { CheckResult } from '../checks.ts';
import { UA_ONLY } from './reachability.ts';

/**
 * `crawlers.robots_txt_for_bots`: robots.txt as a refused bot's User-Agent got it (gather asks only when the page
 * probes show bots refused while a browser got the page). The RFC 9309 reading of robots.txt stays the browser
 * copy's: this request reproduces the User-Agent only, not the vendor's IP ranges, so it cannot prove what the real
 * crawler gets. Reported, never scored; the refusal itself is scored once, by `crawlers.reachability`.
 */

/** How a crawler reads an answer for robots.txt (RFC 9309 §2.3.1): its rules, none, or everything disallowed. */
type Reading = 'rules' | 'none' | 'disallow_all';

function readingOf(status: number, challenge: boolean): Reading {
  // 5xx, 429 (Google treats it as a 5xx) or no answer: the crawler must assume complete disallow.
  if (status === 0 || status === 429 || status >= 500) return 'disallow_all';
  // A 4xx means "no robots.txt"; a challenge page served with 200 holds no rules either.
  if (status >= 400 || challenge) return 'none';
  return 'rules';
}

function answer(status: number, challenge: boolean): string {
  if (status === 0) return 'no answer';
  return challenge ? `a challenge page (HTTP ${status})` : `HTTP ${status}`;
}

/**
 * True when the bot got no robots.txt a browser got: an error, no answer or a challenge where the browser got its
 * rules (or the bot got "disallow all" where the browser got none).
 */
export function robotsRefusedToBot(record: BotRobotsTxt | undefined): boolean {
  if (record === undefined || record.unfinished === true) return false;
  const rank: Record<Reading, number> = { rules: 0, none: 1, disallow_all: 2 };
  return (
    rank[readingOf(record.status, record.challenge)] >
    rank[readingOf(record.browserStatus, record.browserChallenge)]
  );
}

/**
 * The finding on robots.txt as a refused bot got it, or null when it was not asked for or the audit's time ran out
 * before it answered.
 *
 * @example
 * ```ts
 * const forBots = robotsForBotsCheck(artifacts.botRobotsTxt);
 * if (forBots) checks.push(forBots);
 * ```
 */
export function robotsForBotsCheck(record: BotRobotsTxt | undefined): CheckResult | null {
  if (record === undefined || record.unfinished === true) return null;
  const bot = readingOf(record.status, record.challenge);
  const browser = readingOf(record.browserStatus, record.browserChallenge);
  const got = answer(record.status, record.challenge);
  const browserGot = answer(record.browserStatus, record.browserChallenge);
  const where = record.url;
  const error = record.status === 0 && record.error ? ` (${record.error.replace(/\.$/, '')})` : '';
  const evidence = [
    {
      what: `${record.agent}'s User-Agent got ${got}${error} for robots.txt; a browser got ${browserGot} (${UA_ONLY})`,
      where,
      value: record.status,
    },
  ];
  if (bot === browser) {
    return {
      check: 'crawlers.robots_txt_for_bots',
      title: `robots.txt answers ${record.agent}'s User-Agent as it answers a browser (${got}), though the page refuses it`,
      weight: 0,
      score: 1,
      severity: 'info',
      evidence,
    };
  }
  const exempt = `Exempt /robots.txt from your CDN, WAF or server's bot rules and challenges: it must answer every client with the same 200 (or 404 when you have no rules). This request sends ${record.agent}'s User-Agent only, not from its vendor's IP ranges, so look in your logs for what the verified crawler gets for /robots.txt.`;
  if (bot === 'disallow_all') {
    return {
      check: 'crawlers.robots_txt_for_bots',
      title: `robots.txt answers ${record.agent}'s User-Agent with ${got} where a browser got ${browserGot}: a crawler that gets this must treat the whole site as disallowed`,
      weight: 0,
      score: 0,
      severity: 'high',
      evidence: [
        ...evidence,
        {
          what: 'RFC 9309 §2.3.1.4: when robots.txt answers 5xx or cannot be reached, a crawler must assume complete disallow (Google treats 429 as a 5xx); the audit reads the rules from the browser’s copy',
          where,
        },
      ],
      fix: `${exempt} While crawlers get a 5xx, a 429 or no answer there, they fetch nothing from the site.`,
    };
  }
  if (bot === 'none') {
    return {
      check: 'crawlers.robots_txt_for_bots',
      title: `robots.txt answers ${record.agent}'s User-Agent with ${got} where a browser got ${browserGot}: a crawler that gets this reads no robots.txt, none of its rules or Sitemap lines`,
      weight: 0,
      score: 0,
      severity: 'medium',
      evidence: [
        ...evidence,
        {
          what: 'RFC 9309 §2.3.1.3: a 4xx answer for robots.txt means there is none, so every path is allowed and its Disallow and Sitemap lines go unread; a challenge page holds no rules either',
          where,
        },
      ],
      fix: exempt,
    };
  }
  return {
    check: 'crawlers.robots_txt_for_bots',
    title: `robots.txt answers ${record.agent}'s User-Agent with ${got} where a browser got ${browserGot}`,
    weight: 0,
    score: 0,
    severity: 'low',
    evidence,
    fix: exempt,
  };
}
