/** Whether a passage opens with its answer: the first sentence's checks, in the order they decide. */

import { sentenceLength } from '../sentence-length.ts';
import { otherLanguageAnswer } from './answer-words.ts';
import { englishVerb, readEnglish } from './english-verbs.ts';
import { FILLER_OPENING, otherFiller } from './filler-openings.ts';
import { firstSentence } from './first-sentence.ts';

/**
 * A definition or direct assertion: "X is …", "X refers to …", "X costs …", "Yes, …", "Yes!", "No." (the answer a
 * FAQ's yes-or-no question takes first; the other languages' yes and no are in `ANSWER_WORDS`).
 */
const ASSERTION =
  /\b(?:is|are|was|were|refers? to|means|describes?|defines?|consists? of|includes?|contains?|costs?|takes?|lasts?|requires?|lets?|allows?|enables?|helps?|provides?|uses?|works? by|depends? on|ranges? from|measures?|weighs?|equals?|stands? for)\b|^(?:yes|no|yep|nope)\b[,.!]/i;

/** A number that carries information (not a list marker): digits, or a number written as a word. */
const NUMBER =
  /\d|\b(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|thirty|forty|fifty|hundred|thousand|million|billion|dozen|half|twice)\b/i;

/**
 * A number written in Chinese or Japanese numerals with a magnitude: 三十 "thirty", 几百 "a few hundred", 两千 "two
 * thousand", 五万 "fifty thousand". A numeral alone is left out: 一 is also "a" (一种 "a kind").
 */
const CJK_NUMBER = /[一二两兩三四五六七八九十几幾][十百千万萬亿億]/;

/**
 * Direct answers the verb list misses: modal statements ("You should water daily"), comparisons ("drain faster
 * than"), and instructions that open with the verb ("Turn the pile every week").
 */
const DIRECT =
  /\b(?:can|cannot|can't|could|should|must|will|won't|would|may|might|need to|have to)\b|\b(?:more|less|fewer|better|worse|\w+er) than\b|^(?:use|add|turn|keep|choose|start|check|make|put|set|remove|mix|fill|build|buy|avoid|plant|apply|open|click|select|install|run|wait|water|cut|place|store|wash|heat|cook|bake|measure|replace|clean)\b/i;

/**
 * A label that says the answer follows ("Quick answer:", "Short answer:", "TL;DR:", "In short,"): the writer put the
 * answer first on purpose, whatever its length.
 */
const ANSWER_LABEL =
  /^(?:(?:the |a )?(?:quick|short|simple|brief|direct|straight|one-line) answer|tl; ?dr|tldr|in short|in brief|in a nutshell|(?:the )?bottom line|(?:the )?short version|key takeaway)\s*(?:[:—–,]|-\s|\n|$)/i;

/**
 * English openings that only introduce what follows ("Here's what you need to know", "This guide explains …", "The
 * table below shows …"), unless the sentence gives it after a colon.
 */
const ENGLISH_INTRO =
  /^(?:here(?:'s|’s| is| are)\b|below,|below (?:is|are|we|you)\b|the following(?:\s*(?::|$)| (?:steps|tips|table|list|tools|items|things|questions|reasons|ways|sections?|is|are)\b)|(?:this|the|our) (?:article|post|guide|page|section|video|table|list|chart|overview|tutorial)(?: below)? (?:explains|covers|shows|describes|outlines|walks you|lists)\b|(?:we|i)(?:['’]ll| will| are going to| am going to) (?:explain|show|walk|cover|discuss|break|tell|share|go)\b|(?:let me|allow me to) \w+)/i;

/** A sentence that ends by announcing a list ("Follow these steps:", "You will need:", "… will be able to:"). */
const INTRO_BEFORE_COLON =
  /\b(?:following|these|this|below|as follows|steps|tips|things|ways|reasons|need|able to|know)\s*:$/i;

export interface AnswerFirst {
  ok: boolean;
  /** Why: `definition or assertion`, `number`, `filler opening`, `question`, `too long` … */
  reason: string;
  sentence: string;
}

/**
 * Does the passage open with the answer? The first sentence must not be filler or a question, and an answer labelled
 * as one ("Quick answer:", "TL;DR:") passes at any length. Otherwise it must be at most 40 words (Chinese, Japanese
 * and Thai measured in English words by `sentenceLength`). An English sentence (on a page in English or without lang)
 * then passes unless it only introduces what follows ("Here's what you need to know") or has no verb ("A story about
 * a garden, long ago."): answers take any verb ("AFib happens when …"). In other languages it must assert something
 * (a definition or direct statement) or give a number, by the words of the page's language (`language` as
 * `pageLanguage` gives it; every language's words on a page in English or without lang, null).
 *
 * @example
 * ```ts
 * answerFirst('Le cassoulet est un ragoût du Sud-Ouest.', 'fr').ok; // true
 * answerFirst('Je vous propose de découvrir le cassoulet.', 'fr').ok; // false
 * ```
 */
export function answerFirst(text: string, language: string | null = null): AnswerFirst {
  const first = firstSentence(text.slice(0, 600));
  if (first === '') return { ok: false, reason: 'no text', sentence: '' };
  if (FILLER_OPENING.test(first)) return { ok: false, reason: 'filler opening', sentence: first };
  if (otherFiller(first, language)) return { ok: false, reason: 'filler opening', sentence: first };
  // A Japanese question may close with か and a full stop instead of a question mark (必要ですか。).
  if (/[?？؟]\s*$|か。$/.test(first)) return { ok: false, reason: 'opens with a question', sentence: first };
  if (ANSWER_LABEL.test(first) || ANSWER_LABEL.test(text.trimStart()))
    return { ok: true, reason: 'labelled answer', sentence: first };
  // Whether the sentence reads as English is asked only where it decides: an introduction's wording matched, or no
  // list below settled the sentence (most passages are settled by them).
  if (
    language === null &&
    (INTRO_BEFORE_COLON.test(first) || (ENGLISH_INTRO.test(first) && !/:\s*\S/.test(first))) &&
    readEnglish(first) !== null
  )
    return { ok: false, reason: 'introduces what follows', sentence: first };
  // In English words: Chinese, Japanese and Thai sentences are measured by their characters and dictionary words.
  const { words, characters } = sentenceLength(first, language);
  if (words > 40)
    return {
      ok: false,
      reason:
        characters > 0
          ? `first sentence of ${characters} characters, about ${words} words`
          : `first sentence of ${words} words`,
      sentence: first,
    };
  if (ASSERTION.test(first)) return { ok: true, reason: 'definition or assertion', sentence: first };
  // Digits of any script: Arabic-Indic "١٫٥٪" states a number as "1.5%" does.
  if (NUMBER.test(first) || /\p{Nd}/u.test(first))
    return { ok: true, reason: 'states a number', sentence: first };
  if ((language === null || language === 'zh' || language === 'ja') && CJK_NUMBER.test(first))
    return { ok: true, reason: 'states a number', sentence: first };
  if (DIRECT.test(first)) return { ok: true, reason: 'direct statement or instruction', sentence: first };
  // The other languages' words last: the English expressions settle most passages.
  const other = otherLanguageAnswer(first, language);
  if (other !== null) return { ok: true, reason: other, sentence: first };
  // English last, by its verbs: the lists above name the verbs of definitions, answers take any.
  const english = language === null ? readEnglish(first) : null;
  const verb = english !== null ? englishVerb(english) : null;
  if (verb !== null) return { ok: true, reason: verb, sentence: first };
  return { ok: false, reason: 'no definition, assertion or figure', sentence: first };
}
