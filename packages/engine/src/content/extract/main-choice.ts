import type { AnyNode, Element } from 'domhandler';
import { describeElement, isElement } from '../../structured-data/dom.ts';
import type { BlockKind, ContentBlock, ContentModel, ContentRange } from '../model.ts';
import { furnitureName } from './furniture.ts';
import type { Landmark } from './landmarks.ts';

/** Choosing the main content among the candidate roots: landmarks first, else the densest block of prose. */

// Code blocks stand in the text column of a documentation page as its paragraphs do: they help find it.
const PROSE_KINDS = new Set<BlockKind>(['paragraph', 'pre', 'code', 'blockquote', 'text', 'list-item']);

/** Words a landmark needs to be the main content: fewer is a teaser, a title or a "Loading…" shell. */
export const LANDMARK_MIN_WORDS = 30;

/**
 * A `<main>` or `<article>` the walk met outside the visible content: hidden (by itself or an element around it,
 * `hiddenBy`), or inside page furniture (`furniture`, the outermost such element around it).
 */
export type SetAsideMain =
  | { element: Element; kind: 'main' | 'article'; hiddenBy: Element; how: string }
  | { element: Element; kind: 'main' | 'article'; furniture: Element };

type MainChoice = Omit<ContentModel['main'], 'words' | 'codeWords' | 'labelWords'> &
  Pick<ContentModel, 'articles'>;

/**
 * The main content: the landmark holding the most words (a lone post body, then `<main>`, then `<article>`), else the
 * element whose paragraphs score highest, with the headings just above it; and the list of `<article>`s beside it.
 */
export function chooseMain(
  blocks: ContentBlock[],
  landmarks: Landmark[],
  rangeList: ContentRange[],
  setAside: readonly SetAsideMain[] = [],
): MainChoice {
  if (blocks.length === 0) {
    return { source: 'none', where: null, blocks: [], range: null, passedOver: null, articles: null };
  }
  const within = (start: number, end: number): ContentBlock[] =>
    blocks.filter((b) => b.pos >= start && b.pos <= end);
  const wordsIn = (list: ContentBlock[]): number => list.reduce((sum, b) => sum + b.words, 0);

  // A theme's post body first, when the page has exactly one (an archive repeats it per post), then <main>, then
  // <article>.
  const postBodies = landmarks.filter((l) => l.kind === 'post-body').length;
  // <article>s holding text, by their parent: side by side, they are a list (a thread's posts, a blog's teasers).
  let siblings: Map<ContentRange, { count: number; words: number }> | null = null;
  // The largest <main> (else <article>) too short to choose: when the content is guessed elsewhere, the finding names
  // it, since "no <main>" would be untrue.
  let short: { landmark: Landmark; words: number } | null = null;
  for (const kind of ['post-body', 'main', 'article'] as const) {
    if (kind === 'post-body' && postBodies !== 1) continue;
    let best: { landmark: Landmark; range: ContentRange; list: ContentBlock[]; words: number } | null = null;
    for (const landmark of landmarks) {
      if (landmark.kind !== kind) continue;
      const range = landmark.range;
      if (!range) continue;
      const list = within(range.start, range.end);
      const words = wordsIn(list);
      if (kind === 'article' && words > 0 && landmark.parent !== null) {
        siblings ??= new Map();
        const group = siblings.get(landmark.parent);
        if (group === undefined) siblings.set(landmark.parent, { count: 1, words });
        else {
          group.count++;
          group.words += words;
        }
      }
      if (kind !== 'post-body' && (short === null || (short.landmark.kind === kind && words > short.words))) {
        short = { landmark, words };
      }
      if (words >= LANDMARK_MIN_WORDS && (best === null || words > best.words)) {
        best = { landmark, range, list, words };
      }
    }
    if (best) {
      const { range } = best;
      // A post body counts as marked up only inside a real <main> or <article>: the class alone is a guess.
      return {
        source: kind !== 'post-body' || insideLandmark(landmarks, range) ? 'landmark' : 'densest',
        where: describeElement(best.landmark.element),
        blocks: best.list,
        range: best.range,
        passedOver: null,
        articles: articleList(siblings, range),
      };
    }
  }
  const articles = articleList(siblings, null);
  // A visible <main> holding a line is named first: it is where the text belongs. Then a <main> hidden or inside
  // furniture, before a short <article>, as the page's one <main> says more than one of its articles; a hidden
  // <article> or one in furniture (a promotion in the footer) last.
  const aside = (kind: 'main' | 'article') => setAside.find((s) => s.kind === kind);
  const passedOver = (): ContentModel['main']['passedOver'] => {
    const main = aside('main');
    if (short !== null && (short.landmark.kind === 'main' || main === undefined)) {
      return {
        element: tagOf(short.landmark.element, short.landmark.kind),
        kind: short.landmark.kind === 'main' ? 'main' : 'article',
        where: describeElement(short.landmark.element),
        why: 'short',
        words: short.words,
      };
    }
    const passed = main ?? aside('article');
    if (passed === undefined) return null;
    const named = {
      element: tagOf(passed.element, passed.kind),
      kind: passed.kind,
      where: describeElement(passed.element),
    };
    if ('hiddenBy' in passed) {
      const by = passed.hiddenBy === passed.element ? null : describeElement(passed.hiddenBy);
      return { ...named, why: 'hidden', how: passed.how, hiddenBy: by };
    }
    return {
      ...named,
      why: 'furniture',
      inside: furnitureName(passed.furniture),
      insideWhere: describeElement(passed.furniture),
    };
  };

  // Densest block: each paragraph's text scores its container fully and the container's parent by half.
  const ranges = new Map<Element, ContentRange>();
  for (const range of rangeList) ranges.set(range.element, range);
  const scores = new Map<Element, number>();
  const add = (node: AnyNode | null, value: number): void => {
    if (node && isElement(node) && ranges.has(node)) scores.set(node, (scores.get(node) ?? 0) + value);
  };
  for (const block of blocks) {
    if (!PROSE_KINDS.has(block.kind) || block.text.length < 25) continue;
    const length = Math.min(block.text.length, 3000);
    const container = block.kind === 'text' ? block.element : block.element.parent;
    add(container, length);
    add(container?.parent ?? null, length / 2);
  }
  let best: Element | null = null;
  let bestScore = 0;
  for (const [element, score] of scores) {
    if (score > bestScore) {
      best = element;
      bestScore = score;
    }
  }
  if (best === null) {
    return {
      source: 'densest',
      where: 'body',
      blocks,
      range: { element: blocks[0]!.element, start: 0, end: Number.MAX_SAFE_INTEGER },
      passedOver: passedOver(),
      articles,
    };
  }
  const range = ranges.get(best)!;
  const list = within(range.start, range.end);
  // A block inside a <main> or <article> too short for the landmark rule above (a 15-word post) is still marked up.
  const source = insideLandmark(landmarks, range) ? 'landmark' : 'densest';
  // Headings just before the chosen block (a title above the text column) belong to it.
  const first = list[0];
  const before: ContentBlock[] = [];
  if (first) {
    for (let i = blocks.indexOf(first) - 1; i >= 0 && before.length < 2; i--) {
      if (blocks[i]!.kind !== 'heading') break;
      before.unshift(blocks[i]!);
    }
  }
  return {
    source,
    where: describeElement(best),
    blocks: [...before, ...list],
    range,
    passedOver: source === 'densest' ? passedOver() : null,
    articles: articles !== null && articles.range.element === best ? null : articles,
  };
}

/**
 * The parent of two or more `<article>`s holding text, side by side (the one whose articles hold the most words), or
 * null: the whole list where the main content is one of them. Null when it is the main content already.
 */
function articleList(
  siblings: Map<ContentRange, { count: number; words: number }> | null,
  main: ContentRange | null,
): ContentModel['articles'] {
  if (siblings === null) return null;
  let best: ContentRange | null = null;
  let bestWords = 0;
  for (const [parent, { count, words }] of siblings) {
    if (count >= 2 && words > bestWords) {
      best = parent;
      bestWords = words;
    }
  }
  if (best === null || best === main) return null;
  return { where: describeElement(best.element), range: best };
}

/** A landmark's tag as the page writes it: `<main>`, or `<div role="main">` where a role makes it one. */
function tagOf(element: Element, kind: Landmark['kind']): string {
  const { name } = element;
  return name === kind ? `<${name}>` : `<${name} role="${kind}">`;
}

/** Whether a range lies inside a `<main>` or `<article>` landmark (not a post body, whose class alone is a guess). */
function insideLandmark(landmarks: readonly Landmark[], range: ContentRange): boolean {
  return landmarks.some(
    (l) => l.kind !== 'post-body' && l.range && l.range.start <= range.start && l.range.end >= range.end,
  );
}
