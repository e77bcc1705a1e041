// The citability checks that judge the page passage by passage: quality, answer-first openings, length and
// question headings.
import type { Evidence } from '@geo-audit/core';
import { PASSAGE_LENGTH, quotableLengthCredit } from '../../content/passage-length.ts';
import { FAQ_ANSWER_WORDS, faqAnswer, type PassageAside, type PassageReport } from '../../content/report.ts';
import type { CheckResult } from '../checks.ts';
import { counted } from '../plural.ts';
import { MAX_EVIDENCE, ratioScore } from './evidence.ts';
import { type PageText, proseWords } from './page-text.ts';
import type { ThreadJudgement } from './thread-judgement.ts';

/** Words from which a passage is one an engine could quote, as answer-first openings judge them. */
const QUOTABLE_WORDS = 30;

const ASIDES: Record<PassageAside, string> = {
  references: 'a references list',
  byline: 'an introduction of only a byline, date or disclosure',
  reviews: 'customer reviews or comments',
  links: 'a passage of mostly links',
  menu: 'a list of priced items (a menu section)',
};

/**
 * The passages passage quality judges: those an engine could quote, of 30 words or more (as answer-first openings
 * judge them) or a 20-word answer under its question heading (`faqAnswer`), less the asides no edit makes quotable
 * (`PassageReport.aside`: a references list, a byline introduction, customer reviews, a row of links). A page with
 * none has no passage to judge (`short` counts its passages with text): an event's venue address or a product's item
 * number is no passage written badly, and "a heading that names the question" is no fix for it (decision 0113). How
 * much text the page holds is thin content's to judge, and its sections' length passage length's.
 */
function quotablePassages(all: PassageReport[]): { judged: PassageReport[]; left: string[]; short: number } {
  const withText = all.filter((r) => r.passage.words > 0);
  const own = withText.filter((r) => r.aside === null);
  const judged = own.filter((r) => r.passage.words >= QUOTABLE_WORDS || faqAnswer(r));
  if (judged.length === 0) return { judged, left: [], short: withText.length };
  const asides = new Map<string, number>();
  for (const r of withText)
    if (r.aside !== null) asides.set(ASIDES[r.aside], (asides.get(ASIDES[r.aside]) ?? 0) + 1);
  const short = own.length - judged.length;
  return {
    judged,
    left: [
      ...(short > 0 ? [`${short} under ${QUOTABLE_WORDS} words`] : []),
      ...[...asides].map(([what, n]) => `${n} ${what}`),
    ],
    short: 0,
  };
}

/** What a page without a passage to judge has instead: "; the page's 2 shorter passages are read as they stand". */
function shortOnes(count: number): string {
  if (count === 0) return '';
  return `; the page's ${counted(count, 'shorter passage')} ${count === 1 ? 'is read as it stands' : 'are read as they stand'}`;
}

/** The share of passages scoring 60 or more above which passage quality says most are easy to quote. */
const MOSTLY_QUOTABLE = 0.5;

/**
 * The passage_quality check, with `mean`: the mean score of the best five passages judged, for the ceilings (null when
 * none is judged).
 */
export function passageQualityCheck(
  all: PassageReport[],
  thread: ThreadJudgement | null,
): CheckResult & { mean: number | null } {
  // A heading with nothing but images or links under it is not a passage anyone could quote, weak or not.
  const quotable = thread === null ? quotablePassages(all) : null;
  const reports = thread?.judged ?? quotable!.judged;
  const left = quotable?.left ?? [];
  const sorted = [...reports].sort((a, b) => b.score - a.score);
  const top = sorted.slice(0, 5);
  const mean = top.length === 0 ? 0 : top.reduce((s, r) => s + r.score, 0) / top.length;
  const good = reports.filter((r) => r.score >= 0.6).length;
  const coverage = reports.length === 0 ? 0 : good / reports.length;
  const score = Math.round((0.6 * mean + 0.4 * coverage) * 100) / 100;
  const weakest = [...reports].sort((a, b) => a.score - b.score).slice(0, 5);
  // A thread with no text in its posts has nothing to judge (a thread of short posts is judged on its best one), nor
  // has a page with no passage an engine could quote.
  const none = reports.length === 0;
  const why =
    thread !== null
      ? thread.note
      : `no passage of ${QUOTABLE_WORDS} words or more (or a ${FAQ_ANSWER_WORDS}-word answer under a question heading) for an engine to quote as a passage${shortOnes(quotable!.short)}`;
  // A recipe whose 4 passages of 5 score 60 or more still falls short of the pass on its mean: "Passages are hard to
  // quote" then misstated a page an engine quotes readily. It is told which few to fix, as a low warning.
  const weak = reports.length - good;
  const mostly = !none && score < 0.75 && coverage > MOSTLY_QUOTABLE;
  return {
    mean: reports.length === 0 ? null : mean,
    check: 'citability.passage_quality',
    title: none
      ? 'Passage quality: not applicable'
      : score >= 0.75
        ? 'Passages are easy to quote'
        : mostly
          ? `Most passages are easy to quote; ${weak} ${weak === 1 ? 'is' : 'are'} hard to quote`
          : 'Passages are hard to quote',
    weight: 3,
    // Held at a warning: a majority of quotable passages is no failure, whatever the weak ones score.
    score: none ? null : score >= 0.75 ? 1 : mostly ? Math.max(score, 0.5) : score,
    severity: mostly ? 'low' : 'medium',
    evidence: [
      ...(none ? [{ what: `not applicable: ${why}` }] : thread !== null ? [{ what: thread.note }] : []),
      ...(none
        ? []
        : [
            {
              what: `best passages average ${Math.round(mean * 100)}/100; ${Math.round(coverage * 100)}% of ${counted(reports.length, 'passage')} an engine could quote score 60 or more${left.length > 0 ? ` (not judged: ${left.join(', ')})` : ''}`,
            },
          ]),
      ...weakest
        .filter((r) => r.score < 0.6)
        .map((r) => ({
          what: `weak passage (${Math.round(r.score * 100)}/100, ${r.passage.words} words)`,
          where: r.where,
        })),
    ],
    fix: 'Make each section stand on its own: a heading that names the question, a first sentence that answers it, then the supporting specifics (figures with their source, a list or table where it helps).',
  };
}

/** The answer_first check: the share of passages of 30 words or more (a thread's citable posts) opening with an answer. */
export function answerFirstCheck(reports: PassageReport[], thread: ThreadJudgement | null): CheckResult {
  const eligible = thread?.citable ?? reports.filter((r) => r.passage.words >= 30);
  const ok = eligible.filter((r) => r.answerFirst.ok);
  const share = eligible.length === 0 ? 0 : ok.length / eligible.length;
  const failing = eligible.filter((r) => !r.answerFirst.ok);
  return {
    check: 'citability.answer_first',
    title:
      thread !== null && eligible.length === 0
        ? 'Answer-first openings: not applicable'
        : share >= 0.75
          ? 'Sections open with the answer'
          : 'Sections do not open with the answer',
    weight: 3,
    score: eligible.length === 0 ? null : ratioScore(share, 0.75),
    severity: 'medium',
    evidence:
      eligible.length === 0
        ? [{ what: thread === null ? 'no passage of 30 words or more' : `not applicable: ${thread.note}` }]
        : [
            {
              what: `${ok.length} of ${eligible.length} passages open with an answer (a definition, statement or figure, not filler or a question)`,
            },
            ...failing.slice(0, MAX_EVIDENCE).map((r) => ({
              what: `opens without an answer (${r.answerFirst.reason})`,
              where: r.where,
            })),
          ],
    fix: 'Start each section with one or two sentences that directly answer its heading ("X is …", "It costs …", "Yes, because …"), then explain. Move scene-setting ("In this article…") after the answer.',
  };
}

/** A credit as the evidence says it: "0.8", "3.65". */
const credit = (n: number): string => String(Math.round(n * 100) / 100);

/**
 * The passage_length check: the passages with text, each counted by `quotableLengthCredit` (in full at 50–300 words,
 * in part just outside), over their number, against a target of 70%. Counted in or out, one sentence more on a
 * 300-word section or one fewer on a 50-word one cost a page of two passages the check at once (decision 0065).
 *
 * @example
 * ```ts
 * passageLengthCheck(passageReports(model, url), pageText(model)).score; // 1 when 70% or more count
 * ```
 */
export function passageLengthCheck(reports: PassageReport[], text: PageText): CheckResult {
  const eligible = reports
    .filter((r) => r.passage.words > 0)
    .map((r) => ({ r, credit: quotableLengthCredit(r.passage.words) }));
  const inRange = eligible.filter((e) => e.credit === 1).length;
  const partial = eligible.filter((e) => e.credit > 0 && e.credit < 1).length;
  const total = eligible.reduce((sum, e) => sum + e.credit, 0);
  const share = eligible.length === 0 ? 0 : total / eligible.length;
  const outside = eligible.filter((e) => e.credit < 1);
  const { floor, min, bestMin, bestMax, max, ceiling } = PASSAGE_LENGTH;
  const evidence: Evidence[] = [
    {
      what:
        `${inRange} of ${eligible.length} passages are ${min}–${max} words (best ${bestMin}–${bestMax})` +
        (partial === 0
          ? ''
          : `; ${partial} just outside ${partial === 1 ? 'counts' : 'count'} in part, as credit falls evenly from ${min} words to none at ${floor} and from ${max} to none at ${ceiling}: ${credit(total)} of ${eligible.length} in all`),
    },
  ];
  const headings = text.blocks.filter((b) => b.kind === 'heading' && (b.level === 2 || b.level === 3));
  const words = proseWords(text);
  if (headings.length === 0 && words > max)
    evidence.push({ what: `no H2/H3 subheadings: one block of ${words} words` });
  for (const { r, credit: c } of outside.slice(0, MAX_EVIDENCE)) {
    const counts = c > 0 ? `, counts ${credit(c)}` : '';
    evidence.push({
      what:
        r.passage.words < min
          ? `short passage (${r.passage.words} words${counts})`
          : `long passage (${r.passage.words} words${counts})`,
      where: r.where,
    });
  }
  const score = ratioScore(share, 0.7);
  return {
    check: 'citability.passage_length',
    title: score >= 1 ? 'Passages have a quotable length' : 'Passages are too long or too short to quote',
    weight: 2,
    score: eligible.length === 0 ? null : score,
    severity: 'low',
    evidence,
    fix: `Break long stretches with H2/H3 headings so each section holds one idea in about ${bestMin}–${bestMax} words; merge or expand sections of a sentence or two.`,
  };
}

/** The question_headings check: whether an H2/H3 heading is a question; not applicable below two headed passages. */
export function questionHeadingsCheck(reports: PassageReport[]): CheckResult {
  const headed = reports.filter((r) => r.passage.heading !== null);
  const questions = headed.filter((r) => r.questionHeading);
  return {
    check: 'citability.question_headings',
    title: questions.length > 0 ? 'Question-form headings' : 'No question-form headings',
    weight: 1,
    score: headed.length < 2 ? null : questions.length > 0 ? 1 : 0,
    severity: 'low',
    evidence: [
      { what: `${questions.length} of ${headed.length} H2/H3 headings are questions` },
      ...questions.slice(0, 5).map((r) => ({ what: 'question heading', where: r.where })),
    ],
    fix: 'Phrase some H2/H3 headings as the questions readers ask ("How long does X take?") and answer each in the first sentence below it.',
  };
}
