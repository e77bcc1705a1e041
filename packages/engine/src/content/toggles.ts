import { tokens } from '../structured-data/dom.ts';

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

const QUOTED = /(['"])(.*?)\1/g;
const SELECTOR_PART = /([#.])(-?[A-Za-z_][\w-]*)/g;
const BY_ID = /getElementById\(\s*(['"])([^'"]+)\1/g;

function addSelectors(selectors: string, into: ToggleTargets): void {
  for (const match of selectors.matchAll(SELECTOR_PART)) {
    (match[1] === '#' ? into.ids : into.classes).add(match[2]!);
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
export function addToggleTargets(attribs: Record<string, string>, into: ToggleTargets): void {
  const controls = attribs['aria-controls'];
  if (controls) for (const id of tokens(controls)) into.ids.add(id);
  const target = attribs['data-target'] ?? attribs['data-bs-target'];
  if (target) addSelectors(target, into);
  const handler = attribs.onclick;
  if (handler) {
    for (const match of handler.matchAll(BY_ID)) into.ids.add(match[2]!);
    // Only selectors written as strings: `.slideToggle()` in the code itself is a method, not a class.
    for (const match of handler.matchAll(QUOTED)) addSelectors(match[2]!, into);
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
