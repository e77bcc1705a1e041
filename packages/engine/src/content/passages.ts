import { isBlank } from '../structured-data/dom.ts';
import type { ContentBlock, ContentModel } from './model.ts';
import { openingOffset } from './signals.ts';
import { mainText } from './texts.ts';

/**
 * Passages: the main content cut at its H2 and H3 headings, the unit answer engines quote. Text before the
 * first H2/H3 is the introduction (titled by the H1 when there is one); deeper headings stay inside their
 * passage.
 */

export interface Passage {
  /** Heading text, or null for the introduction. */
  heading: string | null;
  /** 2 or 3 for a passage under a heading, 0 for the introduction. */
  level: number;
  /** The H1 above the introduction, if any. */
  title: string | null;
  blocks: ContentBlock[];
  /** Body text (headings and code blocks excluded), blocks joined by line breaks. */
  text: string;
  /** Words of `text`: code blocks, which no prose check reads, are not counted. */
  words: number;
  /** Pre-order range of the passage's blocks: links, quotes, lists and tables inside it fall in [start, end]. */
  start: number;
  end: number;
}

/** At most this many passages are analysed (a page longer than that is reported on its first ones). */
export const MAX_PASSAGES = 200;

/**
 * Splits the main content into passages.
 *
 * @example
 * ```ts
 * const passages = splitPassages(contentModel(document));
 * passages[0]?.heading; // null (introduction) or the first H2/H3
 * ```
 */
export function splitPassages(model: ContentModel): Passage[] {
  const passages: Passage[] = [];
  const list = model.main.blocks;
  // Where each main block starts in the main text (blocks joined by line breaks): a passage whose body is a run of
  // consecutive blocks is a slice of that text rather than a join of its blocks.
  const offsets: number[] = [];
  let offset = 0;
  for (const block of list) {
    offsets.push(offset);
    offset += block.text.length + 1;
  }
  const whole = list.length > 0 ? mainText(model) : '';
  let title: string | null = null;
  let current: {
    heading: string | null;
    level: number;
    blocks: ContentBlock[];
    start: number;
    first: number;
    /**
     * A block the body text leaves out: a heading inside the body (an H1 after the introduction began), or a code
     * block (configuration directives and identifiers are not sentences to quote, nor figures or repeated terms).
     */
    gap: boolean;
  } | null = null;
  const close = (end: number): void => {
    if (current === null) return;
    const body = current.gap
      ? current.blocks.filter((b) => b.kind !== 'code' && (b.kind !== 'heading' || b.level > 3))
      : current.blocks;
    if (current.heading === null && body.length === 0) return;
    const last = current.first + current.blocks.length - 1;
    const text =
      current.gap || body.length === 0
        ? body.map((b) => b.text).join('\n')
        : whole.slice(offsets[current.first], offsets[last]! + list[last]!.text.length);
    // Blocks are joined by a line break, which always ends a word, so the block counts add up exactly.
    let words = 0;
    for (const b of body) words += b.words;
    passages.push({
      heading: current.heading,
      level: current.level,
      title: current.heading === null ? title : null,
      blocks: current.blocks,
      text,
      words,
      start: current.start,
      end,
    });
  };
  for (let i = 0; i < list.length; i++) {
    const block = list[i]!;
    if (block.kind === 'heading' && (block.level === 2 || block.level === 3)) {
      close(block.pos - 1);
      if (passages.length >= MAX_PASSAGES) return passages;
      current = {
        heading: block.text,
        level: block.level,
        blocks: [],
        start: block.pos,
        first: i + 1,
        gap: false,
      };
      continue;
    }
    if (block.kind === 'heading' && block.level === 1 && current === null) {
      title ??= block.text;
      current = { heading: null, level: 0, blocks: [], start: block.pos, first: i + 1, gap: false };
      continue;
    }
    current ??= { heading: null, level: 0, blocks: [], start: block.pos, first: i, gap: false };
    if ((block.kind === 'heading' && block.level <= 3) || block.kind === 'code') current.gap = true;
    current.blocks.push(block);
  }
  close(model.main.range?.end ?? Number.MAX_SAFE_INTEGER);
  return passages;
}

/** How a finding points at a passage: its heading and its first words. */
export function passageWhere(passage: Passage): string {
  const head =
    passage.heading !== null
      ? `h${passage.level} "${clip(passage.heading, 80)}"`
      : passage.title !== null
        ? `introduction under h1 "${clip(passage.title, 80)}"`
        : 'introduction';
  // From the opening the checks read: a byline and dateline above the first paragraph say nothing of the passage.
  const first = firstWords(passage.text.slice(openingOffset(passage.text)), 12);
  return first === '' ? head : `${head} › "${first}"`;
}

export function firstWords(text: string, count: number): string {
  // The first `count` runs of non-blanks (what splitting the trimmed text at blanks gives), read no further: a
  // passage can be thousands of words long.
  if (count <= 0) return '…';
  let head = '';
  let found = 0;
  let at = 0;
  for (;;) {
    while (at < text.length && isBlank(text.charCodeAt(at))) at++;
    if (at >= text.length) return head;
    const start = at;
    while (at < text.length && !isBlank(text.charCodeAt(at))) at++;
    if (found === count) return `${head}…`;
    head = found === 0 ? text.slice(start, at) : `${head} ${text.slice(start, at)}`;
    found++;
  }
}

function clip(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}
