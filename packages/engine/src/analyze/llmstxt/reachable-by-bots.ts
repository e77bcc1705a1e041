import type { Evidence } from '@geo-audit/core';
import type { ReachabilityProbe } from '../../artifacts.ts';
import { BOT_ROSTER } from '../../bots/roster.ts';
import type { CheckResult } from '../checks.ts';
import { probeFor, readProbe, UA_ONLY } from '../crawlers/reachability.ts';
import { isScored } from '../crawlers/weights.ts';

/** Evidence lines kept from the per-bot readings (the browser's line comes after them). */
const MAX_EVIDENCE = 10;

/**
 * `llmstxt.reachable_by_bots`: whether the search and user-triggered bots' User-Agents get llms.txt as a browser
 * does. A WAF rule scoped to paths or file types can refuse the very agents the file is written for while the
 * page and robots.txt let them in. Read from gather's UA-only llms.txt probes, the way crawlers reads the page's
 * (`readProbe`); null when none was made (gather probes llms.txt only when a browser got it as text).
 *
 * @example
 * ```ts
 * const check = reachableByBotsCheck(artifacts.probes, 'https://acme.example/llms.txt');
 * if (check) checks.push(check);
 * ```
 */
export function reachableByBotsCheck(probes: readonly ReachabilityProbe[], url: string): CheckResult | null {
  const browser = probeFor(probes, 'browser', 'llms.txt');
  const all = BOT_ROSTER.filter(isScored).flatMap((bot) => {
    const probe = probeFor(probes, bot.token, 'llms.txt');
    return probe ? [{ token: bot.token, reading: readProbe(probe, url, browser) }] : [];
  });
  if (all.length === 0) return null;
  // Rate limited, turned away as the browser was, or cut by the audit's budget: these say nothing of the bots.
  const readings = all.filter((r) => r.reading.score !== null);
  const failed = readings.filter((r) => (r.reading.score ?? 1) < 1);
  const silent = failed.filter((r) => r.reading.verdict === 'no_response');
  const refused = failed.filter((r) => r.reading.verdict !== 'no_response');
  const names = (list: typeof all) => list.map((r) => r.token).join(', ');
  const evidence: Evidence[] = all
    .flatMap((r) => (r.reading.evidence ? [r.reading.evidence] : []))
    .slice(0, MAX_EVIDENCE);
  if (browser) {
    evidence.push({
      what: `a browser User-Agent got HTTP ${browser.status} (${browser.bytes} bytes)`,
      where: url,
    });
  }
  const score =
    readings.length === 0
      ? null
      : readings.reduce((sum, r) => sum + (r.reading.score ?? 0), 0) / readings.length;
  return {
    check: 'llmstxt.reachable_by_bots',
    title:
      readings.length === 0
        ? `The llms.txt probes were inconclusive (${UA_ONLY})`
        : failed.length === 0
          ? `The bots' User-Agents get llms.txt as a browser does (${UA_ONLY})`
          : refused.length > 0
            ? `The server refuses llms.txt to ${names(refused)}'s User-Agent while a browser gets it${silent.length > 0 ? `; ${names(silent)} got no answer in time` : ''} (${UA_ONLY})`
            : `llms.txt did not answer ${names(silent)}'s User-Agent in time, while a browser got it (${UA_ONLY})`,
    weight: 2,
    score,
    severity: failed.length === readings.length ? 'medium' : 'low',
    evidence,
    fix: `The file is written for these agents, yet your CDN, WAF or server turns their User-Agents away on ${url} (often a rule scoped to paths or file types, or a bot rule the page escapes). Allow the search and user-triggered bots there, and look for their requests in your logs: this probe does not come from their vendors' IP ranges.`,
  };
}
