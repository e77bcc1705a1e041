import type { AnyNode, Element } from 'domhandler';
import { collapse, INLINE_TAGS, isElement } from '../structured-data/dom.ts';

/**
 * Content a label's name leaves out, as the accessible name computation does: the options of a select and the
 * default text of a textarea it wraps (Contact Form 7 wraps every control in its label, so "Department" would read
 * "Department Sales Support Press"), button captions, and what never shows (scripts, styles, icons).
 */
const SKIPPED = new Set([
  'select',
  'textarea',
  'datalist',
  'option',
  'button',
  'script',
  'style',
  'noscript',
  'template',
  'svg',
  'math',
]);

/** A required marker at the end of a label ("Email *", HubSpot's "First name*"): the field says required itself. */
const REQUIRED_MARK = /\s*\*+$/;

/**
 * The text a `<label>` gives its control: its own words, without the content of controls it wraps, without parts
 * hidden from assistive technology (WooCommerce's `<span class="required" aria-hidden="true">*</span>`), and
 * without a trailing required asterisk. Capped at `max` characters.
 *
 * @example
 * ```ts
 * labelText(label); // "Department" for <label>Department <select><option>Sales</option></select></label>
 * ```
 */
export function labelText(label: Element, max = 200): string {
  const parts: string[] = [];
  let length = 0;
  // `null` marks the end of a block element (a <p> or <br> between words): a word break after its content.
  const stack: (AnyNode | null)[] = [];
  for (let i = label.children.length - 1; i >= 0; i--) stack.push(label.children[i]!);
  while (stack.length > 0 && length < max) {
    const node = stack.pop()!;
    if (node === null) {
      parts.push(' ');
      continue;
    }
    if (node.type === 'text') {
      parts.push(node.data);
      length += node.data.length;
      continue;
    }
    if (!isElement(node)) continue;
    if (SKIPPED.has(node.name) || node.attribs['aria-hidden'] === 'true') {
      parts.push(' ');
      continue;
    }
    if (!INLINE_TAGS.has(node.name)) {
      parts.push(' ');
      stack.push(null);
    }
    for (let i = node.children.length - 1; i >= 0; i--) stack.push(node.children[i]!);
  }
  const text = collapse(parts.join('')).replace(REQUIRED_MARK, '');
  return text.length > max ? text.slice(0, max) : text;
}
