import { type Document, type Element, isTag, type ParentNode } from 'domhandler';
import { contentModel } from '../../content/extract.ts';
import { AnalysisMemo } from '../../memo/analysis-memo.ts';

/**
 * How much of the main content sits inside `data-nosnippet` elements, which Google leaves out of snippets and
 * AI Overviews. A paragraph or two is normal (a price, a disclaimer); a whole article body (paywalls wrap
 * subscriber text this way) leaves Google nothing to quote, as `nosnippet` would.
 */

/** At least this share of the main content's words under `data-nosnippet` counts as `nosnippet` for Google. */
const NOSNIPPET_SHARE_LIMIT = 0.8;

export interface NoSnippetShare {
  /** Words of the main content inside a `data-nosnippet` element. */
  words: number;
  /** Words of the main content. */
  total: number;
  share: number;
  /** At least `NOSNIPPET_SHARE_LIMIT` of the main content: Google has nothing left to quote, as with nosnippet. */
  mostly: boolean;
  /** The measure in words, for evidence. */
  what: string;
}

const memo = new AnalysisMemo<Document, NoSnippetShare | null>();

function underNoSnippet(element: Element): boolean {
  let node: Element | null = element;
  while (node !== null) {
    if ('data-nosnippet' in node.attribs) return true;
    const parent: ParentNode | null = node.parent;
    node = parent !== null && isTag(parent) ? parent : null;
  }
  return false;
}

/**
 * The main content's `data-nosnippet` share, or null when the page has no such attribute or no main content.
 * Reads the memoized content model; the raw HTML is searched for the attribute first, so pages without it cost
 * one native substring search. Memoized per document.
 *
 * @example
 * ```ts
 * noSnippetShare(html, parsePage(html))?.share; // 1 for <main data-nosnippet>…</main>
 * ```
 */
export function noSnippetShare(html: string, document: Document): NoSnippetShare | null {
  const known = memo.get(document);
  if (known !== undefined) return known;
  const share = measure(html, document);
  memo.set(document, share);
  return share;
}

function measure(html: string, document: Document): NoSnippetShare | null {
  // A native substring search, not a case-insensitive expression over up to a megabyte of markup (crawlers and
  // platforms both ask); the attribute is written in lower case, as Google documents it.
  if (html.indexOf('data-nosnippet') === -1) return null;
  const main = contentModel(document).main;
  const total = main.blocks.reduce((sum, block) => sum + block.words, 0);
  if (total === 0) return null;
  let words = 0;
  for (const block of main.blocks) if (underNoSnippet(block.element)) words += block.words;
  const share = words / total;
  return {
    words,
    total,
    share,
    mostly: share >= NOSNIPPET_SHARE_LIMIT,
    what: `${Math.round(share * 100)}% of the main content (${words} of ${total} words) is inside data-nosnippet elements`,
  };
}
