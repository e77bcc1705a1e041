import type { AnyNode, Element } from 'domhandler';
import { attr, collapse, describeElement, isElement, textOf, tokens } from './dom.ts';
import { normalizeTerm } from './iri.ts';
import type { StructuredDataIssue, StructuredItem, StructuredValue } from './types.ts';

const SRC_TAGS = new Set(['audio', 'embed', 'iframe', 'img', 'source', 'track', 'video']);
const HREF_TAGS = new Set(['a', 'area', 'link']);
/** Items nested deeper than this are dropped (real pages nest a handful of levels). */
const MAX_DEPTH = 64;

function has(element: Element, name: string): boolean {
  return element.attribs[name] !== undefined;
}

export interface MicrodataSink {
  all: StructuredItem[];
  roots: StructuredItem[];
  issues: StructuredDataIssue[];
  /** Remaining node budget for the whole page. */
  budget: number;
  /** Remaining element visits, so that `itemref` to a huge subtree from many items stays bounded. */
  steps: number;
}

/**
 * Microdata (HTML Living Standard §5.2) over the elements with `itemscope` gathered by the page walk, in
 * document order: top-level items are those without `itemprop`; `itemref` adds the referenced elements'
 * properties (and, as extruct does, the properties inside a referenced item); nested items become property
 * values; cycles stop. An `itemscope` with `itemprop` that no item reaches is reported and kept as top-level.
 */
export function extractMicrodata(scopes: Element[], ids: Map<string, Element>, sink: MicrodataSink): void {
  const memo = new Map<Element, StructuredItem>();
  const visiting = new Set<Element>();

  const propertyValue = (element: Element, depth: number): StructuredValue | undefined => {
    if (has(element, 'itemscope')) return depth < MAX_DEPTH ? itemOf(element, false, depth + 1) : undefined;
    const name = element.name;
    let value: string | undefined;
    if (name === 'meta') value = attr(element, 'content');
    else if (SRC_TAGS.has(name)) value = attr(element, 'src');
    else if (HREF_TAGS.has(name)) value = attr(element, 'href');
    else if (name === 'object') value = attr(element, 'data');
    else if (name === 'data' || name === 'meter') value = attr(element, 'value');
    else if (name === 'time') value = attr(element, 'datetime');
    // Not in the HTML standard, but schema.org's own examples write `<span itemprop="priceCurrency" content="USD">$`
    // and Google and extruct read it: the attribute is the machine value, the text the human one.
    if (value === undefined) value = attr(element, 'content');
    if (value === undefined) return textOf(element, 5000);
    return collapse(value);
  };

  const itemOf = (element: Element, root: boolean, depth: number): StructuredItem | undefined => {
    const known = memo.get(element);
    if (known) return known;
    if (visiting.has(element) || sink.budget <= 0) return undefined;
    sink.budget--;
    visiting.add(element);
    const properties: Record<string, StructuredValue[]> = Object.create(null);
    const item: StructuredItem = {
      syntax: 'microdata',
      types: tokens(attr(element, 'itemtype')).map(normalizeTerm),
      properties,
      where: `microdata ${describeElement(element, 'itemtype')}`,
      root,
    };
    const itemId = attr(element, 'itemid');
    if (itemId) item.id = itemId.trim();
    memo.set(element, item);
    sink.all.push(item);

    const pending: AnyNode[] = [];
    const refs = tokens(attr(element, 'itemref'));
    for (let i = refs.length - 1; i >= 0; i--) {
      const target = ids.get(refs[i]!);
      if (!target || target === element) continue;
      if (has(target, 'itemprop')) pending.push(target);
      // A referenced item without itemprop contributes its own properties (extruct's reading of itemref).
      else if (has(target, 'itemscope'))
        for (let j = target.children.length - 1; j >= 0; j--) pending.push(target.children[j]!);
      else pending.push(target);
    }
    for (let i = element.children.length - 1; i >= 0; i--) pending.push(element.children[i]!);
    while (pending.length > 0) {
      const node = pending.pop()!;
      if (!isElement(node) || --sink.steps < 0) continue;
      const names = tokens(attr(node, 'itemprop'));
      if (names.length > 0) {
        const value = propertyValue(node, depth);
        if (value !== undefined && value !== '') {
          for (const raw of names) {
            const key = normalizeTerm(raw);
            const list = properties[key];
            if (list) list.push(value);
            else properties[key] = [value];
          }
        }
      }
      if (!has(node, 'itemscope'))
        for (let i = node.children.length - 1; i >= 0; i--) pending.push(node.children[i]!);
    }
    visiting.delete(element);
    return item;
  };

  for (const scope of scopes) {
    if (has(scope, 'itemprop')) continue;
    const item = itemOf(scope, true, 0);
    if (item) sink.roots.push(item);
  }
  let orphans = 0;
  let firstOrphan: StructuredItem | undefined;
  for (const scope of scopes) {
    if (memo.has(scope)) continue;
    const item = itemOf(scope, true, 0);
    if (!item) continue;
    sink.roots.push(item);
    orphans++;
    firstOrphan ??= item;
  }
  if (firstOrphan) {
    sink.issues.push({
      syntax: 'microdata',
      severity: 'warning',
      code: 'microdata_orphan_itemprop',
      message: `${orphans === 1 ? '1 itemscope element with itemprop is' : `${orphans} itemscope elements with itemprop are`} not inside any item: read as top-level items, they lose their property names.`,
      where: firstOrphan.where,
    });
  }
}
