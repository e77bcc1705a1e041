import { collapse } from '../../structured-data/dom.ts';
import type { ContentBlock, ScreenReaderLabel } from '../model.ts';
import { quickWords } from '../words.ts';

/**
 * Screen-reader-only labels ("Regular price", "Opens in a new window"): how the walk finds them, and what a block
 * shows without them.
 */

/**
 * The classes frameworks give text clipped out of view for screen readers: Bootstrap's and Tailwind's `sr-only`,
 * Bootstrap 5's, Drupal's and Shopify Dawn's `visually-hidden`, WordPress's `screen-reader-text`, HTML5
 * Boilerplate's `visuallyhidden`, prefixed forms (`u-visually-hidden`, `govuk-visually-hidden`, `usa-sr-only`,
 * `slds-assistive-text`), Foundation's `show-for-sr` and Drupal 7's `element-invisible`. Not the `-focusable`
 * variants alone: a skip link shows on focus.
 */
const SR_ONLY_CLASS =
  /(?:^|\s)(?:[a-z0-9]+-)*(?:sr-only|visually-hidden|visuallyhidden|screen-reader-text|screen-reader-only|show-for-sr|assistive-text|element-invisible|a11y-hidden)(?:$|\s)/i;

/** Whether a class attribute marks a screen-reader-only element; substrings rule out nearly every class first. */
export function screenReaderOnly(cls: string | undefined): boolean {
  return (
    cls !== undefined &&
    (cls.includes('visually') ||
      cls.includes('sr-') ||
      cls.includes('for-sr') ||
      cls.includes('screen-reader') ||
      cls.includes('assistive') ||
      cls.includes('invisible') ||
      cls.includes('a11y')) &&
    SR_ONLY_CLASS.test(cls)
  );
}

/**
 * Words from which a screen-reader-only text is no label: a chart's text alternative or a table's summary is content
 * written for those who cannot see it, and text hidden in bulk under such a class is what stuffing checks must see.
 */
const LABEL_WORDS = 12;

/** A screen-reader-only element's text as the walk gathers it, with the `pos` of the block its text went into. */
export interface GatheredLabel {
  text: string;
  pos: number;
  block: number;
}

/**
 * The labels the walk gathered, collapsed and counted, less empty ones and those too long to be labels; the blocks
 * holding them get their `shown` text. Only pages with such elements pay for it.
 */
export function labelsOf(gathered: readonly GatheredLabel[], blocks: ContentBlock[]): ScreenReaderLabel[] {
  const out: ScreenReaderLabel[] = [];
  let byBlock: Map<number, string[]> | null = null;
  for (const label of gathered) {
    const text = collapse(label.text);
    if (text === '') continue;
    const words = quickWords(text);
    if (words > LABEL_WORDS) continue;
    out.push({ text, pos: label.pos, words });
    byBlock ??= new Map();
    const pending = byBlock.get(label.block);
    if (pending === undefined) byBlock.set(label.block, [text]);
    else pending.push(text);
  }
  if (byBlock !== null) for (const block of blocks) showWithout(block, byBlock.get(block.pos));
  return out;
}

/**
 * Sets a block's `shown` text: its text less the labels found in it, in order, each replaced by a space ("$24.00
 * USD$18.00 USD" is no word). The labels found are taken off `pending`; the rest belong to a later block of the same
 * element (the text after a list inside it).
 */
function showWithout(block: ContentBlock, pending: string[] | undefined): void {
  if (pending === undefined || pending.length === 0) return;
  const text = block.text;
  let shown = '';
  let from = 0;
  let taken = 0;
  for (const label of pending) {
    const at = text.indexOf(label, from);
    if (at < 0) break;
    shown += `${text.slice(from, at)} `;
    from = at + label.length;
    taken++;
  }
  if (taken === 0) return;
  pending.splice(0, taken);
  block.shown = collapse(shown + text.slice(from));
}
