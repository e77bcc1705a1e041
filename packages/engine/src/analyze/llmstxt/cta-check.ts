import type { Evidence } from '@geo-audit/core';
import type { CtaChoice } from '../../llmstxt/cta.ts';
import type { LinkHealth } from '../../llmstxt/link-health.ts';
import { withoutFragment } from '../../llmstxt/links.ts';
import type { CheckResult } from '../checks.ts';
import { robotsPath } from '../crawlers/robots-access.ts';
import type { CtaRobotsBlock, CtaRobotsJudge } from './cta-robots.ts';

/**
 * `cta_url` and its informational check. The conversion link is the one link an agent hands a user as is, so
 * a candidate gather found broken is passed over for the next one, and the evidence says why. So is a candidate
 * robots.txt keeps the answer engines from (`CtaRobotsJudge`): they could not read the page to confirm or quote
 * it. When every working candidate is disallowed, the best one is still reported, and the check says which rule
 * keeps which bots out.
 */

/** Bots named in a title or fix before the rest are counted. */
const NAMED_BOTS = 4;

function botList(bots: readonly string[]): string {
  return bots.length <= NAMED_BOTS
    ? bots.join(', ')
    : `${bots.slice(0, NAMED_BOTS).join(', ')} and ${bots.length - NAMED_BOTS} more`;
}

function whom(block: CtaRobotsBlock): string {
  return block.bots.length === block.judged
    ? `every search and user-triggered bot (${botList(block.bots)})`
    : botList(block.bots);
}

/**
 * The CTA to report (the best candidate not known to be broken and not disallowed by robots.txt; else the best
 * one not known to be broken; or null) and the `llmstxt.cta` check.
 *
 * @example
 * ```ts
 * const { cta } = ctaCheck(rankCtas(links), new Map([['https://shop.example/pricing', { outcome: 'http_error', detail: 'HTTP 404' }]]), url);
 * cta?.url; // the next candidate, e.g. 'https://shop.example/contact'
 * ```
 */
export function ctaCheck(
  ranked: readonly CtaChoice[],
  broken: ReadonlyMap<string, LinkHealth>,
  url: string,
  robots: CtaRobotsJudge = () => null,
): { cta: CtaChoice | null; check: CheckResult } {
  const working = ranked.filter((c) => !broken.has(withoutFragment(c.url)));
  const blocks = new Map(working.map((c) => [c, robots(withoutFragment(c.url))]));
  const cta = working.find((c) => blocks.get(c) === null) ?? working[0] ?? null;
  const blocked = cta === null ? null : (blocks.get(cta) ?? null);
  const passedOver = ranked.slice(0, cta === null ? ranked.length : ranked.indexOf(cta));
  const brokenOver = passedOver.filter((c) => broken.has(withoutFragment(c.url)));
  const reason = (c: CtaChoice): string => {
    const health = broken.get(withoutFragment(c.url));
    return health ? `answered ${health.detail}` : `is disallowed by robots.txt for ${whom(blocks.get(c)!)}`;
  };
  const evidence: Evidence[] = passedOver.slice(0, 3).map((c) => ({
    what: `not handed out: ${c.url} (${c.kind} link found by its ${c.by}) ${reason(c)}`,
    where: `${url} line ${c.line}`,
    value: c.url,
  }));
  evidence.push(
    cta
      ? { what: `${cta.kind} link found by its ${cta.by}`, where: `${url} line ${cta.line}`, value: cta.url }
      : { what: passedOver.length > 0 ? 'no working conversion link' : 'no conversion link', where: url },
  );
  if (cta && blocked) {
    for (const { rule, line, bots } of blocked.rules) {
      evidence.push({
        what: `robots.txt disallows ${cta.url} for ${bots.length === blocked.judged ? whom(blocked) : bots.join(', ')}${rule ? ` (\`${rule}\`)` : ''}`,
        where: line === null ? blocked.robotsUrl : `${blocked.robotsUrl} line ${line}`,
        ...(rule ? { value: rule } : {}),
      });
    }
  }
  const path = cta ? robotsPath(cta.url) : '';
  return {
    cta,
    check: {
      check: 'llmstxt.cta',
      title: cta
        ? blocked
          ? `Conversion link for agents: ${cta.url}, but robots.txt disallows it for ${whom(blocked)}`
          : `Conversion link for agents: ${cta.url}${passedOver.length > 0 ? ` (${passedOver[0]!.url} ${broken.has(withoutFragment(passedOver[0]!.url)) ? 'is broken' : 'is disallowed by robots.txt'})` : ''}`
        : passedOver.length > 0
          ? 'The pricing, sign-up, demo or contact link in llms.txt is broken'
          : 'No pricing, sign-up, demo or contact link in llms.txt',
      weight: 0,
      // Below 1 whenever a broken candidate was passed over, so the finding keeps its fix; a disallowed one passed
      // over for a link the bots may read is fine, the one reported disallowed is not.
      score: cta && brokenOver.length === 0 && !blocked ? 1 : 0,
      // Informational (weight 0): a CTA the answer engines may not read is flagged above the other notes.
      severity: blocked ? 'low' : 'info',
      evidence,
      fix: blocked
        ? `Allow ${path} in robots.txt for ${botList(blocked.bots)} (an \`Allow: ${path}\` line in the groups that disallow it), or point llms.txt's conversion link at a page they may read: an assistant that honours robots.txt cannot fetch it to confirm or quote it before handing it to a customer.${brokenOver.length > 0 ? ' Fix or remove the broken ones too.' : ''}`
        : brokenOver.length > 0
          ? 'Point the conversion link at a page that answers 200 with the offer or the contact form: it is the link an assistant hands a customer.'
          : 'If you sell something, add a section such as `## Pricing` or `## Contact` with the link an assistant should give a customer.',
    },
  };
}
