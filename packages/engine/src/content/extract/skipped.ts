import type { AnyNode, Element } from 'domhandler';
import { isElement } from '../../structured-data/dom.ts';

/**
 * The elements the content walk never reads: code, embeds, form controls and a shop's option pickers, unless a form
 * wraps the page itself.
 */

/** Never content: code, embedded documents, form controls. */
export const SKIP = new Set([
  'script',
  'style',
  'noscript',
  'template',
  'svg',
  'math',
  'iframe',
  'object',
  'embed',
  'canvas',
  'select',
  'button',
  'textarea',
  'input',
  'form',
  'head',
  'title',
  'meta',
  'link',
]);

/**
 * Old Reddit's post text: the link post's and each comment's rendered Markdown sit in a `form.usertext` (the form its
 * author edits them in), which holds nothing else a logged-out reader sees.
 */
const POST_TEXT_FORM = /(?:^|\s)usertext(?:$|\s)/;

/**
 * A shop's option pickers outside any `<form>` (Shopify Dawn's `variant-selects`, older themes' `variant-radios`, a
 * `role=radiogroup`): the size buttons' labels and their screen-reader notes ("Variant sold out or unavailable") are
 * controls, not prose.
 */
const PICKERS = new Set(['variant-selects', 'variant-radios', 'fieldset', 'legend', 'label']);

/** Whether a picker element (see `PICKERS`) is a control's: a fieldset or label around an input, a legend of one. */
function isPicker(element: Element): boolean {
  const name = element.name;
  if (name === 'variant-selects' || name === 'variant-radios' || name === 'legend') return true;
  if (name === 'label' && element.attribs.for !== undefined) return true;
  for (const child of element.children) {
    if (!isElement(child)) continue;
    const n = child.name;
    if (n === 'input' || n === 'select' || n === 'textarea' || (name === 'fieldset' && n === 'legend'))
      return true;
  }
  return false;
}

/** Whether an element is never content (see `SKIP`), unless it is a form that holds content. */
export function skipped(element: Element): boolean {
  const name = element.name;
  if (!SKIP.has(name)) {
    if (element.attribs.role === 'radiogroup') return true;
    return PICKERS.has(name) && isPicker(element);
  }
  if (name !== 'form') return true;
  const cls = element.attribs.class;
  return !(cls !== undefined && POST_TEXT_FORM.test(cls)) && !wrapsPage(element);
}

/** What only a page's content holds: a form around one of these wraps the page, not a few fields. */
const PAGE_PARTS = new Set(['main', 'article', 'h1']);

/**
 * Whether a form wraps the page rather than asks for input: ASP.NET Web Forms put the whole body in one `<form>`
 * (`#aspnetForm`, `#form1`), so skipping forms as interface would leave such a page without content. Looks for a
 * `<main>`, `<article>` or `<h1>` inside, stopping at the first; a search box or sign-up form has none. A form that
 * carries ASP.NET's `__VIEWSTATE` wraps the page when it holds any heading or paragraph (older pages mark no main).
 */
function wrapsPage(form: Element): boolean {
  // ASP.NET's own mark: the view state it keeps at the top of every Web Forms page's one form (in a div.aspNetHidden
  // since .NET 4).
  const isViewState = (c: AnyNode): boolean =>
    isElement(c) && c.name === 'input' && c.attribs.name === '__VIEWSTATE';
  const webForms = form.children
    .slice(0, 8)
    .some((c) => isViewState(c) || (isElement(c) && c.name === 'div' && c.children.some(isViewState)));
  const stack: AnyNode[] = [...form.children];
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (!isElement(node)) continue;
    if (PAGE_PARTS.has(node.name) || node.attribs.role === 'main') return true;
    if (webForms && (node.name === 'h2' || node.name === 'p')) return true;
    for (const child of node.children) stack.push(child);
  }
  return false;
}
