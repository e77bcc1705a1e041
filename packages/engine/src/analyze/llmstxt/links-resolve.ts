import type { Evidence, LlmstxtLinkCheck } from '@geo-audit/core';
import type { LlmsLinkCheck } from '../../artifacts.ts';
import { mirroredCtaPage } from '../../llmstxt/cta.ts';
import { type LinkHealth, linkHealth } from '../../llmstxt/link-health.ts';
import { type ResolvedLink, withoutFragment } from '../../llmstxt/links.ts';
import type { CheckResult } from '../checks.ts';
import { counted } from '../plural.ts';

/**
 * `llmstxt.links_resolve`: do the links of llms.txt lead anywhere? Judged from the sample gather requested
 * (`Artifacts.llmsLinks`); a file whose links 404 or answer agents with a challenge page is an index of
 * nothing, however well it is formatted.
 */

export interface LinksResolved {
  check: CheckResult;
  /** The module's `link_checks`: null when no link was checked. */
  entries: LlmstxtLinkCheck[] | null;
  /** The links found broken, by URL without fragment. */
  broken: Map<string, LinkHealth>;
}

// Worse than a relative link (2; an agent can often still resolve one), less than the H1 (4).
const WEIGHT = 3;

const FIX =
  'Fix or remove the links that fail: each should answer 200 with its content (give a moved page a redirect to its new address, not a 404 or the home page). If a bot-protection service answers them with a challenge, let verified AI agents and user-triggered fetchers through on the pages llms.txt lists.';

function notApplicable(what: string, where: string): LinksResolved {
  return {
    check: {
      check: 'llmstxt.links_resolve',
      title: 'llms.txt links were not checked',
      weight: WEIGHT,
      score: null,
      severity: 'low',
      evidence: [{ what, where }],
      fix: FIX,
    },
    entries: null,
    broken: new Map(),
  };
}

/**
 * The check, the `link_checks` entries and the broken links, from gather's link checks and the file's links
 * (for line numbers). Not applicable when nothing was checked or no checked link answered in time.
 *
 * @example
 * ```ts
 * const { check, broken } = linksResolve(artifacts.llmsLinks, resolveLinks(parsed.links, url), url);
 * check.score; // 0.5 when one of two checked links answered 404
 * broken.get('https://shop.example/gone'); // { outcome: 'http_error', detail: 'HTTP 404' }
 * ```
 */
export function linksResolve(
  checks: readonly LlmsLinkCheck[] | undefined,
  links: readonly ResolvedLink[],
  url: string,
): LinksResolved {
  if (checks === undefined) {
    return notApplicable('the audit data holds no checks of the links (they were not requested)', url);
  }
  if (checks.length === 0) return notApplicable('llms.txt lists no http(s) link to check', url);
  const lines = new Map<string, number>();
  for (const link of links) {
    if (link.url === null || !/^https?:/i.test(link.url)) continue;
    const key = withoutFragment(link.url);
    if (!lines.has(key)) lines.set(key, link.line);
  }
  // gather checks the page a listed Markdown mirror of a conversion page stands for (the CTA): its line is the
  // mirror's. Listed pages keep their own lines.
  const mirrors = new Map<string, { line: number; mirror: string }>();
  for (const link of links) {
    if (link.url === null || !/\.md(?:$|[?#])/i.test(link.url)) continue;
    let page: URL | null = null;
    try {
      page = mirroredCtaPage(new URL(link.url));
    } catch {
      page = null;
    }
    if (page !== null && !lines.has(page.href) && !mirrors.has(page.href))
      mirrors.set(page.href, { line: link.line, mirror: withoutFragment(link.url) });
  }
  const lineOf = (checked: string): number | null => lines.get(checked) ?? mirrors.get(checked)?.line ?? null;
  const judged = checks.map((c) => ({ c, health: linkHealth(c), line: lineOf(c.url) }));
  const entries: LlmstxtLinkCheck[] = judged.map(({ c, health, line }) => ({
    url: c.url,
    line,
    status: c.status,
    outcome: health.outcome,
  }));
  const conclusive = judged.filter((j) => j.health.outcome !== 'not_checked');
  const unchecked = judged.length - conclusive.length;
  const skipped =
    unchecked > 0
      ? `; ${unchecked} gave no verdict: ${judged.find((j) => j.health.outcome === 'not_checked')!.health.detail}`
      : '';
  // A checked page stands in for its mirror, which the file's count already holds: it adds to the count only when
  // gather checked the mirror as well ("3 of 3" for a file of three links, one of them /pricing.md).
  const checkedUrls = new Set(checks.map((c) => c.url));
  let alsoChecked = 0;
  for (const [page, { mirror }] of mirrors)
    if (checkedUrls.has(page) && checkedUrls.has(mirror)) alsoChecked++;
  const sample = `${conclusive.length} of ${counted(lines.size + alsoChecked, 'distinct link')} checked${skipped}`;
  if (conclusive.length === 0) {
    return { ...notApplicable(sample, url), entries };
  }
  const failed = conclusive.filter((j) => j.health.outcome !== 'ok');
  const broken = new Map(failed.map((j) => [j.c.url, j.health]));
  const evidence: Evidence[] = failed.map(({ c, health, line }) => ({
    what: `${health.detail}: ${c.url}`,
    where: line === null ? url : `${url} line ${line}`,
    value: c.status,
  }));
  evidence.push({ what: sample, where: url });
  return {
    check: {
      check: 'llmstxt.links_resolve',
      title:
        failed.length === 0
          ? conclusive.length === 1
            ? 'The llms.txt link checked works'
            : `The ${conclusive.length} llms.txt links checked work`
          : `${failed.length} of ${counted(conclusive.length, 'llms.txt link')} checked ${failed.length === 1 ? 'is' : 'are'} broken`,
      weight: WEIGHT,
      score: 1 - failed.length / conclusive.length,
      severity: failed.length === conclusive.length ? 'medium' : 'low',
      evidence,
      fix: FIX,
    },
    entries,
    broken,
  };
}
