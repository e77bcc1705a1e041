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

/**
 * Whether an element or one of its ancestors carries `data-nosnippet`. Blocks share their ancestors, so each
 * ancestor's answer is kept in `known` for the blocks after it.
 */
function underNoSnippet(element: Element, known: Map<Element, boolean>): boolean {
  const path: Element[] = [];
  let answer = false;
  for (let node: Element | null = element; node !== null; ) {
    const seen = known.get(node);
    if (seen !== undefined) {
      answer = seen;
      break;
    }
    path.push(node);
    if ('data-nosnippet' in node.attribs) {
      answer = true;
      break;
    }
    const parent: ParentNode | null = node.parent;
    node = parent !== null && isTag(parent) ? parent : null;
  }
  for (const node of path) known.set(node, answer);
  return answer;
}

/**
 * The main content's `data-nosnippet` share, or null when no main content sits inside such an element (or there
 * is no main content). Reads the memoized content model; memoized per document.
 *
 * @example
 * ```ts
 * noSnippetShare(parsePage(html))?.share; // 1 for <main data-nosnippet>…</main>
 * ```
 */
export function noSnippetShare(document: Document): NoSnippetShare | null {
  const known = memo.get(document);
  if (known !== undefined) return known;
  const share = measure(document);
  memo.set(document, share);
  return share;
}

function measure(document: Document): NoSnippetShare | null {
  // The main content's blocks and their ancestors are asked, not the markup searched: a substring search over
  // a page of several hundred kilobytes cost more than walking up from each block.
  const main = contentModel(document).main;
  const total = main.blocks.reduce((sum, block) => sum + block.words, 0);
  if (total === 0) return null;
  let words = 0;
  const known = new Map<Element, boolean>();
  for (const block of main.blocks) if (underNoSnippet(block.element, known)) words += block.words;
  if (words === 0) return null;
  const share = words / total;
  return {
    words,
    total,
    share,
    mostly: share >= NOSNIPPET_SHARE_LIMIT,
    what: `${Math.round(share * 100)}% of the main content (${words} of ${total} words) is inside data-nosnippet elements`,
  };
}
