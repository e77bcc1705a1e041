import type { Evidence, SchemaModule } from '@geo-audit/core';
import { scanPage } from '../agents/scan.ts';
import { lineAt } from '../structured-data/dom.ts';
import { organizationFacts } from '../structured-data/entities.ts';
import { extractStructuredData, isSchemaOrgType } from '../structured-data/extract.ts';
import { nodeGraph } from '../structured-data/merge.ts';
import { pageFacts } from '../structured-data/metadata.ts';
import { detectPageType } from '../structured-data/page-type.ts';
import { classifyProfileUrl, platformDefinition } from '../structured-data/profiles.ts';
import { allTexts, firstText, itemIs } from '../structured-data/read.ts';
import { scriptWrittenJsonLd } from '../structured-data/script-written.ts';
import type { StructuredData, StructuredDataIssue, StructuredItem } from '../structured-data/types.ts';
import type { CheckResult } from './checks.ts';
import { scoreChecks } from './checks.ts';
import type { Analyzer } from './context.ts';
import { distinctBy } from './distinct-links.ts';
import { counted } from './plural.ts';
import { consistencyCheck } from './schema/consistency.ts';
import { expectsMarkup, fitCheck, fitSignals } from './schema/fit.ts';
import { notesCheck } from './schema/notes.ts';
import { describingRoots, foldedWhenAbsent, presentCheck } from './schema/present.ts';
import {
  expectedCheck,
  missing,
  type PropertyContext,
  propertyContext,
  recommendedCheck,
  requiredCheck,
  requiredOf,
} from './schema/properties.ts';
import { recommendedOf } from './schema/scale.ts';
import { scriptWrittenNote } from './schema/script-written.ts';

/**
 * schema module: JSON-LD, microdata and RDFa read from the raw HTML. Checks (weight): structured data that
 * describes something present (3; 0 on a page whose kind takes no particular type, where a page without markup
 * makes the module not applicable, decision 0040), markup parses (2), properties Google (or schema.org) requires per type (3), properties this audit expects
 * beyond that as its own policy, labelled so (1), recommended properties on top-level nodes and where Google reads
 * them nested (a review's rating, a product's offers) (1), fit to the detected page type (2), consistency with
 * the visible page (2), `sameAs` entity links (1); the entity graph, the FAQ/HowTo note, the rule table's other notes (a WebSite's retired SearchAction) and JSON-LD that inline scripts write beside the served markup (`schema.script_written`; when scripts write the only JSON-LD, schema.present says so) are informational. Nodes
 * that share an `@id` are checked as one node. Checks that cannot apply (no nodes, no comparable text, page type
 * `other`) weigh 0. FAQPage and HowTo are scored as machine-readable Q&A/steps, never as rich-result eligibility.
 */

const MAX_EVIDENCE = 15;

function schemaItems(data: StructuredData): StructuredItem[] {
  return data.all.filter((i) => i.types.length > 0 && i.types.some(isSchemaOrgType));
}

/** Where a JSON-LD issue sits in the page source: the block's line, plus the line inside it. */
function locate(issue: StructuredDataIssue, html: string): string {
  if (issue.snippet === undefined || issue.snippet.trim() === '') return issue.where;
  const probe = issue.snippet.slice(0, 200);
  const index = html.indexOf(probe);
  if (index === -1) return issue.where;
  const startLine = lineAt(html, index);
  const line = issue.line !== undefined ? startLine + issue.line - 1 : startLine;
  return `${issue.where} (line ${line} of the page)`;
}

/**
 * schema.markup_valid. `describes` is false when no node describes anything (schema/present.ts): nodes that say
 * nothing are then validated only to report what breaks, so a clean `Thing` earns nothing.
 */
function markupCheck(data: StructuredData, html: string, describes: boolean): CheckResult {
  const issues = [...data.issues];
  data.jsonLd.forEach((block, index) => {
    if ((block.status === 'ok' || block.status === 'repaired') && block.contexts.length === 0) {
      issues.push({
        syntax: 'json-ld',
        severity: 'warning',
        code: 'missing_context',
        message: 'JSON-LD without @context: consumers cannot tell which vocabulary the types belong to.',
        where: `JSON-LD block ${index + 1} of ${data.jsonLd.length}`,
      });
    }
  });
  const retired = data.types.filter((t) => /data-vocabulary\.org/i.test(t));
  if (retired.length > 0) {
    issues.push({
      syntax: 'microdata',
      severity: 'warning',
      code: 'retired_vocabulary',
      message: `data-vocabulary.org is retired (Google stopped reading it in 2021): ${retired.slice(0, 5).join(', ')}. Use schema.org.`,
      where: 'page',
    });
  }
  const applicable = issues.length > 0 || (describes && (data.all.length > 0 || data.jsonLd.length > 0));
  const errors = issues.filter((i) => i.severity === 'error');
  const score = !applicable ? null : errors.length > 0 ? 0 : issues.length > 0 ? 0.5 : 1;
  return {
    check: 'schema.markup_valid',
    title: !applicable
      ? 'No structured data to validate'
      : errors.length > 0
        ? `${errors.length} structured-data block(s) do not parse`
        : issues.length > 0
          ? 'Structured data parses, with problems'
          : 'Structured data parses cleanly',
    weight: 2,
    score,
    severity: errors.length > 0 ? 'high' : 'low',
    evidence: issues.slice(0, MAX_EVIDENCE).map((issue) => ({
      what: `${issue.code}: ${issue.message}`,
      where: locate(issue, html),
      ...(issue.line !== undefined ? { value: { line: issue.line, column: issue.column } } : {}),
    })),
    fix: 'Make every JSON-LD block strict JSON (no comments, no trailing commas, escaped line breaks in strings) with "@context": "https://schema.org"; validate it with the Schema Markup Validator (validator.schema.org).',
  };
}

function entityLinksCheck(data: StructuredData, pageUrl: string): CheckResult {
  const entities = data.items.filter((i) => itemIs(i, 'Organization', 'Person'));
  if (entities.length === 0) {
    return {
      check: 'schema.entity_links',
      title: 'No top-level Organization or Person to link',
      weight: 1,
      score: null,
      severity: 'low',
    };
  }
  let best = 0;
  const evidence: Evidence[] = [];
  for (const entity of entities.slice(0, 5)) {
    // A profile listed twice (a plugin's field and a hand-written one) is one link: it counted as two and passed.
    const links = distinctBy(
      allTexts(entity, 'sameAs', data),
      (l) => URL.parse(l.trim(), pageUrl)?.href ?? l.trim(),
    );
    const profiles = links.map((l) => classifyProfileUrl(l, pageUrl)?.platform);
    const knowledgeGraph = profiles.some((p) => p === 'wikipedia' || p === 'wikidata');
    const score = links.length >= 2 || knowledgeGraph ? 1 : links.length === 1 ? 0.5 : 0;
    best = Math.max(best, score);
    evidence.push({
      what: `${entity.types.join(', ')} "${firstText(entity, 'name') ?? '(no name)'}": ${counted(links.length, 'sameAs link')}`,
      where: entity.where,
      value: links.slice(0, 20).map((url, i) => ({
        url,
        platform: profiles[i] ? (platformDefinition(profiles[i]!)?.label ?? profiles[i]) : null,
      })),
    });
  }
  return {
    check: 'schema.entity_links',
    title: best >= 1 ? 'Entities link to their profiles (sameAs)' : 'Entities have few or no sameAs links',
    weight: 1,
    score: best,
    severity: 'low',
    evidence,
    fix: 'Add sameAs with the URLs of the official profiles that exist (Wikipedia, Wikidata, LinkedIn, GitHub, X, YouTube, Crunchbase …); link only profiles that are really this entity.',
  };
}

function entityGraphCheck(data: StructuredData): CheckResult {
  const refs = data.refs;
  const dangling = [...new Set(refs.filter((r) => !data.byId.has(r)))];
  const evidence: Evidence[] = [
    { what: `${counted(data.byId.size, 'node')} with @id, ${counted(refs.length, 'reference')}` },
  ];
  if (dangling.length > 0) {
    evidence.push({ what: 'references to @id not defined on this page', value: dangling.slice(0, 20) });
  }
  return {
    check: 'schema.entity_graph',
    title:
      dangling.length > 0
        ? `${dangling.length} @id reference(s) point outside the page`
        : 'Entity graph (@id cross-references)',
    weight: 0,
    score: refs.length === 0 && data.byId.size === 0 ? null : dangling.length === 0 ? 1 : 0,
    severity: 'info',
    evidence,
    fix: 'Give the Organization, WebSite and WebPage stable @id values and reference them (publisher, isPartOf, about) so the nodes form one graph; define every referenced @id on the page or make it a public URL.',
  };
}

function richResultNote(items: StructuredItem[], properties: PropertyContext): CheckResult {
  const noted = items.filter((i) => i.root && properties.ruleOf(i)?.richResult !== undefined);
  return {
    check: 'schema.faq_howto',
    title:
      noted.length === 0
        ? 'No FAQPage or HowTo on the page'
        : 'FAQPage/HowTo are scored as machine-readable structure, not as rich-result eligibility',
    weight: 0,
    score: noted.length === 0 ? null : 0,
    severity: 'info',
    evidence: noted.slice(0, 5).map((i) => ({
      what: `${i.types.join(', ')}: ${properties.ruleOf(i)?.note ?? ''}`,
      where: i.where,
    })),
    fix: 'Keep FAQPage/HowTo markup if it mirrors visible questions or steps; do not expect Google rich results from it.',
  };
}

export const analyzeSchema: Analyzer<SchemaModule> = (context) => {
  const data = extractStructuredData(context.document);
  const facts = pageFacts(context.document);
  const pageUrl = context.artifacts.page.finalUrl || context.artifacts.url;
  const pageType = detectPageType(pageUrl, facts, data);
  const items = schemaItems(data);
  const graph = nodeGraph(data);
  const properties = propertyContext(data, graph, pageUrl, pageType.type, facts, context.document);
  const describing = describingRoots(items, graph, facts);
  const written = scriptWrittenJsonLd(scanPage(context.document).inlineScripts);
  const [present, fit] = foldedWhenAbsent(
    presentCheck(data, items, describing, expectsMarkup(pageType.kind, pageType.releaseNotes), written),
    fitCheck(pageType, items, fitSignals(context.document, data, graph, context.artifacts.page.body)),
  );
  const checks: CheckResult[] = [
    present,
    markupCheck(data, context.artifacts.page.body ?? '', describing.length > 0),
    requiredCheck(items, properties),
    expectedCheck(items, properties),
    recommendedCheck(items, properties),
    fit,
    consistencyCheck(data, facts, context.document),
    entityLinksCheck(data, pageUrl),
    entityGraphCheck(data),
    richResultNote(items, properties),
    notesCheck(items, properties, data),
    scriptWrittenNote(written, describing.length > 0),
  ];
  const { score, findings } = scoreChecks(checks);
  // Nothing to judge (no markup on a page that takes none): the module does not apply, as llms.txt absent does.
  const applicable = checks.some((c) => c.weight > 0 && c.score !== null);
  return {
    score,
    ...(applicable ? {} : { applicable: false }),
    types_found: data.types,
    findings,
    page_type: pageType.type,
    page_type_confidence: pageType.confidence,
    syntaxes: data.counts,
    json_ld_blocks: data.jsonLd.map((b) => ({
      index: b.index,
      status: b.status,
      repairs: b.repairs,
      size: b.size,
    })),
    organization: organizationFacts(data),
    nodes: data.items.slice(0, 50).map((item) => {
      const rule = properties.ruleOf(item);
      const described = graph.described(item);
      return {
        types: item.types,
        syntax: item.syntax,
        where: item.where,
        missing_required: rule ? missing(described, requiredOf(rule, described), properties) : [],
        missing_expected: rule ? missing(described, rule.expected ?? [], properties) : [],
        missing_recommended: rule ? missing(described, recommendedOf(rule, described), properties) : [],
      };
    }),
  };
};
