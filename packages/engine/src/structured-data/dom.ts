import type { AnyNode, Document, Element } from 'domhandler';

/**
 * Small DOM helpers over htmlparser2/domhandler nodes. Every walk here is iterative: malformed pages can nest
 * elements tens of thousands deep, and a recursive walk would overflow the stack.
 */

export function isElement(node: AnyNode): node is Element {
  return node.type === 'tag' || node.type === 'script' || node.type === 'style';
}

export function attr(element: Element, name: string): string | undefined {
  const value = element.attribs[name];
  return value === undefined ? undefined : value;
}

/**
 * Pushes a node's child elements, last first (so that popping visits them in document order), each with the
 * state it inherits: the step of an iterative walk that only elements matter to.
 *
 * @example
 * ```ts
 * const nodes: Element[] = [];
 * const depths: number[] = [];
 * pushChildElements(document, 0, nodes, depths);
 * ```
 */
export function pushChildElements<State>(
  parent: Element | Document,
  state: State,
  nodes: Element[],
  states: State[],
): void {
  const children = parent.children;
  for (let i = children.length - 1; i >= 0; i--) {
    const child = children[i]!;
    if (isElement(child)) {
      nodes.push(child);
      states.push(state);
    }
  }
}

/** `h1` … `h6` (a lower-cased tag name), without a regular expression per element. */
export function isHeading(name: string): boolean {
  if (name.length !== 2 || name.charCodeAt(0) !== 104) return false;
  const level = name.charCodeAt(1);
  return level >= 49 && level <= 54;
}

/** Whitespace-separated tokens of an attribute (class, rel, itemtype, typeof …). */
export function tokens(value: string | undefined): string[] {
  if (!value) return [];
  return value.split(/\s+/).filter((token) => token.length > 0);
}

/**
 * Collapses runs of whitespace to one space and trims. Only runs that change are matched (two or more whitespace
 * characters, or one that is not a space): the same result as replacing every `\s+`, without a replacement per word.
 */
export function collapse(text: string): string {
  return text.replace(/\s{2,}|[^\S ]/g, ' ').trim();
}

/** `/\S/.test(text)` by character code: ordinary text answers at its first character, without an expression call. */
export function hasNonBlank(text: string): boolean {
  for (let i = 0; i < text.length; i++) if (!isBlank(text.charCodeAt(i))) return true;
  return false;
}

/**
 * A JavaScript white-space or line-terminator code unit: exactly what `\s` matches (and `String.prototype.trim`
 * removes), for scanners that split on blanks without an expression.
 */
export function isBlank(c: number): boolean {
  if (c < 128) return c === 32 || (c >= 9 && c <= 13);
  return (
    c === 0xa0 ||
    c === 0x1680 ||
    (c >= 0x2000 && c <= 0x200a) ||
    c === 0x2028 ||
    c === 0x2029 ||
    c === 0x202f ||
    c === 0x205f ||
    c === 0x3000 ||
    c === 0xfeff
  );
}

const NO_TEXT = new Set(['script', 'style', 'noscript', 'template', 'svg', 'math', 'head']);

/** Phrasing elements: text on either side of them runs on; any other element separates words. */
export const INLINE_TAGS: ReadonlySet<string> = new Set([
  'a',
  'abbr',
  'b',
  'bdi',
  'bdo',
  'cite',
  'code',
  'data',
  'dfn',
  'em',
  'font',
  'i',
  'kbd',
  'label',
  'mark',
  'q',
  's',
  'samp',
  'small',
  'span',
  'strong',
  'sub',
  'sup',
  'time',
  'u',
  'var',
  'wbr',
]);

/**
 * The text content of an element (scripts, styles and templates skipped), whitespace collapsed, stopping once
 * `max` characters were collected so that a huge subtree never costs more than it is worth.
 */
export function textOf(node: AnyNode, max = 2000): string {
  // Fast path: most links, headings and spans hold one text node.
  if (isElement(node) && node.children.length === 1 && node.children[0]!.type === 'text') {
    const text = collapse(node.children[0]!.data);
    return text.length > max ? text.slice(0, max) : text;
  }
  const parts: string[] = [];
  let length = 0;
  // `null` marks the end of a block element: a word break after its content.
  const stack: (AnyNode | null)[] = [node];
  while (stack.length > 0 && length < max) {
    const current = stack.pop()!;
    if (current === null) {
      parts.push(' ');
      continue;
    }
    if (current.type === 'text') {
      parts.push(current.data);
      length += current.data.length;
      continue;
    }
    if (current.type === 'cdata' || current.type === 'root' || isElement(current)) {
      if (isElement(current) && current !== node) {
        if (NO_TEXT.has(current.name)) continue;
        if (!INLINE_TAGS.has(current.name)) {
          parts.push(' ');
          stack.push(null);
        }
      }
      const children = current.children;
      for (let i = children.length - 1; i >= 0; i--) stack.push(children[i]!);
    }
  }
  const text = collapse(parts.join(''));
  return text.length > max ? text.slice(0, max) : text;
}

/** A short CSS-like description of an element for evidence: `div#offer.price[itemtype=…]`. */
export function describeElement(element: Element, extra?: string): string {
  let out = element.name;
  const id = attr(element, 'id');
  if (id) out += `#${id.slice(0, 40)}`;
  const classes = tokens(attr(element, 'class')).slice(0, 2);
  for (const c of classes) out += `.${c.slice(0, 60)}`;
  if (extra) {
    const value = attr(element, extra);
    if (value !== undefined) out += `[${extra}="${value.slice(0, 80)}"]`;
  }
  return out;
}

/** One-based line of `index` in `source`. */
export function lineAt(source: string, index: number): number {
  let line = 1;
  const end = Math.min(index, source.length);
  for (let i = source.indexOf('\n'); i !== -1 && i < end; i = source.indexOf('\n', i + 1)) line++;
  return line;
}
