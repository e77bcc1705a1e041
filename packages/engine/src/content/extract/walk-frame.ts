import type { Element } from 'domhandler';
import type { BlockKind, ContentQuote, ContentTable } from '../model.ts';
import type { GatheredLabel } from './labels.ts';

/** The state the content walk keeps on its stack, one frame per open element. */

/** The block an element opened: the text read below it goes into one `ContentBlock` of this kind. */
export interface BlockContext {
  element: Element;
  kind: BlockKind;
  pos: number;
}

/** A hidden element's text as the walk gathers it, for its `HiddenText`. */
export interface HiddenAccumulator {
  element: Element;
  parts: string[];
  length: number;
  where: string;
  how: string;
  interactive: boolean;
  boilerplate: boolean;
  /** A collapsed panel known only by its class or id: whether a control opens it is looked up after the walk. */
  byName: boolean;
  id: string | undefined;
  pos: number;
}

/** A `<blockquote>` open around, with its blocks' texts so far. */
export interface QuoteAccumulator {
  quote: ContentQuote;
  element: Element;
  parts: string[];
}

/** What the walk knows of the elements open around a node, handed down to its children. */
export interface Frame {
  block: BlockContext | null;
  boilerplate: boolean;
  /** The outermost furniture element around (`boilerplate`), to say where a `<main>` in it sits. */
  furniture: Element | null;
  hidden: HiddenAccumulator | null;
  quote: QuoteAccumulator | null;
  table: ContentTable | null;
  /**
   * The innermost `<main>`/`<article>` landmark (or post body) around: a `<header>`/`<footer>` there is the
   * article's, not the site's. Null outside any.
   */
  landmark: Element | null;
  /** The outermost screen-reader-only element around (see `screenReaderOnly`), whose text it gathers. */
  label: GatheredLabel | null;
  /**
   * The innermost hidden element (`hidden`) is a collapsed panel, an accordion or tab a visitor opens: its text is
   * content as a closed `<details>` is (Google indexes it), and is recorded as hidden text too.
   */
  collapsed: boolean;
}

/** Whether a frame's text is kept out of the content: hidden, and not in a collapsed panel. */
export function hiddenAway(frame: Frame): boolean {
  return frame.hidden !== null && !frame.collapsed;
}

/** Pushed after an element's children: the walk finishes the element when it pops it. */
export const CLOSE = Symbol('close');
