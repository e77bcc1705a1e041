// The citability checks on how the prose reads: sentence length and grade, and stock filler openings.
import type { ContentBlock, ContentModel } from '../../content/model.ts';
import { ENGLISH_SHARE, type Readability, readability, SAMPLE_CHARS } from '../../content/readability.ts';
import type { CheckResult } from '../checks.ts';
import { counted } from '../plural.ts';
import { clip, NO_INVENTION } from './evidence.ts';
import type { PageText } from './page-text.ts';

const READABILITY_FIX =
  'Split long sentences (one idea each, 10–20 words on average), prefer common words to jargon where the audience allows, and use connectives ("because", "so", "for example") to link them.';

/** The grade, or why there is none: said in the evidence rather than left out. */
function gradeNote(r: Readability, lang: string | null): string {
  if (r.grade !== null) return `, Flesch–Kincaid grade ${r.grade}`;
  if (r.noGrade === 'lang') return `; Flesch–Kincaid grade not computed: English only (lang="${lang}")`;
  if (r.noGrade === 'not-english') {
    const share = Math.round((r.englishShare ?? 0) * 100);
    const claimed = lang === null || lang === '' ? 'the page has no lang' : `lang="${lang}"`;
    return `; Flesch–Kincaid grade not computed: text not English (${share}% of the sampled words are common English words, ${Math.round(ENGLISH_SHARE * 100)}% or more expected; ${claimed})`;
  }
  return '';
}

/**
 * Where readability's credit is full and where it is gone: average sentence length in words, and the Flesch–Kincaid
 * grade. The research asks for sentences of 10–20 words and grade 6–10 (geo-anchors, module 4); full credit reaches a
 * little past both, and the credit falls evenly to none over the next 5 words and 3 grades (decision 0065).
 */
export const READABLE = { words: { full: 25, none: 30 }, grade: { full: 12, none: 15 } } as const;

/** 1 at or below `full`, 0 at or above `none`, evenly between. */
function falling(value: number, { full, none }: { full: number; none: number }): number {
  return Math.min(1, Math.max(0, (none - value) / (none - full)));
}

/**
 * The readability credit, 0..1 with two decimals: the lower of the sentence-length and grade credits (`READABLE`);
 * without a grade (text not English), the sentence length alone. It replaced bands (1, 0.5, 0) in which one sentence
 * that moved the average from 25.0 to 25.1 words halved the check.
 *
 * @example
 * ```ts
 * readabilityCredit(18, 9); // 1
 * readabilityCredit(27.5, 10); // 0.5
 * readabilityCredit(22, 14); // 0.33
 * ```
 */
export function readabilityCredit(averageSentenceWords: number, grade: number | null): number {
  const byWords = falling(averageSentenceWords, READABLE.words);
  const byGrade = grade === null ? 1 : falling(grade, READABLE.grade);
  return Math.round(Math.min(byWords, byGrade) * 100) / 100;
}

/**
 * The readability check, over the first `SAMPLE_CHARS` characters of the page's sentences: the average sentence length
 * and, on English text, the Flesch–Kincaid grade.
 */
export function readabilityCheck(model: ContentModel, page: PageText): CheckResult {
  // Only the first SAMPLE_CHARS characters are read: join the sentence blocks up to there, not the whole page.
  const parts: string[] = [];
  let length = 0;
  for (const b of page.blocks) {
    if (b.kind === 'heading' || b.kind === 'table-cell' || b.kind === 'code') continue;
    parts.push(b.text);
    length += b.text.length + 1;
    if (length > SAMPLE_CHARS) break;
  }
  const text = parts.join('\n');
  const r = readability(text, model.lang);
  if (r.noGrade === 'cjk') {
    return {
      check: 'citability.readability',
      title: 'Readability: not applicable',
      weight: 2,
      score: null,
      severity: 'low',
      evidence: [
        {
          what: 'not applicable: Chinese, Japanese, Thai, Lao, Khmer and Myanmar are not written in separate words, so neither sentence length in words nor the Flesch–Kincaid grade (English only) applies',
          where: model.main.where ?? 'page',
          value: { sentences: r.sentences, grade: null },
        },
      ],
      fix: READABILITY_FIX,
    };
  }
  const avg = r.averageSentenceWords;
  const grade = r.grade;
  const credit = readabilityCredit(avg, grade);
  const { words, grade: gradeAt } = READABLE;
  const limits = `up to ${words.full} words${grade === null ? '' : ` and grade ${gradeAt.full}`}`;
  const none = `${words.none} words${grade === null ? '' : ` or grade ${gradeAt.none}`}`;
  return {
    check: 'citability.readability',
    title: credit >= 1 ? 'Readable sentences' : 'Hard-to-read sentences',
    weight: 2,
    score: r.words < 100 ? null : credit,
    severity: 'low',
    evidence: [
      {
        what: `${r.sentences} sentences, ${avg} words on average${gradeNote(r, model.lang)} (${limits} expected${credit >= 1 ? '' : `; credit falls evenly from there to none at ${none}: ${credit} here`})`,
        where: model.main.where ?? 'page',
        value: {
          average_sentence_words: avg,
          grade,
          sampled_words: r.words,
          ...(r.englishShare === null ? {} : { common_english_share: r.englishShare }),
        },
      },
    ],
    fix: READABILITY_FIX,
  };
}

/**
 * The stock openings of spun or machine-written prose (geo-anchors §5: "AI-boilerplate phrases"): connectives that
 * restate ("Moreover", "Furthermore", "Additionally"), throat-clearing ("It is important to note", "When it comes
 * to", "In today's fast-paced world") and wrap-ups ("In conclusion"). Human writing opens a paragraph so now and
 * then; a page whose paragraphs mostly open so restates itself instead of saying something.
 */
const GENERIC_OPENING =
  /^(?:moreover|furthermore|additionally|in addition|in conclusion|to conclude|in summary|to sum up|needless to say|last but not least|it is (?:important|worth|essential|crucial) to (?:note|mention|remember|understand)|it['’]?s (?:important|worth|essential) (?:to note|noting|mentioning|to remember)|in today['’]?s (?:fast-paced|digital|modern|ever-changing|busy)|when it comes to|in the (?:world|realm) of|whether you(?:['’]re| are) a)\b/i;
/** Words a paragraph needs to count: a "Table of Contents" line or a date is no prose. */
const GENERIC_MIN_WORDS = 12;

/**
 * Paragraphs of the main content that open with stock filler (`GENERIC_OPENING`), read on each paragraph's first
 * 80 characters only. A penalty: it weighs 2 when most paragraphs open so (3 or more, 40% or more; half at 2 and
 * 25%) and nothing when they do not, so clean prose gains no points from it (decision 0045).
 */
export function genericProseCheck(model: ContentModel): CheckResult {
  let paragraphs = 0;
  const generic: ContentBlock[] = [];
  for (const block of model.main.blocks) {
    if (block.kind !== 'paragraph' || block.quoted || block.words < GENERIC_MIN_WORDS) continue;
    paragraphs++;
    if (GENERIC_OPENING.test(block.text.slice(0, 80))) generic.push(block);
  }
  const share = paragraphs === 0 ? 0 : generic.length / paragraphs;
  const score = generic.length >= 3 && share >= 0.4 ? 0 : generic.length >= 2 && share >= 0.25 ? 0.5 : 1;
  return {
    check: 'citability.generic_prose',
    title: score < 1 ? 'Paragraphs open with stock filler' : 'No stock filler openings',
    weight: score < 1 ? 2 : 0,
    score,
    severity: 'medium',
    evidence: [
      {
        what: `${generic.length} of ${counted(paragraphs, 'paragraph')} open with stock filler ("Moreover", "Furthermore", "It is important to note", "In conclusion" …)`,
      },
      ...generic.slice(0, 5).map((b) => ({ what: 'opens with filler', value: clip(b.text, 80) })),
    ],
    fix: `Cut the connectives and restatements and say the specific thing each paragraph is for: the step, the figure, the cause, the example. A paragraph that only restates the topic gives an answer engine nothing to quote.${NO_INVENTION}`,
  };
}
