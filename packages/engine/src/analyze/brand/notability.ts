import type { Evidence } from '@geo-audit/core';
import { isA } from '../../schema-rules/hierarchy.ts';
import type { OrganizationFacts } from '../../structured-data/entities.ts';
import type { ResolvedAnchor } from '../../structured-data/links.ts';

/**
 * Organization types Wikipedia and Wikidata cover as a rule: news organizations, universities and public bodies are
 * notable by what they are. A listed company (a Corporation with a tickerSymbol) is too.
 */
const NOTABLE_TYPES = ['NewsMediaOrganization', 'CollegeOrUniversity', 'GovernmentOrganization'];

const KNOWLEDGE_HOST = /(?:^|\.)(?:wikipedia|wikidata)\.org$/i;

/**
 * What on the page shows the site's organization is notable enough for a Wikipedia or Wikidata entry: its type (a
 * news organization, a university, a government body), a stock ticker on its Corporation node, or a link in the
 * page's text to an entry that names it (`namesBrand` decides: the entry's title or the link text is the brand).
 * The knowledge-graph check weighs only then, or when off-site verification finds an entry the site does not link
 * (see brandChecks): a small business cannot act on it, and its absence from Wikipedia is no fault.
 */
export function notabilitySignals(
  org: OrganizationFacts | null,
  anchors: readonly ResolvedAnchor[],
  namesBrand: (url: URL, text: string) => boolean,
): Evidence[] {
  const out: Evidence[] = [];
  const types = [...(org?.types ?? []), ...(org?.merged_with?.types ?? [])];
  const notable = types.find((t) => NOTABLE_TYPES.some((n) => isA(t, n)));
  if (org && notable) out.push({ what: `${notable} node`, where: org.where });
  if (org?.ticker_symbol && types.some((t) => isA(t, 'Corporation')))
    out.push({ what: `Corporation with tickerSymbol "${org.ticker_symbol}"`, where: org.where });
  const entry = anchors.find(
    (a) =>
      a.anchor.inMain &&
      a.url !== undefined &&
      !a.sameSite &&
      KNOWLEDGE_HOST.test(a.url.hostname) &&
      namesBrand(a.url, a.text),
  );
  if (entry)
    out.push({
      what: `the page's text links the brand's entry ("${entry.text.slice(0, 60)}")`,
      value: entry.url!.href,
    });
  return out;
}
