import type { AnyNode, Document, Element } from 'domhandler';
import { AnalysisMemo } from '../memo/analysis-memo.ts';
import {
  collapse,
  describeElement,
  hasNonBlank,
  INLINE_TAGS,
  isElement,
  isHeading,
  textOf,
  tokens,
} from '../structured-data/dom.ts';
import { BLOCK_KINDS, headingText, isCodeBlock } from './extract/blocks.ts';
import { readSection } from './extract/discussion.ts';
import { isBoilerplate, isCommentSection } from './extract/furniture.ts';
import { hiddenHow, holdsText, interactiveKind, isConsentBanner } from './extract/hidden.ts';
import { type GatheredLabel, labelsOf, screenReaderOnly } from './extract/labels.ts';
import { isLandmark, type Landmark } from './extract/landmarks.ts';
import { CONTENT_LIMITS } from './extract/limits.ts';
import { chooseMain, type SetAsideMain } from './extract/main-choice.ts';
import { dashAttribution } from './extract/quote-attribution.ts';
import { skipped } from './extract/skipped.ts';
import {
  type BlockContext,
  CLOSE,
  type Frame,
  hiddenAway,
  type QuoteAccumulator,
} from './extract/walk-frame.ts';
import type {
  ContentBlock,
  ContentLink,
  ContentList,
  ContentModel,
  ContentQuote,
  ContentRange,
  ContentTable,
  HiddenText,
} from './model.ts';
import { inRange } from './model.ts';
import { isToggled, type ToggleTargets, toggleTargetsIn } from './toggles.ts';
import { quickWords } from './words.ts';

/**
 * Main-content extraction over the DOM `parsePage` built, in one iterative walk (see decision
 * 0013c-main-content-extraction.md): text blocks outside navigation, headers, footers, sidebars, cookie banners,
 * forms and scripts; hidden text kept apart; then the main content is the largest `<main>`/role=main (else
 * `<article>`) landmark holding text, else the element whose paragraphs hold the most prose (the Readability idea:
 * each paragraph scores its parent fully and its grandparent by half). Memoized per document.
 */

const cache = new AnalysisMemo<Document, ContentModel>();

/**
 * The page's content model (blocks, main content, hidden text, links, quotations, lists, tables), computed once
 * per document in a single walk.
 *
 * @example
 * ```ts
 * const model = contentModel(parsePage('<main><h2>What is GEO?</h2><p>GEO is …</p></main>'));
 * model.main.source; // 'landmark'
 * ```
 */
export function contentModel(document: Document): ContentModel {
  const known = cache.get(document);
  if (known) return known;
  const model = extract(document);
  cache.set(document, model);
  return model;
}

function extract(document: Document): ContentModel {
  const blocks: ContentBlock[] = [];
  const hidden: HiddenText[] = [];
  const hiddenIds: (string | undefined)[] = [];
  const hiddenPos: number[] = [];
  let lastBlockquote: QuoteAccumulator | null = null;
  const links: ContentLink[] = [];
  const quotes: ContentQuote[] = [];
  const cites: { text: string; pos: number }[] = [];
  const tables: ContentTable[] = [];
  const lists: ContentList[] = [];
  const comments: string[] = [];
  const landmarks: Landmark[] = [];
  // The first <main> and the first <article> passed over (hidden, or in furniture): at most one of each kind.
  const setAside: SetAsideMain[] = [];
  const hiddenClasses: (string | undefined)[] = [];
  // Ranges in document order; the element closing next finds its own on `closingRange` (no lookup by element).
  const ranges: ContentRange[] = [];
  let lang: string | null = null;
  let truncated = false;
  let textChars = 0;
  let boilerplateWords = 0;
  let pos = 0;
  // Comment sections' ranges (see `ContentModel.discussion`): their text is read only when a forum page asks.
  const discussion: ContentRange[] = [];
  // Screen-reader-only elements' texts as the walk gathers them (see `labelsOf`).
  const labels: GatheredLabel[] = [];

  // The block's text so far and how many text nodes it holds: concatenated as it goes rather than joined from an
  // array at the end (V8's join costs more per call and per part than the concatenation and one flattening).
  let buffer = '';
  let bufferParts = 0;
  let bufferBlock: BlockContext | null = null;
  let bufferQuote: QuoteAccumulator | null = null;
  let bufferTable: ContentTable | null = null;

  const flush = (): void => {
    if (bufferParts === 0) return;
    const text = collapse(buffer);
    buffer = '';
    bufferParts = 0;
    const block = bufferBlock;
    if (text === '' || block === null) return;
    if (blocks.length >= CONTENT_LIMITS.blocks) {
      truncated = true;
      return;
    }
    blocks.push({
      kind: block.kind,
      level: 0,
      text,
      words: quickWords(text),
      pos: block.pos,
      element: block.element,
      quoted: bufferQuote !== null,
    });
    if (bufferQuote) bufferQuote.parts.push(text);
    if (bufferTable && block.kind === 'table-cell' && /\d/.test(text)) bufferTable.numericCells++;
  };

  const nodes: (AnyNode | typeof CLOSE)[] = [document];
  const frames: Frame[] = [
    {
      block: null,
      boilerplate: false,
      furniture: null,
      hidden: null,
      quote: null,
      table: null,
      landmark: null,
      label: null,
      collapsed: false,
    },
  ];
  // What the page's controls open, looked up once, when a hidden element's markup does not say what it is.
  let toggles: ToggleTargets | null = null;
  const closing: Element[] = [];
  const closingRange: (ContentRange | null)[] = [];

  while (nodes.length > 0) {
    const node = nodes.pop()!;
    const frame = frames.pop()!;
    if (node === CLOSE) {
      const element = closing.pop()!;
      const range = closingRange.pop()!;
      if (!INLINE_TAGS.has(element.name) && !frame.boilerplate && !hiddenAway(frame)) flush();
      if (range) range.end = pos;
      // The frame pushed with CLOSE is the element's own frame: finish what it opened.
      if (frame.hidden && frame.hidden.element === element) {
        const text = collapse(frame.hidden.parts.join(''));
        if (text !== '' && hidden.length < CONTENT_LIMITS.hidden) {
          hidden.push({
            text,
            where: frame.hidden.where,
            how: frame.hidden.how,
            interactive: frame.hidden.interactive,
            inContent: false,
            boilerplate: frame.hidden.boilerplate,
            // Its text went into the blocks as it was read, unless a limit stopped the walk before its end.
            panel: frame.collapsed && !truncated ? { start: frame.hidden.pos, end: pos } : null,
            ...(frame.collapsed ? { opened: !frame.hidden.byName } : {}),
          });
          hiddenIds.push(frame.hidden.id);
          hiddenClasses.push(frame.hidden.element.attribs.class);
          hiddenPos.push(frame.hidden.pos);
        }
      }
      if (frame.quote && frame.quote.quote.kind === 'blockquote' && element.name === 'blockquote') {
        const q = frame.quote;
        q.quote.text = q.parts.join(' ').slice(0, 2000);
        if (q.quote.attribution === null) q.quote.attribution = dashAttribution(q.quote.text);
        if (quotes.length < CONTENT_LIMITS.quotes) quotes.push(q.quote);
        lastBlockquote = q;
      }
      continue;
    }

    if (node.type === 'text') {
      if (frame.hidden) {
        if (frame.hidden.length < CONTENT_LIMITS.hiddenChars) {
          frame.hidden.parts.push(node.data);
          frame.hidden.length += node.data.length;
        }
        if (!frame.collapsed) continue;
      }
      if (frame.boilerplate) {
        if (hasNonBlank(node.data)) boilerplateWords += quickWords(node.data);
        continue;
      }
      if (textChars >= CONTENT_LIMITS.textChars) {
        truncated = true;
        continue;
      }
      if (frame.label !== null && frame.label.text.length < CONTENT_LIMITS.labelChars)
        frame.label.text += node.data;
      if (bufferParts === 0 || bufferBlock === null) {
        bufferBlock = frame.block;
        bufferQuote = frame.quote;
        bufferTable = frame.table;
      }
      buffer += node.data;
      bufferParts++;
      textChars += node.data.length;
      continue;
    }
    if (node.type === 'comment') {
      if (comments.length < CONTENT_LIMITS.comments && hasNonBlank(node.data))
        comments.push(node.data.slice(0, CONTENT_LIMITS.commentChars));
      continue;
    }
    if (!isElement(node)) {
      if (node.type === 'root' || node.type === 'cdata') {
        const children = (node as Document).children;
        for (let i = children.length - 1; i >= 0; i--) {
          nodes.push(children[i]!);
          frames.push(frame);
        }
      }
      continue;
    }

    const name = node.name;
    const a = node.attribs;
    if (name === 'html' && a.lang && lang === null) lang = a.lang.trim().toLowerCase();
    if (skipped(node)) continue;
    pos++;
    const inline = INLINE_TAGS.has(name);
    const away = hiddenAway(frame);
    if (!inline && !frame.boilerplate && !away) flush();

    let next: Frame = frame;
    let range: ContentRange | null = null;
    let landmarkOf: Landmark | null = null;
    // Inside a collapsed panel, text hidden again (a display:none block in an accordion) is looked at too.
    const how = away ? null : hiddenHow(node);
    if (how !== null) {
      const kind = interactiveKind(node);
      let opened = kind === 'panel';
      if (kind === null && !frame.boilerplate && (toggles !== null || holdsText(node))) {
        toggles ??= toggleTargetsIn(document);
        opened = isToggled(a.id, a.class, toggles);
      }
      // A hidden cookie bar, comment thread or related-posts list is furniture, whether a button opens it or a script
      // shows it later: not text hidden from readers, and not content.
      const furniture = frame.boilerplate || isBoilerplate(node, frame.landmark) || isConsentBanner(a);
      const collapsed = opened && !furniture;
      next = {
        ...frame,
        hidden: {
          element: node,
          parts: [],
          length: 0,
          where: describeElement(node),
          how,
          interactive: kind !== null || opened,
          boilerplate: furniture,
          byName: kind === 'panel' && a.hidden !== 'until-found' && a.role !== 'tabpanel',
          id: a.id,
          pos,
        },
        collapsed,
      };
    } else if (
      !frame.boilerplate &&
      !away &&
      // A <footer> inside a quotation holds its attribution, not site furniture.
      !(frame.quote && name === 'footer') &&
      isBoilerplate(node, frame.landmark)
    ) {
      next = { ...frame, boilerplate: true, furniture: node };
      // A comment section is furniture on an article but holds a forum's replies: its range is kept to read them.
      if (!inline && discussion.length < CONTENT_LIMITS.discussionSections && isCommentSection(node)) {
        range = { element: node, start: pos, end: pos };
        discussion.push(range);
      }
    }
    const visibleContent = !hiddenAway(next) && !next.boilerplate;
    if (!visibleContent && setAside.length < 2) {
      // Not a landmark the content can come from, but the page has it: the finding says why it was passed over rather
      // than that there is none.
      const kind =
        name === 'main' || a.role === 'main'
          ? 'main'
          : name === 'article' || a.role === 'article'
            ? 'article'
            : null;
      if (kind !== null && !setAside.some((s) => s.kind === kind)) {
        setAside.push(
          hiddenAway(next)
            ? { element: node, kind, hiddenBy: next.hidden!.element, how: next.hidden!.how }
            : { element: node, kind, furniture: next.furniture ?? node },
        );
      }
    }

    if (visibleContent) {
      const landmark = isLandmark(node);
      if (landmark && landmarks.length < CONTENT_LIMITS.landmarks) {
        // The element open around it is its parent: its range is on top of the stack.
        landmarkOf = { element: node, kind: landmark, parent: closingRange.at(-1) ?? null };
        landmarks.push(landmarkOf);
        next = { ...next, landmark: node };
      }
      if (next.label === null && labels.length < CONTENT_LIMITS.labels && screenReaderOnly(a.class)) {
        // Its text joins the block around it, or makes its own when it is a block itself.
        const block = inline ? (next.block?.pos ?? -1) : pos;
        const label: GatheredLabel = { text: '', pos, block };
        labels.push(label);
        next = { ...next, label };
      }
      // A <details> summary heads its answer as an H3 would: a FAQ written as disclosure widgets is one passage per
      // question, not one for the whole list.
      const summary =
        name === 'summary' &&
        node.parent !== null &&
        isElement(node.parent) &&
        node.parent.name === 'details';
      if (summary || isHeading(name)) {
        const text = headingText(node);
        if (text !== '' && blocks.length < CONTENT_LIMITS.blocks) {
          blocks.push({
            kind: 'heading',
            level: summary ? 3 : Number(name[1]),
            text,
            words: quickWords(text),
            pos,
            element: node,
            quoted: false,
          });
          textChars += text.length;
          // A heading clipped for screen readers ("Products", "Post navigation") is a label as a span is.
          if (next.label !== null) next.label.text += ` ${text}`;
        }
        continue;
      }
      if (name === 'a' && a.href !== undefined && links.length < CONTENT_LIMITS.links) {
        links.push({
          href: a.href.trim(),
          text: textOf(node, 200) || a['aria-label'] || a.title || '',
          rel: tokens(a.rel?.toLowerCase()),
          pos,
        });
      }
      if (name === 'cite') {
        const text = textOf(node, 200);
        if (text !== '') {
          cites.push({ text, pos });
          if (frame.quote && frame.quote.quote.attribution === null) frame.quote.quote.attribution = text;
        }
      }
      if (name === 'q' && quotes.length < CONTENT_LIMITS.quotes) {
        quotes.push({ kind: 'q', text: textOf(node, 500), attribution: a.cite?.trim() || null, pos });
      }
      if ((name === 'ul' || name === 'ol' || name === 'dl') && lists.length < 2000) {
        const items = node.children.filter(
          (c) => isElement(c) && (c.name === 'li' || c.name === 'dt' || c.name === 'dd'),
        ).length;
        lists.push({ pos, items, ordered: name === 'ol' });
      }
      if (name === 'table') {
        const table: ContentTable = { pos, rows: 0, numericCells: 0, hasHeader: false };
        if (tables.length < 2000) tables.push(table);
        next = { ...next, table };
      }
      if (name === 'tr' && next.table) next.table.rows++;
      if (name === 'th' && next.table) next.table.hasHeader = true;
      if (name === 'blockquote') {
        const quote: ContentQuote = {
          kind: 'blockquote',
          text: '',
          attribution: a.cite?.trim() || null,
          pos,
        };
        next = { ...next, quote: { quote, element: node, parts: [] } };
      }
      if ((name === 'footer' || name === 'figcaption') && frame.quote && !frame.quote.quote.attribution) {
        frame.quote.quote.attribution = textOf(node, 200) || null;
      } else if (
        name === 'figcaption' &&
        lastBlockquote !== null &&
        lastBlockquote.quote.attribution === null &&
        lastBlockquote.element.parent === node.parent
      ) {
        // A caption after a quotation in the same <figure> attributes it.
        lastBlockquote.quote.attribution = textOf(node, 200) || null;
      }
      if (!inline) {
        let kind = BLOCK_KINDS.get(name) ?? 'text';
        if (kind === 'pre' && isCodeBlock(node)) kind = 'code';
        next = {
          block: { element: node, kind, pos },
          boilerplate: next.boilerplate,
          furniture: next.furniture,
          hidden: next.hidden,
          quote: next.quote,
          table: next.table,
          landmark: next.landmark,
          label: next.label,
          collapsed: next.collapsed,
        };
        range = { element: node, start: pos, end: pos };
        ranges.push(range);
        if (landmarkOf) landmarkOf.range = range;
      }
    }

    nodes.push(CLOSE);
    frames.push(next);
    closing.push(node);
    closingRange.push(range);
    const children = node.children;
    for (let i = children.length - 1; i >= 0; i--) {
      nodes.push(children[i]!);
      frames.push(next);
    }
  }
  flush();

  let totalWords = boilerplateWords;
  for (const block of blocks) totalWords += block.words;

  const { articles, ...main } = chooseMain(blocks, landmarks, ranges, setAside);
  let mainWords = 0;
  let codeWords = 0;
  for (const block of main.blocks) {
    mainWords += block.words;
    if (block.kind === 'code') codeWords += block.words;
  }
  const screenReaderLabels = labelsOf(labels, blocks);
  let labelWords = 0;
  for (const label of screenReaderLabels) if (inRange(main.range, label.pos)) labelWords += label.words;

  // Hidden text in boilerplate (a menu a header button opens) is matched to the controls only when they were looked
  // up for content anyway.
  // A panel known only by its name is opened when a control in the markup points at it: the controls are looked up
  // for it (rare), which then serves every hidden element alike.
  if (toggles === null && hidden.some((h) => h.opened === false)) toggles = toggleTargetsIn(document);
  for (let i = 0; i < hidden.length; i++) {
    const h = hidden[i]!;
    if (toggles && isToggled(hiddenIds[i], hiddenClasses[i], toggles)) h.interactive = true;
    if (h.opened === false && toggles) h.opened = isToggled(hiddenIds[i], hiddenClasses[i], toggles);
    const p = hiddenPos[i]!;
    h.inContent = main.range !== null && p >= main.range.start && p <= main.range.end;
  }

  return {
    blocks,
    main: { ...main, words: mainWords, codeWords, labelWords },
    screenReaderLabels,
    boilerplateWords: totalWords - mainWords,
    totalWords,
    hidden,
    links,
    quotes,
    cites,
    tables,
    lists,
    comments,
    lang,
    truncated,
    discussion,
    articles,
  };
}

const talk = new AnalysisMemo<ContentModel, readonly ContentBlock[]>();

/**
 * The blocks of the page's comment sections (`ContentModel.discussion`), in document order: what a forum thread's
 * passages take back (replies marked up as comments). Read from those sections' elements only, once per model, when
 * asked: an article, whose comments are furniture, never pays for them. Positions are the walk's (every element but
 * the skipped ones counts, in document order), so the blocks fall in the sections' ranges; hidden text is left out.
 */
export function discussionBlocks(model: ContentModel): readonly ContentBlock[] {
  let known = talk.get(model);
  if (known === undefined) {
    const out: ContentBlock[] = [];
    let chars = 0;
    for (const section of model.discussion) chars = readSection(section, out, chars);
    known = out;
    talk.set(model, known);
  }
  return known;
}
