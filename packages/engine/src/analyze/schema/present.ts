import type { Evidence } from '@geo-audit/core';
import { isA, lineage } from '../../schema-rules/index.ts';
import type { NodeGraph } from '../../structured-data/merge.ts';
import type { PageFacts } from '../../structured-data/metadata.ts';
import { firstText } from '../../structured-data/read.ts';
import type { ScriptWrittenJsonLd } from '../../structured-data/script-written.ts';
import { similarText } from '../../structured-data/text.ts';
import type { StructuredData, StructuredItem } from '../../structured-data/types.ts';
import type { CheckResult } from '../checks.ts';
import { counted } from '../plural.ts';
import { visibleTitlesOf } from './consistency.ts';
import { writtenEvidence, writtenFix } from './script-written.ts';

/**
 * schema.present: whether the page carries a schema.org node that describes something, and what its absence costs.
 * Google needs no markup for its AI features and the GEO lifts come from the body text
 * (`../shared/research/geo-anchors.md`), so absence fails only on a page whose kind takes particular types (an
 * article, a product, an event …); on any other page it is reported with its fix and weighs nothing (decision 0040).
 */

/** Types that say only "something": a node typed with nothing more specific describes nothing. */
const GENERIC = new Set(['Thing', 'CreativeWork', 'Intangible', 'StructuredValue', 'WebContent']);

/**
 * A type that says what a thing is. WebPageElement's family (WPHeader, WPFooter, SiteNavigationElement), which themes
 * print around the layout, describes the template, not the page; a type schema.org does not define (a typo, another
 * vocabulary's word) has no lineage beyond itself and says nothing a reader of schema.org understands.
 */
function isSpecific(type: string): boolean {
  return !GENERIC.has(type) && !isA(type, 'WebPageElement') && lineage(type).length > 1;
}

/**
 * The top-level nodes that describe something: a specific type with at least one property, or any node whose name
 * or headline is the page's own (its title, H1 or og:title). `{"@type": "Thing", "name": "x"}` is not one.
 */
export function describingRoots(
  items: readonly StructuredItem[],
  graph: NodeGraph,
  facts: PageFacts,
): StructuredItem[] {
  let titles: string[] | undefined;
  return items.filter((item) => {
    if (!item.root) return false;
    const node = graph.described(item);
    if (node.types.some(isSpecific) && Object.keys(node.properties).length > 0) return true;
    const name = firstText(node, 'headline|name');
    if (name === undefined) return false;
    titles ??= visibleTitlesOf(facts).map(([, text]) => text);
    return titles.some((title) => similarText(name, title));
  });
}

/** What a page of a kind that takes no particular type should carry, if it carries anything. */
const GENERIC_FIX =
  "Optional, and it costs nothing here: if you add a JSON-LD block (in the server-rendered HTML), describe what the page visibly is: a WebPage with the page's name and description as the page shows them, and the publisher Organization (name, url, logo); where the page presents a product, an app or a service you offer, a Product, SoftwareApplication or Service.";

const NOT_SCORED =
  'not scored: this kind of page takes no particular schema.org type, and Google needs no markup for its AI features (decision 0040); markup that is added is judged on what it says';

/**
 * The presence check. `expects` tells whether the page's kind takes particular types (schema/fit.ts): only then does
 * a page without a describing node fail; otherwise the check is informational (weight 0) and, with nothing else
 * to judge, the module does not apply. `written` are the inline scripts that write JSON-LD when the page runs: with no
 * describing node in the HTML as served, they are why the page has none, and the fix says so.
 */
export function presentCheck(
  data: StructuredData,
  items: readonly StructuredItem[],
  describing: readonly StructuredItem[],
  expects: boolean,
  written: readonly ScriptWrittenJsonLd[] = [],
): CheckResult {
  const evidence: Evidence[] = [];
  for (const syntax of ['json-ld', 'microdata', 'rdfa'] as const) {
    if (data.counts[syntax] > 0)
      evidence.push({ what: counted(data.counts[syntax], `${syntax} node`), value: syntax });
  }
  if (data.types.length > 0) evidence.push({ what: 'types', value: data.types.slice(0, 40) });
  const found = describing.length > 0;
  const empty = items.filter((i) => i.root && !describing.includes(i));
  if (!found && empty.length > 0) {
    evidence.push({
      what: `${counted(empty.length, 'top-level node')} ${empty.length === 1 ? 'describes' : 'describe'} nothing: ${empty
        .slice(0, 5)
        .map(
          (i) =>
            `${i.types.join(', ')}${firstText(i, 'headline|name') ? ` "${firstText(i, 'headline|name')!.slice(0, 60)}"` : ''}`,
        )
        .join('; ')} (a generic or layout type, and not the page's own name)`,
    });
  }
  const byScript = !found && written.length > 0;
  if (byScript) evidence.push(...writtenEvidence(written));
  if (!found && !expects) evidence.push({ what: NOT_SCORED });
  return {
    check: 'schema.present',
    title: found
      ? 'Page has schema.org structured data'
      : byScript
        ? 'The structured data is written by a script: crawlers that do not run JavaScript see none'
        : empty.length > 0
          ? 'The structured data describes nothing on the page'
          : 'No schema.org structured data on the page',
    weight: found || expects ? 3 : 0,
    score: found ? 1 : 0,
    severity: expects ? 'high' : 'low',
    evidence,
    fix: byScript
      ? writtenFix(written)
      : expects
        ? 'Add a JSON-LD block (in the server-rendered HTML) describing what the page visibly is. Describe only what the page shows.'
        : GENERIC_FIX,
  };
}

/**
 * With no structured data at all, "none present" and "the types this kind of page takes are missing" are one gap:
 * the fit check then weighs nothing, and its advice (which types this page would take) joins the present check's fix,
 * so the action plan lists the gap once.
 */
export function foldedWhenAbsent(present: CheckResult, fit: CheckResult): [CheckResult, CheckResult] {
  if (present.score !== 0 || fit.score === null || fit.score === undefined) return [present, fit];
  const { fix, ...rest } = fit;
  return [
    { ...present, fix: fix ? `${present.fix} ${fix}` : present.fix },
    {
      ...rest,
      title: 'No structured data: what this page would take is counted once, under schema.present',
      score: null,
      severity: 'info',
    },
  ];
}
