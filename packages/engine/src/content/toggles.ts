import type { AnyNode, Document } from 'domhandler';
import { isElement, tokens } from '../structured-data/dom.ts';

/**
 * Elements a visible control on the page opens: hidden text there is a collapsed panel a visitor can expand
 * (an accordion, a "read more"), not text hidden from visitors. Besides `aria-controls`, pages name the panel in a
 * Bootstrap-style `data-target`/`data-bs-target`, or in an inline handler
 * (`onclick="$('.delivery-info').slideToggle()"`, `document.getElementById('more')`).
 */
export interface ToggleTargets {
  ids: Set<string>;
  classes: Set<string>;
}

/** A string in a handler that starts like a selector: `'.delivery-info'`, `"#more"`. Tracking calls hold plenty of
 * other strings (product names, prices) that are never read. */
const QUOTED = /(['"])([#.][^'"]*)\1/g;
const SELECTOR_PART = /([#.])(-?[A-Za-z_][\w-]*)/g;
const BY_ID = /getElementById\(\s*(['"])([^'"]+)\1/g;

function addSelectors(selectors: string, into: ToggleTargets): void {
  // exec over the shared expressions, not matchAll: matchAll copies the expression on every call, and a page can
  // carry hundreds of handlers.
  SELECTOR_PART.lastIndex = 0;
  for (let m = SELECTOR_PART.exec(selectors); m !== null; m = SELECTOR_PART.exec(selectors)) {
    (m[1] === '#' ? into.ids : into.classes).add(m[2]!);
  }
}

/**
 * Adds what an element's attributes say it opens.
 *
 * @example
 * ```ts
 * const targets: ToggleTargets = { ids: new Set(), classes: new Set() };
 * addToggleTargets({ onclick: "$('.more-info').slideToggle();" }, targets);
 * targets.classes.has('more-info'); // true
 * ```
 */
function addToggleTargets(attribs: Record<string, string>, into: ToggleTargets): void {
  const controls = attribs['aria-controls'];
  if (controls) for (const id of tokens(controls)) into.ids.add(id);
  const target = attribs['data-target'] ?? attribs['data-bs-target'];
  if (target) addSelectors(target, into);
  const handler = attribs.onclick;
  if (handler) {
    if (handler.includes('getElementById')) {
      BY_ID.lastIndex = 0;
      for (let m = BY_ID.exec(handler); m !== null; m = BY_ID.exec(handler)) into.ids.add(m[2]!);
    }
    // Only selectors written as strings: `.slideToggle()` in the code itself is a method, not a class.
    QUOTED.lastIndex = 0;
    for (let m = QUOTED.exec(handler); m !== null; m = QUOTED.exec(handler)) addSelectors(m[2]!, into);
  }
}

/** Whether a control on the page opens the element with this id and class attribute. */
export function isToggled(
  id: string | undefined,
  className: string | undefined,
  targets: ToggleTargets,
): boolean {
  if (id !== undefined && targets.ids.has(id)) return true;
  if (className === undefined || targets.classes.size === 0) return false;
  return tokens(className).some((name) => targets.classes.has(name));
}

/**
 * Every toggle target in a document, in one walk over its elements. Run only when a page has hidden text to
 * explain: most pages have none, and looking at four attributes of every element in the content walk cost that
 * walk 5-10 %.
 *
 * @example
 * ```ts
 * toggleTargetsIn(parsePage('<button aria-controls="more">More</button>')).ids.has('more'); // true
 * ```
 */
export function toggleTargetsIn(document: Document): ToggleTargets {
  const targets: ToggleTargets = { ids: new Set(), classes: new Set() };
  const stack: AnyNode[] = [document];
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (isElement(node)) {
      const a = node.attribs;
      if (a['aria-controls'] || a.onclick || a['data-target'] || a['data-bs-target'])
        addToggleTargets(a, targets);
    }
    const children = (node as { children?: AnyNode[] }).children;
    if (children !== undefined) for (let i = 0; i < children.length; i++) stack.push(children[i]!);
  }
  return targets;
}
