import type { Element } from 'domhandler';
import { type ContentBlock, type ContentModel, inRange } from '../../content/model.ts';
import { keywordDensity, STUFFED_PHRASE, titleSubjects } from '../../content/stuffing.ts';
import { isElement } from '../../structured-data/dom.ts';
import type { CheckResult } from '../checks.ts';
import { counted } from '../plural.ts';

/**
 * Occurrences of a phrase per 100 words above which it fails: a sales page repeating "cheap car insurance" 17 times
 * in 463 words (3.7) is stuffed; a guide naming "roof repair quote" 9 times in 261 words (3.4) is only warned.
 */
const STUFFED_PHRASE_FAIL = 3.5;

/**
 * Interface labels standing alone in a block: buttons and counters repeated down a listing or a thread ("Add to
 * cart" under each product, "Reply" and "3 Likes" under each post). Their words are the interface's, not the topic's.
 */
const INTERFACE_LABEL =
  /^(?:[\d.,]+[km]?\s+)?(?:likes?|replies|reply|comments?|shares?|views?|votes?|upvotes?|points|reactions|report|quote|helpful|add to (?:cart|bag|basket)|buy now|read more|learn more|see more|show more|quick (?:view|add)|sold out|in stock|out of stock)$/i;

/**
 * The subjects the page's title and H1 name (`titleSubjects`): the products of a comparison, a product model. Each
 * sentence must name which one it is about, so their names are not stuffing.
 */
export function pageSubjects(model: ContentModel, title: string | undefined): string[] {
  const h1 = model.main.blocks.find((b) => b.kind === 'heading' && b.level === 1)?.text;
  return [...new Set([title, h1].flatMap((t) => (t === undefined ? [] : titleSubjects(t))))];
}

/**
 * The text keyword stuffing reads: the main prose as a visitor sees it, without the screen-reader labels a theme
 * prints for each item ("Regular price", "Sale price" and "Unit price" on every one of Dawn's product cards, which
 * made "price" 16% of a collection page's words). The prose itself unless a main block holds such a label.
 */
export function shownProse(model: ContentModel, prose: string): string {
  if (model.main.labelWords === 0) return prose;
  return model.main.blocks
    .filter((b) => b.kind !== 'code')
    .map((b) => b.shown ?? b.text)
    .join('\n');
}

/** Whether a heading holds nothing but one link (whitespace aside). */
function linkOnly(heading: ContentBlock): boolean {
  let link: Element | null = null;
  for (const child of heading.element.children) {
    if (child.type === 'text') {
      if (child.data.trim() !== '') return false;
    } else if (isElement(child)) {
      if (child.name !== 'a' || link !== null || child.attribs.href === undefined) return false;
      link = child;
    }
  }
  return link !== null;
}

/**
 * The keyword_stuffing check: the most repeated term and phrase of `text`, leaving out link texts, interface labels,
 * the site's name and the page's `subjects`.
 */
export function stuffingCheck(
  model: ContentModel,
  text: string,
  siteName: string | undefined,
  subjects: readonly string[],
): CheckResult {
  const labels = model.links.filter((l) => inRange(model.main.range, l.pos)).map((l) => l.text);
  for (const block of model.main.blocks) {
    if (block.text.length <= 20 && INTERFACE_LABEL.test(block.text)) labels.push(block.text);
    // A heading that is one link (a product card's or a teaser's title) is a link text, which the walk does not
    // record as a link: a listing's sixteen "… Wool Sock" titles name its products, they do not stuff "sock".
    else if (block.kind === 'heading' && linkOnly(block)) labels.push(block.shown ?? block.text);
  }
  // The site's own name is said, not stuffed: a restaurant called after its dish names it with every mention.
  const { words, top, phrase } = keywordDensity(
    text,
    3_000,
    labels,
    siteName === undefined ? [] : [siteName],
    subjects,
  );
  const density = top?.density ?? 0;
  const count = top?.count ?? 0;
  // A focused page names its head noun at 3–5% of its words ("chain" 21 times in a 465-word chain guide): a single
  // word counts only above 6% (warn) and 8% (fail), a few repetitions never.
  const wordLevel = density > 0.08 && count >= 12 ? 2 : density > 0.06 && count >= 10 ? 1 : 0;
  // A phrase repeated verbatim is what stuffing repeats, counted per occurrence as Yoast's 3% keyphrase density is:
  // a focused page's most repeated phrase comes 1.5–2.5 times per 100 words ("heart rhythm" 6 times in 285 words),
  // the stuffed pages 3.7–17 times ("car insurance miami" 29 times in 217 words). Warn above 3, fail above 3.5.
  const phrasePer100 = Math.round((phrase?.density ?? 0) * 1000) / 10;
  const phraseCount = phrase?.count ?? 0;
  const phraseLevel =
    phrasePer100 > STUFFED_PHRASE_FAIL && phraseCount >= 10
      ? 2
      : phrasePer100 > STUFFED_PHRASE.perHundred && phraseCount >= STUFFED_PHRASE.count
        ? 1
        : 0;
  const level = Math.max(wordLevel, phraseLevel);
  const named = phraseLevel > wordLevel ? phrase?.term : top?.term;
  const percent = (d: number) => Math.round(d * 1000) / 10;
  const where = model.main.where ?? 'page';
  const termLine = {
    what: top
      ? `most repeated term "${top.term}": ${counted(count, 'time')} in ${counted(words, 'word')} (${percent(density)}%, 6% at most expected)`
      : 'no repeated term',
    where,
  };
  const phraseLine = phrase
    ? [
        {
          what: `most repeated phrase "${phrase.term}": ${counted(phraseCount, 'time')} in ${counted(words, 'word')} (${phrasePer100} per 100 words, ${STUFFED_PHRASE.perHundred} at most expected)`,
          where,
        },
      ]
    : [];
  return {
    check: 'citability.keyword_stuffing',
    title: level > 0 ? `Keyword stuffing ("${named}")` : 'No keyword stuffing',
    weight: 2,
    score: words < 100 ? null : level === 2 ? 0 : level === 1 ? 0.5 : 1,
    severity: 'medium',
    // The line that decided the result comes first (the spam cap quotes it); otherwise the phrase, then the term.
    evidence:
      wordLevel > 0 && wordLevel >= phraseLevel ? [termLine, ...phraseLine] : [...phraseLine, termLine],
    fix: 'Write for readers: use the term where it is natural and vary the wording (synonyms, pronouns, specifics). Repetition lowers visibility in AI answers; it does not raise it.',
  };
}
