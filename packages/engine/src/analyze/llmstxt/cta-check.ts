import type { Evidence } from '@geo-audit/core';
import type { CtaChoice } from '../../llmstxt/cta.ts';
import type { LinkHealth } from '../../llmstxt/link-health.ts';
import { withoutFragment } from '../../llmstxt/links.ts';
import type { CheckResult } from '../checks.ts';

/**
 * `cta_url` and its informational check. The conversion link is the one link an agent hands a user as is, so
 * a candidate gather found broken is passed over for the next one, and the evidence says why.
 */

/**
 * The CTA to report (the best candidate not known to be broken, or null) and the `llmstxt.cta` check.
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
): { cta: CtaChoice | null; check: CheckResult } {
  const cta = ranked.find((c) => !broken.has(withoutFragment(c.url))) ?? null;
  const passedOver = ranked.slice(0, cta === null ? ranked.length : ranked.indexOf(cta));
  const evidence: Evidence[] = passedOver.slice(0, 3).map((c) => ({
    what: `not handed out: ${c.url} (${c.kind} link found by its ${c.by}) answered ${broken.get(withoutFragment(c.url))!.detail}`,
    where: `${url} line ${c.line}`,
    value: c.url,
  }));
  evidence.push(
    cta
      ? { what: `${cta.kind} link found by its ${cta.by}`, where: `${url} line ${cta.line}`, value: cta.url }
      : { what: passedOver.length > 0 ? 'no working conversion link' : 'no conversion link', where: url },
  );
  return {
    cta,
    check: {
      check: 'llmstxt.cta',
      title: cta
        ? `Conversion link for agents: ${cta.url}${passedOver.length > 0 ? ` (${passedOver[0]!.url} is broken)` : ''}`
        : passedOver.length > 0
          ? 'The pricing, sign-up, demo or contact link in llms.txt is broken'
          : 'No pricing, sign-up, demo or contact link in llms.txt',
      weight: 0,
      // Below 1 whenever a broken candidate was passed over, so the finding keeps its fix.
      score: cta && passedOver.length === 0 ? 1 : 0,
      severity: 'info',
      evidence,
      fix:
        passedOver.length > 0
          ? 'Point the conversion link at a page that answers 200 with the offer or the contact form: it is the link an assistant hands a customer.'
          : 'If you sell something, add a section such as `## Pricing` or `## Contact` with the link an assistant should give a customer.',
    },
  };
}
