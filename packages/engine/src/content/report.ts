import { statistics } from './figures.ts';
import type { ContentModel } from './model.ts';
import { type Passage, passageWhere, postOpening, type SplitOptions, splitPassages } from './passages.ts';
import {
  answerFirst,
  hasAttribution,
  inlineQuotes,
  isQuestion,
  pageLanguage,
  writesOtherAttributionLetters,
} from './signals.ts';
import { contentSources, type SourceLink } from './sources.ts';
import { mainText } from './texts.ts';

/**
 * Per-passage measurements for the citability module. Length bands: a passage answer engines can lift whole is
 * 50–300 words (Auriti's lower bound of 50; zubair and codex-seo put the sweet spot at about 134–167 words, which
 * sits inside our best band of 100–200).
 */

export const PASSAGE_LENGTH = { min: 50, bestMin: 100, bestMax: 200, max: 300 } as const;

export interface PassageReport {
  passage: Passage;
  /** Heading and first words, for `evidence.where`. */
  where: string;
  answerFirst: { ok: boolean; reason: string };
  /** 1 in the best band, 0.5 in the useful range, 0 outside. */
  lengthScore: number;
  statistics: string[];
  sources: SourceLink[];
  /** Attribution phrases ("according to …") in the passage text. */
  attributions: number;
  quotes: { attributed: number; unattributed: number };
  lists: number;
  tables: number;
  questionHeading: boolean;
  /** 0..1, see `passageScore`. */
  score: number;
}

export function lengthScore(words: number): number {
  if (words >= PASSAGE_LENGTH.bestMin && words <= PASSAGE_LENGTH.bestMax) return 1;
  if (words >= PASSAGE_LENGTH.min && words <= PASSAGE_LENGTH.max) return 0.5;
  return 0;
}

/**
 * Length bands of a thread's post, which an answer engine quotes whole or not at all: from a sentence or two that
 * answer the question (20 words: codex-seo's "answer in the first 40–60 words", the 20–40-word answers FAQ extracts
 * are made of) to the top of the article band. An article's section of 20–99 words is a stub beside its siblings; a
 * 25-word accepted answer is the whole answer, and often the very text quoted.
 */
export const POST_LENGTH = {
  min: 10,
  bestMin: 20,
  bestMax: PASSAGE_LENGTH.bestMax,
  max: PASSAGE_LENGTH.max,
} as const;

/** `lengthScore` for a thread's post (see `POST_LENGTH`). */
export function postLengthScore(words: number): number {
  if (words >= POST_LENGTH.bestMin && words <= POST_LENGTH.bestMax) return 1;
  if (words >= POST_LENGTH.min && words <= POST_LENGTH.max) return 0.5;
  return 0;
}

/**
 * One passage's citability, 0..1: answer-first opening 0.3, length 0.25 (a thread's post by `POST_LENGTH`), a statistic 0.15, a cited source or
 * attribution 0.15, structure (a list, table, attributed quotation or question heading) 0.15.
 */
function passageScore(r: Omit<PassageReport, 'score'>): number {
  const structure = r.lists > 0 || r.tables > 0 || r.quotes.attributed > 0 || r.questionHeading ? 1 : 0;
  const score =
    0.3 * (r.answerFirst.ok ? 1 : 0) +
    0.25 * r.lengthScore +
    0.15 * (r.statistics.length > 0 ? 1 : 0) +
    0.15 * (r.sources.length > 0 || r.attributions > 0 ? 1 : 0) +
    0.15 * structure;
  return Math.round(score * 100) / 100;
}

/** First index whose `pos` is at least `pos`, in a list sorted by `pos`. */
function lowerBound(list: readonly { pos: number }[], pos: number): number {
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (list[mid]!.pos < pos) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * `countIn` for lists in document order (links, sources, lists, tables are recorded when their element opens):
 * a slice found by binary search, so a long page with many passages and links costs no passage × link scan.
 */
function sortedIn<T extends { pos: number }>(list: T[], passage: Passage): T[] {
  return list.slice(lowerBound(list, passage.start), lowerBound(list, passage.end + 1));
}

/**
 * Splits the main content into passages and measures each one. `english` says whether the page reads as English
 * (asked at most once, and only of a heading that opens with another language's question word); without it, the
 * page's `lang` decides. `split` says how to cut the passages (`posts` for a forum or Q&A thread).
 *
 * @example
 * ```ts
 * const reports = passageReports(contentModel(document), 'https://example.com/guide');
 * reports[0]?.answerFirst.ok;
 * ```
 */
export function passageReports(
  model: ContentModel,
  pageUrl: string,
  resolved?: ReadonlyMap<string, URL | undefined>,
  english: () => boolean = () => model.lang === null || model.lang.startsWith('en'),
  split: SplitOptions = {},
): PassageReport[] {
  let readsAsEnglish: boolean | undefined;
  const isEnglish = (): boolean => (readsAsEnglish ??= english());
  const language = pageLanguage(model.lang);
  const sources = contentSources(model, pageUrl, resolved);
  const otherScripts = writesOtherAttributionLetters(mainText(model));
  const quoteElements = model.quotes;
  return splitPassages(model, split).map((passage) => {
    let attributed = 0;
    let unattributed = 0;
    for (const quote of inlineQuotes(passage.text)) {
      if (quote.attributed) attributed++;
      else unattributed++;
    }
    for (const quote of quoteElements) {
      if (quote.pos < passage.start || quote.pos > passage.end) continue;
      if (quote.attribution !== null) attributed++;
      else unattributed++;
    }
    let lists = 0;
    for (const list of sortedIn(model.lists, passage)) if (list.items >= 2) lists++;
    // A thread post is read past its author line, whose date is neither its answer nor one of its figures.
    const body = passage.post === null ? passage.text : postOpening(passage);
    const report: PassageReport = {
      passage,
      where: passageWhere(passage),
      answerFirst: answerFirst(body, language),
      lengthScore: passage.post === null ? lengthScore(passage.words) : postLengthScore(passage.words),
      statistics: statistics(body, 200),
      sources: sortedIn(sources, passage),
      attributions: hasAttribution(passage.text, otherScripts) ? 1 : 0,
      quotes: { attributed, unattributed },
      lists,
      tables: sortedIn(model.tables, passage).length,
      questionHeading: passage.heading !== null && isQuestion(passage.heading, isEnglish, language),
      score: 0,
    };
    report.score = passageScore(report);
    return report;
  });
}
