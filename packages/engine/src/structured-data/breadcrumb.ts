import type { Document, Element } from 'domhandler';
import { pushChildElements } from './dom.ts';

const BREADCRUMB = /breadcrumb/i;
const BREADCRUMB_LIST = /BreadcrumbList/;

// Tested on whole attribute values: a class list holds a breadcrumb token exactly when its value holds the word, so
// nothing is split or allocated for the thousands of elements that are not one.
function isBreadcrumb(element: Element): boolean {
  const a = element.attribs;
  for (const key in a) {
    const value = a[key]!;
    if (key === 'class' || key === 'id' || key === 'aria-label') {
      if (BREADCRUMB.test(value)) return true;
    } else if ((key === 'itemtype' || key === 'typeof') && BREADCRUMB_LIST.test(value)) return true;
  }
  return false;
}

/**
 * True when the page shows a breadcrumb trail: an element labelled, classed or typed as a breadcrumb
 * (`<nav aria-label="Breadcrumb">`, `class="breadcrumbs"`, a microdata or RDFa BreadcrumbList). Advice can
 * then say "mark up the visible breadcrumb" only when there is one. Given the page's HTML, a page that never
 * writes the word is answered without walking the document.
 *
 * @example
 * ```ts
 * hasVisibleBreadcrumb(parsePage('<nav aria-label="Breadcrumb"><a href="/">Home</a></nav>')); // true
 * ```
 */
export function hasVisibleBreadcrumb(document: Document, html?: string): boolean {
  // Every way of marking a breadcrumb spells the word in the markup: a page whose HTML never does needs no walk.
  if (html !== undefined && !BREADCRUMB.test(html)) return false;
  // An explicit stack, not recursion: pages nest tens of thousands of elements deep.
  const nodes: Element[] = [];
  const unused: null[] = [];
  pushChildElements(document, null, nodes, unused);
  for (let element = nodes.pop(); element !== undefined; element = nodes.pop()) {
    if (element.name === 'script' || element.name === 'template') continue;
    if (isBreadcrumb(element)) return true;
    pushChildElements(element, null, nodes, unused);
  }
  return false;
}
