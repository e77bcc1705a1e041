import type { Element } from 'domhandler';

/**
 * The page's text as blocks, gathered in one walk of the DOM: what the citability module reads (passages,
 * quotations, links, lists, tables) and what the agent modules reuse (how much content the raw HTML holds).
 */

/** What kind of element a block of text came from. */
export type BlockKind =
  | 'heading'
  | 'paragraph'
  | 'list-item'
  | 'table-cell'
  | 'blockquote'
  | 'pre'
  /** A `<pre>` that holds code, a configuration or terminal output (see `isCodeBlock` in extract/blocks.ts). */
  | 'code'
  | 'caption'
  | 'text';

export interface ContentBlock {
  kind: BlockKind;
  /** 1–6 for headings, 0 otherwise. */
  level: number;
  /** Whitespace-collapsed text. */
  text: string;
  /** Words in `text` (counted once, when the model is built). */
  words: number;
  /** Pre-order position of the innermost block element that holds the text (for containment tests). */
  pos: number;
  /** The innermost block element holding the text. */
  element: Element;
  /** Inside a blockquote. */
  quoted: boolean;
  /**
   * The text a sighted visitor reads, when screen-reader labels make it differ from `text` (see
   * `ScreenReaderLabel`): "$24.00 USD $18.00 USD" for Dawn's "Regular price$24.00 USDSale price$18.00 USD".
   */
  shown?: string;
}

/** Text that a visitor does not see (display:none, visibility:hidden, the hidden attribute, off-screen tricks). */
export interface HiddenText {
  text: string;
  /** CSS-like description of the element that hides it. */
  where: string;
  /** How it is hidden: `hidden attribute`, `display:none` … */
  how: string;
  /**
   * True for the usual interface patterns that hide text until a click (tab panels, accordions, dialogs, menus,
   * elements another control points at with aria-controls): not a trick, and not penalised.
   */
  interactive: boolean;
  /** Inside the page's main content (a landmark or the chosen block), for evidence. */
  inContent: boolean;
  /** Inside navigation, a header, footer, sidebar or banner: hidden menus there are normal. */
  boilerplate: boolean;
  /**
   * For a collapsed panel whose text is content too (its blocks are in `blocks`, read as visible text): the pre-order
   * range of the panel, which holds the `pos` of those blocks. Null for other hidden text, and for a panel the walk's
   * limits cut short (its text may be missing from the blocks).
   */
  panel: { start: number; end: number } | null;
  /**
   * For a collapsed panel: false when only its class or id says it is one (an accordion a script binds by class, or
   * a div named "panel" that nothing opens) and no control in the markup points at it; true for a tab panel,
   * `hidden="until-found"` or a panel a control opens. Readers that must not be fooled by a class name (the spam cap)
   * take a panel nothing opens for hidden text.
   */
  opened?: boolean;
}

/**
 * A short text in a screen-reader-only element (`visually-hidden`, `sr-only`, `screen-reader-text` …): Shopify
 * Dawn's "Regular price" before each price, WordPress's "Posted on" before a date. Stylesheets clip it out of view,
 * which the HTML does not show, so it stays in the blocks (it names links and prices and opens bylines, as it does
 * for a screen reader); it is listed here so that what measures the prose a visitor reads (keyword stuffing, the
 * amount of text) can leave it out.
 */
export interface ScreenReaderLabel {
  text: string;
  /** Pre-order position of the element that holds it (for containment tests). */
  pos: number;
  words: number;
}

export interface ContentLink {
  href: string;
  text: string;
  rel: string[];
  pos: number;
}

/** An inline quotation (`<q>`) or a `<blockquote>`, with what attributes it. */
export interface ContentQuote {
  kind: 'q' | 'blockquote';
  text: string;
  /** The `cite` attribute, a `<cite>`/`<figcaption>`/footer inside or right after it, or a "— Name" line. */
  attribution: string | null;
  pos: number;
}

export interface ContentTable {
  pos: number;
  rows: number;
  /** Cells holding a number. */
  numericCells: number;
  hasHeader: boolean;
}

export interface ContentList {
  pos: number;
  items: number;
  ordered: boolean;
}

export interface ContentRange {
  element: Element;
  start: number;
  end: number;
}

/** A `<main>` or `<article>` the page has, as a finding names it (see `ContentModel.main.passedOver`). */
export interface PassedOverLandmark {
  element: string;
  kind: 'main' | 'article';
  where: string;
}

export interface ContentModel {
  /** Visible, non-boilerplate text blocks in document order (all candidates; see `main`). */
  blocks: ContentBlock[];
  /** The chosen main content: where it was found and which blocks it holds. */
  main: {
    /** `landmark` (`<main>`, role=main or `<article>`), `densest` (the block holding the most prose) or `none`. */
    source: 'landmark' | 'densest' | 'none';
    /** CSS-like description of the chosen element. */
    where: string | null;
    blocks: ContentBlock[];
    /** Words in the main content, code blocks included: how much the HTML holds (what agent states ask). */
    words: number;
    /**
     * Words of those inside code blocks. The prose checks count `words - codeWords`: code is not prose an answer
     * engine quotes as an answer, and code tokens split at their punctuation (`proxy_cache_path` is three words).
     */
    codeWords: number;
    /**
     * Words of the screen-reader labels inside it (see `ScreenReaderLabel`), counted in `words` too: text no visitor
     * sees, which the amount of prose leaves out.
     */
    labelWords: number;
    range: ContentRange | null;
    /**
     * With `source` `densest`: the `<main>` (else `<article>`, or an element with their role) the page has but that
     * was passed over, and why; null when it has none. The finding says so rather than that the element is missing.
     * `element` is its tag as written (`<main>`, `<div role="main">`), `kind` which landmark it is, `where` its
     * CSS-like description. `why`:
     * - `short`: it holds too little visible text (`words`) to be the main content;
     * - `hidden`: hidden from readers, itself or by an element around it (`hiddenBy`, its description,
     *   null when it is the `<main>` itself), `how` (`display:none`, `hidden attribute` …);
     * - `furniture`: inside page furniture (`inside`: "a sidebar", "the navigation" …, "page furniture";
     *   `insideWhere`: that element's description), whose text is read as furniture, not content.
     */
    passedOver:
      | (PassedOverLandmark & { why: 'short'; words: number })
      | (PassedOverLandmark & { why: 'hidden'; how: string; hiddenBy: string | null })
      | (PassedOverLandmark & { why: 'furniture'; inside: string; insideWhere: string })
      | null;
  };
  /** Screen-reader-only labels in visible, non-boilerplate content, in document order (capped). */
  screenReaderLabels: ScreenReaderLabel[];
  /** Words in navigation, headers, footers, sidebars, cookie banners and text outside the main content. */
  boilerplateWords: number;
  /** All visible words of the body. */
  totalWords: number;
  hidden: HiddenText[];
  links: ContentLink[];
  quotes: ContentQuote[];
  /** Texts of `<cite>` elements in visible content. */
  cites: { text: string; pos: number }[];
  tables: ContentTable[];
  lists: ContentList[];
  /** HTML comments (capped), for prompt-injection scanning. */
  comments: string[];
  /** `<html lang>`, lower-cased, if any. */
  lang: string | null;
  /** True when a limit cut the walk short (huge pages): figures cover the part read. */
  truncated: boolean;
  /**
   * Comment sections the walk leaves out as furniture (`#comments`, `div.comment`, WordPress's comment block), by
   * their ranges in document order (their words are boilerplate): an article's comments are not its content, but a
   * forum thread's replies are often marked up as comments, and the thread's passages take them back (see
   * `discussionBlocks` in extract.ts, and `splitPassages`' `posts`).
   */
  discussion: ContentRange[];
  /**
   * When the page has no `<main>` (nor one post body) and two or more `<article>`s holding text stand side by side,
   * their parent (CSS-like description and range), else null. `main` stays the largest of them: a blog's home page
   * lists its posts' teasers so, and one of them is its main content as before. A forum thread without `<main>`
   * (phpBB-like themes) lists its posts so too, and its passages are read from the whole list (see `splitPassages`'
   * `posts`).
   */
  articles: { where: string; range: ContentRange } | null;
}

/** True when a position lies inside the range. */
export function inRange(range: ContentRange | null, pos: number): boolean {
  return range !== null && pos >= range.start && pos <= range.end;
}
