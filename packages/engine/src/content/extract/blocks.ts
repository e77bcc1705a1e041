import type { AnyNode, Element } from 'domhandler';
import { collapse, INLINE_TAGS, isElement, textOf } from '../../structured-data/dom.ts';
import type { BlockKind } from '../model.ts';
import { trimPermalink } from '../words.ts';
import { SKIP } from './skipped.ts';

/** What kind of block an element opens (a code block among `<pre>`s), and a heading block's text. */

/** A Map, not an object: a tag named like an Object property (`<constructor>`) must not find one. */
export const BLOCK_KINDS = new Map<string, BlockKind>([
  ['p', 'paragraph'],
  ['li', 'list-item'],
  ['dt', 'list-item'],
  ['dd', 'list-item'],
  ['td', 'table-cell'],
  ['th', 'table-cell'],
  ['blockquote', 'blockquote'],
  ['pre', 'pre'],
  ['figcaption', 'caption'],
  ['caption', 'caption'],
]);

/** Class names the usual highlighters and editors give a code block or its wrapper (Prism, highlight.js, Pygments,
 * GitHub, WordPress's code block, Shiki, SyntaxHighlighter). */
const CODE_CLASS =
  /(?:^|[\s-])(?:code|highlight|hljs|language-\S+|lang-\S+|prettyprint|sourceCode|syntax|shiki|prism|brush:?|wp-block-code|terminal|console)(?:$|[\s-])/i;
const CODE_CHILDREN = new Set(['code', 'samp', 'kbd']);

/**
 * Whether a `<pre>` holds code, a configuration or terminal output rather than preformatted prose (a poem, a
 * plain-text RFC): an element child `<code>`, `<samp>` or `<kbd>` (how HTML marks them up), or a highlighter's class on
 * it or its parent.
 */
export function isCodeBlock(pre: Element): boolean {
  for (const child of pre.children) if (isElement(child) && CODE_CHILDREN.has(child.name)) return true;
  if (pre.attribs.class !== undefined && CODE_CLASS.test(pre.attribs.class)) return true;
  const parent = pre.parent;
  return (
    parent !== null &&
    isElement(parent) &&
    parent.attribs.class !== undefined &&
    CODE_CLASS.test(parent.attribs.class)
  );
}

/** The classes themes give a heading's permalink anchor (Sphinx and MkDocs, Docusaurus, Hugo, AnchorJS …). */
const PERMALINK_CLASS =
  /(?:^|\s)(?:headerlink|hash-link|anchor|anchor-link|anchorjs-link|heading-anchor|header-anchor|heading-link)(?:$|\s)/;

/** Whether a heading's descendant is no part of its text: hidden, hidden from screen readers, or a permalink anchor. */
function outOfHeading(element: Element): boolean {
  const a = element.attribs;
  if (a.hidden !== undefined || a['aria-hidden'] === 'true') return true;
  return (
    element.name === 'a' &&
    a.class !== undefined &&
    a.href?.startsWith('#') === true &&
    PERMALINK_CLASS.test(a.class)
  );
}

/**
 * A heading's text, as a reader sees it: without hidden parts and permalink anchors ("#", "¶", a zero-width space),
 * which would ride along into every passage's label and hide a question mark. A heading that is all anchor keeps its
 * text.
 */
export function headingText(heading: Element): string {
  const children = heading.children;
  if (children.length === 1 && children[0]!.type === 'text') return trimPermalink(textOf(heading, 300));
  let text = '';
  // `null` marks the end of a block element inside: a word break after it, as `textOf` reads it.
  const stack: (AnyNode | null)[] = [];
  for (let i = children.length - 1; i >= 0; i--) stack.push(children[i]!);
  while (stack.length > 0 && text.length < 600) {
    const node = stack.pop()!;
    if (node === null) text += ' ';
    else if (node.type === 'text') text += node.data;
    else if (isElement(node) && !SKIP.has(node.name) && !outOfHeading(node)) {
      if (!INLINE_TAGS.has(node.name)) {
        text += ' ';
        stack.push(null);
      }
      for (let i = node.children.length - 1; i >= 0; i--) stack.push(node.children[i]!);
    }
  }
  const kept = trimPermalink(collapse(text).slice(0, 300));
  return kept !== '' ? kept : trimPermalink(textOf(heading, 300));
}
