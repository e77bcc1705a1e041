import type { Document, Element } from 'domhandler';
import { AnalysisMemo } from '../memo/analysis-memo.ts';
import { pushChildElements } from './dom.ts';
import { isSchemaOrg } from './iri.ts';
import { jsonLdToItems, parseJsonLenient } from './json-ld.ts';
import { extractMicrodata } from './microdata.ts';
import { type RdfaContext, type RdfaSink, ROOT_RDFA_CONTEXT, rdfaEnter, reportUnresolved } from './rdfa.ts';
import type { JsonLdBlock, StructuredData, StructuredDataIssue, StructuredItem } from './types.ts';

/** Caps that keep hostile or huge pages cheap (Auriti uses the same script caps). */
export const STRUCTURED_DATA_LIMITS = {
  /** JSON-LD blocks read per page; later blocks are reported as skipped. */
  maxScripts: 50,
  /** Characters per JSON-LD block; larger blocks are reported and skipped. */
  maxScriptChars: 512 * 1024,
  /** Nodes (all syntaxes together) per page. */
  maxItems: 10_000,
  /** Element visits spent collecting microdata properties. */
  maxMicrodataSteps: 2_000_000,
} as const;

const JSON_LD_TYPE = /^\s*application\/ld\+json\s*(?:;.*)?$/i;

const cache = new AnalysisMemo<Document, StructuredData>();

/**
 * Extracts JSON-LD, microdata and RDFa from the page DOM already parsed by `parsePage` (one walk, no second
 * parse). Tolerant of real-world breakage; problems become `issues` with a location. Never throws; the result
 * is memoized per document, so several analyzers can call it for the cost of one.
 */
export function extractStructuredData(document: Document): StructuredData {
  const known = cache.get(document);
  if (known) return known;
  const result = extract(document);
  cache.set(document, result);
  return result;
}

function extract(document: Document): StructuredData {
  const issues: StructuredDataIssue[] = [];
  const scripts: Element[] = [];
  const scopes: Element[] = [];
  const ids = new Map<string, Element>();
  const rdfa: RdfaSink = {
    all: [],
    roots: [],
    issues,
    budget: STRUCTURED_DATA_LIMITS.maxItems,
    unresolved: new Set(),
  };

  // One iterative walk: JSON-LD scripts, itemscope elements, ids (for itemref) and RDFa in document order. Only
  // elements go on the stack (text and comments hold nothing read here).
  const nodes: Element[] = [];
  const contexts: RdfaContext[] = [];
  pushChildElements(document, ROOT_RDFA_CONTEXT, nodes, contexts);
  while (nodes.length > 0) {
    const node = nodes.pop()!;
    let ctx = contexts.pop()!;
    const a = node.attribs;
    if (node.name === 'script') {
      const type = a.type;
      if (type !== undefined && JSON_LD_TYPE.test(type)) scripts.push(node);
      continue;
    }
    if (visitAttributes(node, scopes, ids)) ctx = rdfaEnter(node, ctx, rdfa);
    pushChildElements(node, ctx, nodes, contexts);
  }

  const all: StructuredItem[] = [];
  const roots: StructuredItem[] = [];
  const jsonLd: JsonLdBlock[] = [];
  const sink = { all, roots, budget: STRUCTURED_DATA_LIMITS.maxItems, refs: [] as string[] };
  scripts.forEach((script, index) => {
    const where = `JSON-LD block ${index + 1} of ${scripts.length}`;
    let text = '';
    for (const child of script.children) if (child.type === 'text') text += child.data;
    const block: JsonLdBlock = { index, status: 'ok', repairs: [], size: text.length, contexts: [] };
    jsonLd.push(block);
    const snippet = text.slice(0, 2000);
    if (index >= STRUCTURED_DATA_LIMITS.maxScripts) {
      block.status = 'skipped';
      if (index === STRUCTURED_DATA_LIMITS.maxScripts) {
        issues.push({
          syntax: 'json-ld',
          severity: 'warning',
          code: 'too_many_scripts',
          message: `The page has ${scripts.length} JSON-LD blocks; only the first ${STRUCTURED_DATA_LIMITS.maxScripts} are read.`,
          where,
          block: index,
        });
      }
      return;
    }
    if (text.length > STRUCTURED_DATA_LIMITS.maxScriptChars) {
      block.status = 'skipped';
      issues.push({
        syntax: 'json-ld',
        severity: 'warning',
        code: 'script_too_large',
        message: `JSON-LD block of ${text.length} characters skipped (cap ${STRUCTURED_DATA_LIMITS.maxScriptChars}).`,
        where,
        block: index,
        snippet,
      });
      return;
    }
    if (text.trim() === '') {
      block.status = 'empty';
      issues.push({
        syntax: 'json-ld',
        severity: 'warning',
        code: 'empty_block',
        message: 'Empty JSON-LD block.',
        where,
        block: index,
      });
      return;
    }
    const parsed = parseJsonLenient(text);
    if (!parsed.ok) {
      block.status = 'error';
      const at =
        parsed.line !== undefined ? `, line ${parsed.line} column ${parsed.column} of the block` : '';
      issues.push({
        syntax: 'json-ld',
        severity: 'error',
        code: 'json_parse_error',
        message: `JSON-LD does not parse: ${parsed.message}`,
        where: `${where}${at}`,
        block: index,
        line: parsed.line,
        column: parsed.column,
        snippet,
      });
      return;
    }
    block.contexts = topContexts(parsed.value);
    if (parsed.repairs.length > 0) {
      block.status = 'repaired';
      block.repairs = parsed.repairs;
      issues.push({
        syntax: 'json-ld',
        severity: 'warning',
        code: 'json_repaired',
        message: `JSON-LD is not valid JSON (${parsed.repairs.join(', ').replaceAll('_', ' ')}); it was read tolerantly, but strict consumers may reject it.`,
        where,
        block: index,
        snippet,
      });
    }
    jsonLdToItems(parsed.value, where, sink);
  });
  const jsonLdCount = all.length;

  const microdata = {
    all,
    roots,
    issues,
    budget: sink.budget,
    steps: STRUCTURED_DATA_LIMITS.maxMicrodataSteps,
  };
  extractMicrodata(scopes, ids, microdata);
  const microdataCount = all.length - jsonLdCount;

  reportUnresolved(rdfa);
  for (const item of rdfa.all) all.push(item);
  for (const item of rdfa.roots) roots.push(item);

  if (sink.budget <= 0 || microdata.budget <= 0 || rdfa.budget <= 0) {
    issues.push({
      syntax: 'json-ld',
      severity: 'warning',
      code: 'too_many_items',
      message: `More than ${STRUCTURED_DATA_LIMITS.maxItems} structured-data nodes in one syntax; the rest were not read.`,
      where: 'page',
    });
  }

  const byId = new Map<string, StructuredItem>();
  const types: string[] = [];
  const seen = new Set<string>();
  for (const item of all) {
    if (item.id !== undefined && !byId.has(item.id)) byId.set(item.id, item);
    for (const type of item.types) {
      if (seen.has(type)) continue;
      seen.add(type);
      types.push(type);
    }
  }
  return {
    items: roots,
    all,
    byId,
    refs: sink.refs,
    types,
    jsonLd,
    issues,
    counts: { 'json-ld': jsonLdCount, microdata: microdataCount, rdfa: rdfa.all.length },
  };
}

/**
 * Records an element's itemscope and id, in one pass over its attributes (most elements have none or one, which is
 * cheaper than looking up each name the walk cares about); true when it carries an RDFa attribute.
 */
function visitAttributes(element: Element, scopes: Element[], ids: Map<string, Element>): boolean {
  const a = element.attribs;
  let rdfa = false;
  for (const name in a) {
    switch (name) {
      case 'itemscope':
        scopes.push(element);
        break;
      case 'id':
        if (!ids.has(a.id!)) ids.set(a.id!, element);
        break;
      case 'prefix':
      case 'vocab':
      case 'property':
      case 'typeof':
      case 'about':
        rdfa = true;
        break;
      default:
        if (name.startsWith('xmlns:')) rdfa = true;
    }
  }
  return rdfa;
}

function topContexts(value: unknown): string[] {
  const out: string[] = [];
  const visit = (v: unknown, depth: number): void => {
    if (depth > 2 || v === null || typeof v !== 'object') return;
    if (Array.isArray(v)) {
      for (const entry of v.slice(0, 50)) visit(entry, depth + 1);
      return;
    }
    const ctx = (v as Record<string, unknown>)['@context'];
    const list = Array.isArray(ctx) ? ctx : [ctx];
    for (const c of list) {
      const label = typeof c === 'string' ? c : c && typeof c === 'object' ? '(inline context)' : undefined;
      if (label !== undefined && !out.includes(label)) out.push(label);
    }
  };
  visit(value, 0);
  return out;
}

/** True when at least one of the node's types is schema.org (short names count as schema.org). */
export function isSchemaOrgType(type: string): boolean {
  return !type.includes(':') || isSchemaOrg(type);
}
