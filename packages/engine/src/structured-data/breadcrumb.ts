import type { Document, Element } from 'domhandler';
import { attr, pushChildElements, tokens } from './dom.ts';

const BREADCRUMB = /breadcrumb/i;

function isBreadcrumb(element: Element): boolean {
  if (BREADCRUMB.test(attr(element, 'aria-label') ?? '')) return true;
  if (/BreadcrumbList\s*$/.test(attr(element, 'itemtype') ?? '')) return true;
  if (tokens(attr(element, 'typeof')).some((t) => /BreadcrumbList$/.test(t))) return true;
  return [...tokens(attr(element, 'class')), attr(element, 'id') ?? ''].some((t) => BREADCRUMB.test(t));
}

/**
 * True when the page shows a breadcrumb trail: an element labelled, classed or typed as a breadcrumb
 * (`<nav aria-label="Breadcrumb">`, `class="breadcrumbs"`, a microdata or RDFa BreadcrumbList). Advice can
 * then say "mark up the visible breadcrumb" only when there is one.
 *
 * @example
 * ```ts
 * hasVisibleBreadcrumb(parsePage('<nav aria-label="Breadcrumb"><a href="/">Home</a></nav>')); // true
 * ```
 */
export function hasVisibleBreadcrumb(document: Document): boolean {
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
