import type { Element } from 'domhandler';
import { collapse, describeElement, textOf, tokens } from './dom.ts';
import { expandTerm, RDFA_INITIAL_PREFIXES } from './iri.ts';
import type { StructuredDataIssue, StructuredItem, StructuredValue } from './types.ts';

/** What an element inherits from its ancestors in RDFa: vocabulary, prefixes and the current typed subject. */
export interface RdfaContext {
  vocab: string | undefined;
  prefixes: Readonly<Record<string, string>>;
  subject: StructuredItem | null;
}

export const ROOT_RDFA_CONTEXT: RdfaContext = {
  vocab: undefined,
  prefixes: RDFA_INITIAL_PREFIXES,
  subject: null,
};

export interface RdfaSink {
  all: StructuredItem[];
  roots: StructuredItem[];
  issues: StructuredDataIssue[];
  budget: number;
  /** Terms met without a vocabulary or known prefix (reported once). */
  unresolved: Set<string>;
}

function parsePrefixAttr(value: string, into: Record<string, string>): void {
  const re = /([A-Za-z_][\w.-]*):\s+(\S+)/g;
  for (let m = re.exec(value); m !== null; m = re.exec(value)) into[m[1]!.toLowerCase()] = m[2]!;
}

/**
 * RDFa 1.1 (Lite and the common Core subset): `vocab`, `prefix` and `xmlns:*` declarations, `typeof` creating a
 * node (its subject from `about`, `resource`, `href` or `src`), `property` adding literals or IRIs to the
 * nearest typed node, and `property` + `typeof` nesting a node as a property value. Properties outside any typed
 * node (for example Open Graph `<meta property>` in the head) are not nodes and are left to the metadata reader.
 * Called for each element in document order; returns the context for its children.
 */
export function rdfaEnter(element: Element, parent: RdfaContext, sink: RdfaSink): RdfaContext {
  const a = element.attribs;
  let ctx = parent;
  let prefixes: Record<string, string> | undefined;
  for (const name in a) {
    if (name.startsWith('xmlns:')) {
      prefixes ??= { ...parent.prefixes };
      prefixes[name.slice(6).toLowerCase()] = a[name]!;
    }
  }
  // Nearly every element carries no RDFa at all: its children share the parent's context, and nothing is built.
  if (
    prefixes === undefined &&
    a.prefix === undefined &&
    a.vocab === undefined &&
    a.property === undefined &&
    a.typeof === undefined &&
    a.about === undefined
  ) {
    return parent;
  }
  if (a.prefix !== undefined) {
    prefixes ??= { ...parent.prefixes };
    parsePrefixAttr(a.prefix, prefixes);
  }
  if (prefixes || a.vocab !== undefined) {
    ctx = {
      vocab: a.vocab !== undefined ? a.vocab.trim() || undefined : parent.vocab,
      prefixes: prefixes ?? parent.prefixes,
      subject: parent.subject,
    };
  }
  const expand = (raw: string): string | undefined => {
    const iri = expandTerm(raw, ctx.prefixes, ctx.vocab);
    if (iri === undefined) sink.unresolved.add(raw);
    return iri;
  };

  const propertyNames = a.property !== undefined ? tokens(a.property) : [];
  if (a.typeof !== undefined) {
    if (sink.budget <= 0) return ctx;
    sink.budget--;
    const types: string[] = [];
    for (const t of tokens(a.typeof)) {
      const iri = expand(t);
      if (iri !== undefined && !types.includes(iri)) types.push(iri);
    }
    const properties: Record<string, StructuredValue[]> = Object.create(null);
    const attached = propertyNames.length > 0 && parent.subject !== null;
    const item: StructuredItem = {
      syntax: 'rdfa',
      types,
      properties,
      where: `RDFa ${describeElement(element, 'typeof')}`,
      root: !attached,
    };
    const subject = a.about ?? a.resource ?? a.href ?? a.src;
    if (subject) item.id = subject.trim();
    sink.all.push(item);
    if (attached) addValues(parent.subject!, propertyNames, item, expand);
    else sink.roots.push(item);
    return { vocab: ctx.vocab, prefixes: ctx.prefixes, subject: item };
  }
  if (a.about !== undefined) {
    // A new untyped subject: its properties are not the enclosing node's.
    return { vocab: ctx.vocab, prefixes: ctx.prefixes, subject: null };
  }
  if (propertyNames.length > 0 && ctx.subject !== null) {
    let value: string | undefined = a.content;
    if (value === undefined && element.name === 'time') value = a.datetime;
    if (value === undefined && a.datatype === undefined) value = a.resource ?? a.href ?? a.src;
    if (value === undefined) value = textOf(element, 5000);
    else value = collapse(value);
    if (value !== '') addValues(ctx.subject, propertyNames, value, expand);
  }
  return ctx;
}

function addValues(
  subject: StructuredItem,
  names: string[],
  value: StructuredValue,
  expand: (raw: string) => string | undefined,
): void {
  for (const raw of names) {
    const key = expand(raw);
    if (key === undefined) continue;
    const list = subject.properties[key];
    if (list) list.push(value);
    else subject.properties[key] = [value];
  }
}

/** Reports the RDFa terms that no vocabulary or prefix resolved (they produce nothing). */
export function reportUnresolved(sink: RdfaSink): void {
  if (sink.unresolved.size === 0) return;
  const list = [...sink.unresolved].slice(0, 10);
  sink.issues.push({
    syntax: 'rdfa',
    severity: 'warning',
    code: 'rdfa_unresolved_terms',
    message: `RDFa terms with no vocab or known prefix are ignored: ${list.join(', ')}. Add vocab="https://schema.org/" (or a prefix) on an ancestor.`,
    where: 'RDFa attributes (typeof/property)',
  });
}
