/** Headings phrased as a question, or naming the question their passage answers, in English and other languages. */

import { trimPermalink } from '../words.ts';

/** An auxiliary opening an English question ("Is it safe …", "Do you need …", "Should I …"). */
const AUXILIARY_START = /^(?:is|are|can|could|should|does|do|did|will|would|was|were|has|have)\b/i;

/** The auxiliaries whose place after a wh-word makes it ask. */
const AUXILIARY =
  "(?:is|are|was|were|am|can|could|should|shall|does|do|did|will|would|has|have|had|may|might|must|isn['’]t|aren['’]t|can['’]t|don['’]t|doesn['’]t|didn['’]t|won['’]t|wouldn['’]t|shouldn['’]t)";

/** An English wh-word opening a heading: a question only when it reads as one (`WH_QUESTION`). */
const WH_WORD = /^(?:what|why|how|when|where|which|who|whom|whose)\b/i;

/**
 * A heading that asks with its wh-word: the wh-word runs into an auxiliary ("What's", "How'd"), or is followed by one
 * ("Why does …", "What is …", "How to …", "When should …"); "how", "what" and "which" with up to three words before
 * the auxiliary ("How long does it take", "What size anvil do I need", "Which plan is right for you"); "how" with a
 * word of degree alone ("How Much It Costs"); a verb after "what", "who" or "which" as the subject's ("What causes
 * low water pressure", "Who needs an anvil"); "what if", "why not", "how about". A statement that opens with a wh-word
 * asks nothing: "Why Fixing A Dripping Faucet Matters", "Why Regular Maintenance Is Important" (no auxiliary straight
 * after "why"), "How a Compression Faucet Works".
 */
const WH_QUESTION = new RegExp(
  `^(?:(?:what|why|how|when|where|which|who)['’](?:s|re|d|ll|ve)\\b|(?:what|why|how|when|where|which|who|whom|whose)\\s+(?:${AUXILIARY}|to)\\b|(?:how|what|which)(?:\\s+[\\w'’-]+){1,3}?\\s+${AUXILIARY}\\s|how\\s+(?:much|many|long|often|far|soon|old|big)\\b|(?:what|who|which)\\s+(?:happens|happened|causes|caused|makes|made|counts|matters|determines|affects|works|goes|comes|needs|qualifies|helps|changes|decides|drives|costs|kills|prevents|triggers)\\b|what\\s+(?:if|about|else)\\b|why\\s+not\\b|how\\s+about\\b)`,
  'i',
);

/**
 * Question words of the other languages we see most, by language (see `pageLanguage`): `start` opens a question
 * ("Comment choisir …", "Jak postupovat"), `end` closes one as Turkish, Vietnamese, Thai, Korean, Japanese and Chinese
 * ask them ("Çini nedir", "Phở là gì", "ไข้เลือดออกคืออะไร", "언제 끝나나요", "必要ですか"). Each language's words count only
 * on pages of that language: a short word of one is a name or an everyday word of another ("Wat Pho" on a French
 * page, "Co-op Guide" on a Polish one). Spanish takes "como" and "que" without their accents, as headings are often
 * written. Particles that end everyday words too are left out (Thai ไหม is also "silk", Vietnamese không also "not",
 * Korean 가요 also "songs").
 */
const QUESTION_WORDS: Readonly<Record<string, { start?: string; end?: string }>> = {
  de: { start: 'wie|was|warum|wann|wo|welche[rsnm]?|wieso|weshalb' },
  fr: { start: "que|quoi|pourquoi|comment|quand|où|quel(?:le)?s?|qu['’]" },
  es: { start: 'qué|cómo|cuándo|dónde|por qué|cuál|cuáles|cuánto|como|que' },
  pt: { start: 'o que|que|como|porque|por que|quando|onde|qual|quanto' },
  it: { start: 'come|cosa|che cosa|perché|dove|quale|quali|quanti|quante|quando|quanto' },
  nl: { start: 'wat|waarom|hoe|wanneer|waar|welke' },
  pl: { start: 'jak|co|czy|dlaczego|kiedy|gdzie|ile|który|która|które' },
  cs: { start: 'jak|co|proč|kdy|kde|kolik|který|která|které' },
  id: { start: 'apa|mengapa|kenapa|bagaimana|kapan|di mana|berapa' },
  ru: { start: 'что|как|почему|зачем|когда|где|какой|какая|какие|сколько' },
  uk: { start: 'що|як|чому|коли|де|який|яка|які|скільки' },
  sv: { start: 'vad|varför|hur|när|vilka|vilken|vilket' },
  da: { start: 'hvad|hvorfor|hvordan|hvornår|hvilke|hvilken' },
  no: { start: 'hva|hvorfor|hvordan|når|hvilke|hvilken' },
  tr: { start: 'nasıl|neden|niçin|ne zaman|hangi|kaç', end: 'nedir|nelerdir|midir|mıdır' },
  vi: {
    start: 'tại sao|vì sao|làm thế nào|làm sao|bao nhiêu|khi nào|ở đâu',
    end: 'là gì|thế nào|bao nhiêu|ở đâu',
  },
  he: { start: 'מה|איך|למה|מדוע|מתי|איפה|כמה|אילו|איזה' },
  ko: { start: '왜|어떻게|무엇|언제|어디|얼마나', end: '까|나요|니까|까요' },
  th: { end: 'อะไร|อย่างไร|ทำไม|เมื่อไร|เมื่อไหร่|ที่ไหน|หรือไม่' },
  ja: { end: 'ですか|ますか|でしょうか' },
  zh: { end: '吗|呢|什么|如何' },
};

/** French "Qu'est-ce …": the word is followed by the one it elides, not a blank. */
const ELIDED = "qu['’]";

/**
 * Opening and closing question words as expressions: an opening word must be followed by a blank, not a hyphen
 * ("Co-op Guide") or a digit ("CO2").
 */
function questionPatterns(
  starts: readonly string[],
  ends: readonly string[],
): { start: RegExp | null; end: RegExp | null } {
  const plain = starts.filter((w) => w !== ELIDED);
  const elided = plain.length === starts.length ? '' : `|${ELIDED}`;
  return {
    start:
      starts.length === 0 ? null : new RegExp(String.raw`^(?:(?:${plain.join('|')})(?=\s)${elided})`, 'i'),
    end: ends.length === 0 ? null : new RegExp(`(?:${ends.join('|')})$`, 'i'),
  };
}

const QUESTION_PATTERNS = new Map(
  Object.entries(QUESTION_WORDS).map(([language, w]) => [
    language,
    questionPatterns(w.start?.split('|') ?? [], w.end?.split('|') ?? []),
  ]),
);

/**
 * A word open to misreading: up to four letters, all ASCII ("co", "wat", "como", "hoe", "jak"), as names and English
 * words are ("Como", "Wat Arun", "Co-op", "Hoe"). Accented and longer words ("cómo", "où", "dlaczego") and other
 * scripts name their language well enough.
 */
const AMBIGUOUS_WORD = /^[a-z]{1,4}$/;

/**
 * Where the page's language is not known (no lang, or lang="en" over text that does not read as English): every
 * language's question words but the ambiguous ones, which misfire there ("Como Lake Villas", "Wat Arun Temple" under
 * a theme's lang="en-US"); a heading opening with one still counts when it ends with "?". Counting too few question
 * headings on such a page costs it less than counting its names as questions.
 */
const UNKNOWN_LANGUAGE_PATTERNS = questionPatterns(
  Object.values(QUESTION_WORDS).flatMap((w) =>
    (w.start?.split('|') ?? []).filter((word) => !AMBIGUOUS_WORD.test(word)),
  ),
  Object.values(QUESTION_WORDS).flatMap((w) => w.end?.split('|') ?? []),
);

/** A heading opening with a short ASCII word, which can be a name ("Wat Arun", "Como Lake"). */
const SHORT_ASCII_START = /^[A-Za-z]{1,4}\s/;

/**
 * Whether a heading past its first word reads as a name: no later word starts with a lower-case letter ("Wat Arun
 * Temple", "Como Lake Villas"). A question has a verb or a noun in lower case ("Wat kost een hypotheek", "Wo kauft
 * man einen Amboss", "Was Kaffee teuer macht").
 */
function readsAsName(heading: string): boolean {
  for (let at = heading.indexOf(' '); at >= 0; at = heading.indexOf(' ', at + 1)) {
    const c = heading.charAt(at + 1);
    if (c !== ' ' && c !== c.toUpperCase()) return false;
  }
  return true;
}

/**
 * "How we test", "What we do", "Why us", "What you'll study", "What we're looking for": a label that starts with
 * a question word but asks nothing. Only after a wh-word: after an auxiliary the pronoun is a question's subject
 * ("Do you need …", "Is it safe …", "Should I …").
 */
const LABEL_AFTER_QUESTION_WORD =
  /^(?:what|why|how|when|where|which|who)\s+(?:we|i|us|our|my|it|they|you|your|(?:you|we|they)['’](?:ll|re|ve)|i['’](?:m|ll|ve))(?![\w'’])/i;
/** "Why Choose Us", "Why Tampa Homeowners Choose Us", "What Our Clients Say About Us": a label, not a question. */
const LABEL_ENDING = /\s(?:us|me)$/i;

/**
 * An English heading that names the question its passage answers without asking it: "Why this recipe works", "How a
 * compression faucet works", "What the levy pays for". It is no question heading (`isQuestion`: question_headings
 * counts questions), but it tells a reader and an engine what the passage answers, as a question heading does, so a
 * passage under it keeps its structure credit (see `passageReports`). Labels are left out ("What we did", "Why us",
 * "Why Choose Us"), and so is spun content's "Why X Matters" (`IMPORTANCE_ENDING`).
 *
 * @example
 * ```ts
 * namesQuestion('Why this recipe works'); // true
 * namesQuestion('What we did'); // false
 * ```
 */
export function namesQuestion(heading: string): boolean {
  const h = trimPermalink(heading);
  return (
    WH_WORD.test(h) &&
    !LABEL_AFTER_QUESTION_WORD.test(h) &&
    !LABEL_ENDING.test(h) &&
    !IMPORTANCE_ENDING.test(h)
  );
}

/**
 * "Why Fixing A Dripping Faucet Matters", "Why Regular Maintenance Is Important": the stock heading of spun content,
 * which asserts that its topic matters rather than naming a question anyone asks.
 */
const IMPORTANCE_ENDING =
  /\b(?:matters?|(?:is|are) (?:so |really |very |more |most )?(?:important|essential|crucial|vital|key|necessary))$/i;

/**
 * A heading phrased as a question: it ends with "?" (or its Arabic and full-width forms), or starts with an English
 * auxiliary, or with an English wh-word that asks (`WH_QUESTION`: "Why does …", not "Why Fixing A Faucet Matters"), or
 * with another language's question word, and does not read as a label. `english` is whether the page reads as
 * English (only then are the other languages' question words left out), or a function that says so, asked only when a
 * heading has no "?" and no English question word. `language` is the page's language as `pageLanguage` gives it: that language's question words
 * are read, none on a page of a language without a list, and on a page in English or without lang (null) every
 * language's but the ambiguous short ones. A short ASCII word followed by names only ("Wat Arun Temple") asks nothing.
 *
 * @example
 * ```ts
 * isQuestion('How long does it take', true); // true
 * isQuestion('Why Fixing A Dripping Faucet Matters', true); // false
 * isQuestion('Comment Policy', true); // false
 * isQuestion('Comment choisir une enclume', false, 'fr'); // true
 * isQuestion('Wat Pho', false, 'fr'); // false
 * ```
 */
export function isQuestion(
  heading: string,
  english: boolean | (() => boolean),
  language: string | null = null,
): boolean {
  // A permalink mark after the text ("Env files supported?¶") is the theme's, not the heading's.
  const h = trimPermalink(heading);
  if (/[?？؟]$/.test(h)) return true;
  if (LABEL_AFTER_QUESTION_WORD.test(h) || LABEL_ENDING.test(h)) return false;
  // An English wh-word decides for itself, on any page: no other language's word opens with one.
  if (WH_WORD.test(h)) return WH_QUESTION.test(h);
  if (AUXILIARY_START.test(h)) return true;
  const patterns = language === null ? UNKNOWN_LANGUAGE_PATTERNS : QUESTION_PATTERNS.get(language);
  if (patterns === undefined) return false;
  const asks =
    (patterns.start?.test(h) === true && !(SHORT_ASCII_START.test(h) && readsAsName(h))) ||
    patterns.end?.test(h) === true;
  return asks && !(typeof english === 'function' ? english() : english);
}
