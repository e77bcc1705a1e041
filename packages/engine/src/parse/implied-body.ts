import { type ChildNode, type Document, Element, type ParentNode } from 'domhandler';
import { append, prependChild, removeElement } from 'domutils';

/**
 * htmlparser2 builds the tree the markup spells out, not the one HTML's tree construction makes. The two differ
 * where it matters most: HTML lets a page leave out `</head>` and `<body>` (Google's style guide recommends it, and
 * minifiers do it), and then the first heading or paragraph ends the head and starts the body. htmlparser2 keeps
 * it, and everything after it, inside `<head>`, where every analyzer rightly ignores it: the page would read as
 * empty. So the head is repaired the way a browser builds it: from the first node that cannot be in a head (an
 * element other than the metadata ones, or text that is not blank), the rest moves to the start of the body,
 * which is created when the page has none. (decision 0027)
 */

/** Elements a head may hold; any other start tag ends it (HTML §13.2.6.4.4, "in head"). */
const HEAD_CONTENT = new Set([
  'base',
  'basefont',
  'bgsound',
  'link',
  'meta',
  'title',
  'noscript',
  'noframes',
  'style',
  'script',
  'template',
]);

/** The first child element of that name, or undefined. */
export function childElement(parent: ParentNode, name: string): Element | undefined {
  for (const node of parent.children) if (node instanceof Element && node.name === name) return node;
  return undefined;
}

function endsHead(node: ChildNode): boolean {
  if (node instanceof Element) return !HEAD_CONTENT.has(node.name);
  return node.type === 'text' && /[^\t\n\f\r ]/.test(node.data);
}

/**
 * Moves what a browser would put in the body out of `<head>`. Changes nothing in a page whose head holds only
 * head content.
 *
 * @example
 * ```ts
 * const document = parseDocument('<head><title>T</title><h1>Hello</h1>');
 * repairHead(document); // <head><title>T</title></head><body><h1>Hello</h1></body>
 * ```
 */
export function repairHead(document: Document): void {
  const root = childElement(document, 'html') ?? document;
  const head = childElement(root, 'head');
  if (!head) return;
  const first = head.children.findIndex(endsHead);
  if (first < 0) return;
  const stray = head.children.slice(first);
  let body = childElement(root, 'body');
  if (!body) {
    body = new Element('body', {});
    append(head, body);
  }
  for (let i = stray.length - 1; i >= 0; i--) {
    const node = stray[i]!;
    removeElement(node);
    prependChild(body, node);
  }
}
