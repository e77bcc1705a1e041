import type { Evidence } from '@geo-audit/core';
import { isRegistrationLink } from '../../content/sources.ts';
import { type ResolvedAnchor, siteOf } from '../../structured-data/links.ts';
import type { PageFacts } from '../../structured-data/metadata.ts';
import { classifyProfile } from '../../structured-data/profiles.ts';
import type { AuthoredScope } from './authored-scope.ts';
import { MAX_EVIDENCE, type SignalSpec } from './signal-spec.ts';

/**
 * Outside sources the main content cites: links to other sites (not profiles, share buttons, sponsored links or a
 * licence registry), the authoritative ones (government, universities, journals, standards bodies) and a references
 * section.
 */

const AUTHORITATIVE_HOST =
  /(?:\.(?:gov|edu|int|mil)(?:\.[a-z]{2})?$|(?:^|\.)(?:doi\.org|ncbi\.nlm\.nih\.gov|pubmed\.ncbi\.nlm\.nih\.gov|who\.int|arxiv\.org|nature\.com|science\.org|thelancet\.com|nejm\.org|bmj\.com|jamanetwork\.com|wikipedia\.org|europa\.eu|oecd\.org|worldbank\.org|imf\.org|un\.org|ietf\.org|rfc-editor\.org|w3\.org|cochrane\.org|springer\.com|sciencedirect\.com|acm\.org|ieee\.org)$)/i;
const REFERENCES_HEADING =
  /^(?:references|sources|bibliography|citations|works cited|further reading|notes and references)$/i;

/**
 * The sites the main content links to, as evidence, and a score: three sites, or two with an authoritative one or a
 * references section, score 1; one site or a references section alone 0.5.
 */
function citations(
  facts: PageFacts,
  anchors: ResolvedAnchor[],
): { score: number; evidence: Evidence[]; hosts: string[] } {
  const hosts = new Map<string, string>();
  for (const { anchor, url, host, sameSite } of anchors) {
    const inContent = facts.hasMainLandmark ? anchor.inMain : anchor.region === 'body';
    if (!inContent || !url || sameSite || anchor.rel.includes('sponsored')) continue;
    if (classifyProfile(url) || /\/(?:share|sharer|intent)\b/i.test(url.pathname)) continue;
    // A licence registry every site of a country must link (China's ICP record) cites nothing.
    if (isRegistrationLink(host)) continue;
    const site = siteOf(host);
    if (!hosts.has(site)) hosts.set(site, url.href);
  }
  const authoritative = [...hosts.keys()].filter((h) => AUTHORITATIVE_HOST.test(h));
  const references = facts.headings.filter((h) => REFERENCES_HEADING.test(h.text.trim()));
  const evidence: Evidence[] = [...hosts].slice(0, MAX_EVIDENCE).map(([site, href]) => ({
    what: AUTHORITATIVE_HOST.test(site) ? `cites ${site} (authoritative)` : `cites ${site}`,
    value: href,
  }));
  for (const r of references.slice(0, 2))
    evidence.push({ what: `"${r.text}" section`, where: `h${r.level}` });
  const n = hosts.size;
  const score =
    n >= 3 || (n >= 2 && (authoritative.length > 0 || references.length > 0))
      ? 1
      : n >= 1 || references.length > 0
        ? 0.5
        : 0;
  return { score, evidence, hosts: [...hosts.keys()] };
}

/**
 * The outside-sources check: whether the main content links the sources behind it.
 *
 * @example
 * ```ts
 * citationsSignal(facts, resolvedAnchors(facts, url), scope).score; // 1 with links to three other sites
 * ```
 */
export function citationsSignal(
  facts: PageFacts,
  anchors: ResolvedAnchor[],
  { authored, notAuthored }: Pick<AuthoredScope, 'authored' | 'notAuthored'>,
): SignalSpec {
  const cited = citations(facts, anchors);
  return {
    id: 'outbound_citations',
    label: 'Cites outside sources',
    category: 'authoritativeness',
    present: cited.hosts.length > 0,
    score: cited.score,
    evidence:
      cited.evidence.length > 0
        ? cited.evidence
        : [{ what: authored ? 'no links to outside sources in the main content' : notAuthored }],
    applicable: authored,
    weight: 2,
    severity: 'medium',
    missingTitle: cited.hosts.length > 0 ? 'Few outside sources cited' : 'No outside sources cited',
    fix: 'Link the primary sources behind facts and figures (studies, official statistics, documentation) from the sentences that use them. Cite only sources you actually relied on.',
  };
}
