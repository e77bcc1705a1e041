/**
 * Text signals of a passage that the GEO paper (Aggarwal et al., KDD 2024) and the anchor tools found to make
 * text quotable: an answer in the first sentence, attributed quotations, cited sources, question headings (figures
 * are in figures.ts). Pattern-based and deterministic; English patterns first, with the common forms of a few other
 * languages where they are cheap to add.
 */

import { isBlank } from '../structured-data/dom.ts';
import { commonWords } from './readability.ts';
import { sentenceLength } from './sentence-length.ts';
import { blankRuns, blankSeparated, trimPermalink, wordEnd, wordStart } from './words.ts';

const segmenters = new Map<string, Intl.Segmenter>();

function segmenter(lang: string | null): Intl.Segmenter {
  const key = lang ?? 'en';
  let known = segmenters.get(key);
  if (!known) {
    try {
      known = new Intl.Segmenter(key, { granularity: 'sentence' });
    } catch {
      known = new Intl.Segmenter('en', { granularity: 'sentence' });
    }
    segmenters.set(key, known);
  }
  return known;
}

/**
 * Titles and common abbreviations that a name or number follows: a full stop after them ends no sentence. The Thai
 * titles are those of doctors and academics (นพ. and พญ. male and female physician, ทพ./ทพญ. dentist, ภก./ภญ.
 * pharmacist, ดร. doctor, ศ./รศ./ผศ. professor, associate and assistant professor).
 */
const ABBREVIATION = String.raw`(?:Dr|Dres|Prof|Mr|Mrs|Ms|Mme|Mlle|St|Sr|Sra|Srta|Jr|Nr|Hr|ca|bzw|vgl|z|d|u|z\.\s?B|d\.\s?h|u\.\s?a|นพ|พญ|ทพญ?|ภ[กญ]|ดร|[รผ]?ศ)\.`;
/** A segment the segmenter ended at such an abbreviation ("Dr. ", "Wir empfehlen z. "). */
const ENDS_WITH_ABBREVIATION = new RegExp(String.raw`(?:^|[^\p{L}.])${ABBREVIATION}\s*$`, 'u');

/**
 * Calls `visit` with each sentence of a text (Intl.Segmenter, locale-aware; line breaks end sentences too) until
 * it returns false: a reader that needs the first few hundred words stops segmenting there. The segmenter ends a
 * sentence after "Dr." or "z. B." (it knows no abbreviations); such a piece is joined to the next.
 *
 * @example
 * ```ts
 * eachSentence('One. Two.\nThree', 'en', (s) => (console.log(s), true)); // One. / Two. / Three
 * ```
 */
export function eachSentence(text: string, lang: string | null, visit: (sentence: string) => boolean): void {
  // One segmenter pass over the whole text, not one per line (each pass costs a setup about as dear as a short
  // line's segmentation): a line feed is a hard sentence break (UAX #29 SB4: ParaSep ÷), no rule looks past one,
  // and it stays at the end of the segment it closes, where trimming removes it; so the trimmed segments are the
  // same as line by line.
  let pending = '';
  for (const { segment } of segmenter(lang).segment(text)) {
    const piece = pending + segment;
    pending = '';
    // Only a piece that ends in a full stop and a space (not a line break) can be an abbreviation cut short.
    const last = piece.charCodeAt(piece.length - 1);
    if (last === 32 && piece.charCodeAt(piece.length - 2) === 46 && ENDS_WITH_ABBREVIATION.test(piece)) {
      pending = piece;
      continue;
    }
    const s = piece.trim();
    if (s !== '' && !visit(s)) return;
  }
  const s = pending.trim();
  if (s !== '') visit(s);
}

/** Sentences of a text (see `eachSentence`), at most `max`. */
export function sentences(text: string, lang: string | null, max = 10_000): string[] {
  const out: string[] = [];
  if (max <= 0) return out;
  eachSentence(text, lang, (s) => out.push(s) < max);
  return out;
}

/**
 * A byline or dateline: a line opening with a label and a colon ("Autor:", "लेखक:", "Stand:"), with "By"/"Von"/"Par"
 * and a name, with "Posted on", "Published by" or "Updated on", or holding a middle dot, bullet or bar between its
 * parts ("Katarzyna Nowak · 12 marca 2025").
 */
const BYLINE =
  /^(?:[\p{L}\p{M}]+(?: [\p{L}\p{M}]+)?\s?:\s|(?:[Bb]y|[Vv]on|[Pp]ar|[Pp]or|[Dd]oor|[Pp]rzez)\s\p{Lu}|(?:[Pp]osted|[Pp]ublished|[Uu]pdated|[Ll]ast updated|[Ww]ritten) (?:on|by|in) )|\s[·•|]\s/u;

/** A line of three or more parts between middle dots, bullets or bars (name · published · updated). */
const DATELINE_PARTS = /\s[·•|]\s.*\s[·•|]\s/;

/**
 * A line that does not end a sentence and labels rather than says: a product name, a slide counter ("1 / 53") of
 * up to four words, or a byline or dateline of up to twelve (whose date made an introduction pass answer-first as
 * "states a number"), or of up to twenty when three parts or more are set apart (a Thai byline with a title, the
 * physician's specialty and two dates is fifteen runs between spaces).
 */
function isLabel(line: string): boolean {
  // The last character looked up, not an expression ending in $, which tries every position of the line.
  if (SENTENCE_MARKS.includes(line.charAt(line.length - 1)))
    return CHROME_LINE.test(line) && blankSeparated(line, 13) <= 12;
  const words = blankSeparated(line, 21);
  return (
    words <= 4 ||
    (words <= 12 && (BYLINE.test(line) || CHROME_LINE.test(line))) ||
    (words <= 20 && (DATELINE_PARTS.test(line) || (BYLINE.test(line) && DATELINE_DATE.test(line))))
  );
}

/**
 * A shop's or recipe card's notes above the text, which end in a full stop but say nothing of the subject: "Tax
 * included. Shipping calculated at checkout." (Shopify), "Sale price", "Jump to Recipe". Up to twelve words.
 */
const CHROME_LINE =
  /^(?:tax(?:es)? included|(?:tax(?:es)?|shipping|duties)(?:,? (?:and )?(?:tax(?:es)?|shipping|duties))* (?:are )?calculated at checkout|(?:regular|sale|unit|original) price\b|jump to recipe|print recipe)/i;

/** A date in a dateline ("November 18, 2025 at 3:40 p.m. PST | Updated …"): a year, or a day and a time. */
const DATELINE_DATE = /\b(?:1[89]|20)\d\d\b|\d:\d\d/;

/** Marks that end a sentence or introduce what follows: a line ending in one says something. */
const SENTENCE_MARKS = '.!?…。！？।؟:;';

/** The longest line `isLabel` is asked about: twenty words of a byline are far shorter. */
const MAX_LABEL_CHARS = 400;

/**
 * Where a passage's opening starts: past the label lines (a byline, a dateline, a product name) among its first
 * eight lines, as `firstSentence` reads it; 0 when there are only labels there.
 *
 * @example
 * ```ts
 * openingOffset('Autor: Petra Svobodová · 3. 3. 2025\nRefinancování se vyplatí.'); // 36
 * ```
 */
export function openingOffset(text: string): number {
  let at = 0;
  for (let line = 0; line < 8 && at < text.length; line++) {
    let end = text.indexOf('\n', at);
    if (end < 0) end = text.length;
    // A line this long is no label of twenty words: a paragraph, read no further (it can be thousands of words).
    if (end - at > MAX_LABEL_CHARS) return at;
    const trimmed = text.slice(at, end).trim();
    if (trimmed !== '' && !isLabel(trimmed)) return at;
    at = end + 1;
  }
  return 0;
}

/**
 * Where the first sentence ends: a full stop, "!", "?" (or their forms in other scripts) followed by blanks and what
 * can open a sentence: a capital, a letter of a script without capitals (Arabic, Hebrew, Devanagari: \p{Lo}), a
 * digit, an opening parenthesis or quotation mark (“ „ « ‹ 「, and Spanish ¿ ¡). Not after a title or a common
 * abbreviation that a name or number follows ("Dr. Jana Brandt", "z. B. Äpfel", "ca. 5 kg", "Nr. 3"). The full-width
 * 。 ！ ？ of Chinese and Japanese end a sentence with no blank after them (with the closing brackets that follow),
 * unless a quotation closes there and と quotes it on (「…。」と彼は言った).
 */
const SENTENCE_END = new RegExp(
  String.raw`^.*?(?:[。！？](?![」』）”]*と)[」』）”]*|[.!?…।؟](?<!(?<![\p{L}.])${ABBREVIATION})(?=\s+[\p{Lu}\p{Lo}\p{N}"“'‘(„‚«‹¿¡「『]|\s*$))`,
  'su',
);

/** Thai letters and marks (U+0E01–U+0E5B): a line holding one may end its sentences at blanks. */
const THAI = /[\u0e01-\u0e5b]/;

/**
 * Thai writes no full stop: a blank between two Thai letters ends a sentence or a clause. Not before this many
 * characters (a topic set apart, "ไข้เลือดออก คือ โรค…", "dengue is a disease…"), nor next to a word that joins what
 * follows (คือ "is", เป็น "is", ว่า "that", และ "and", หรือ "or", แต่ "but", ซึ่ง "which", โดย "by", ที่ "that",
 * เพราะ "because", จึง "so", ของ "of"), nor before a speech verb after its speaker (กล่าว "said", ระบุ "stated",
 * เปิดเผย "revealed": "ผศ. นพ. สมชาย ใจดี กล่าวว่า …"). ฯ ends nothing: it shortens a word (กรุงเทพฯ, ฯลฯ "etc."),
 * inside sentences.
 */
const THAI_MIN_SENTENCE = 25;
const THAI_JOINERS = [
  'คือ',
  'เป็น',
  'ว่า',
  'และ',
  'หรือ',
  'แต่',
  'ซึ่ง',
  'โดย',
  'ที่',
  'เพราะ',
  'จึง',
  'ของ',
  'กล่าว',
  'ระบุ',
  'เปิดเผย',
];

function isThai(c: number): boolean {
  return c >= 0x0e01 && c <= 0x0e5b;
}

/** Where a Thai sentence ends in `line` (see `THAI_MIN_SENTENCE`), or -1. */
function thaiSentenceEnd(line: string): number {
  for (let at = line.indexOf(' ', THAI_MIN_SENTENCE); at > 0; at = line.indexOf(' ', at + 1)) {
    let next = at + 1;
    while (next < line.length && isBlank(line.charCodeAt(next))) next++;
    if (!isThai(line.charCodeAt(at - 1)) || !isThai(line.charCodeAt(next))) continue;
    const before = line.slice(Math.max(0, at - 6), at);
    const after = line.slice(next, next + 7);
    if (THAI_JOINERS.some((w) => before.endsWith(w) || after.startsWith(w))) continue;
    return at;
  }
  return -1;
}

/**
 * The first sentence: up to the first ".", "!" or "?" followed by a space and what opens a sentence (so "e.g. the",
 * "3.5 kg" and "Dr. Brandt" do not end it; see `SENTENCE_END`), a full-width 。 ！ ？, a blank between Thai clauses
 * (see `thaiSentenceEnd`), or the first line. Short label lines before it (a product name over its description, a
 * dateline) are passed over. Cheaper than a segmenter for one sentence per passage.
 */
export function firstSentence(text: string): string {
  const start = text.trimStart();
  const from = openingOffset(start);
  const end = start.indexOf('\n', from);
  const line = start.slice(from, end < 0 ? start.length : end).trim();
  const m = SENTENCE_END.exec(line);
  const sentence = m ? m[0] : line;
  if (THAI.test(sentence)) {
    const thai = thaiSentenceEnd(sentence);
    if (thai > 0) return sentence.slice(0, thai).trim();
  }
  return sentence.trim();
}

/**
 * Openings that delay the answer: throat-clearing, greetings, teasers, rhetorical questions. An apostrophe may be
 * typographic (WordPress prints "Let’s").
 */
const FILLER_OPENING =
  /^(?:in this (?:article|post|guide|section|blog|tutorial)|in today['’]?s|when it comes to|welcome to|let['’]?s (?:dive|take|talk|explore|look|get started|begin|start)|have you ever|are you (?:looking|wondering|struggling)|did you know|if you['’]?re (?:looking|wondering)|before we (?:dive|begin|start)|as we all know|it['’]?s no secret|we['’]?ll (?:cover|explore|look)|read on|keep reading|imagine|picture this|so,? you|without further ado|first things first|look no further|you['’]?ve come to the right place|thanks? (?:you )?for (?:stopping by|visiting|reading|joining)|(?:hi|hello|hey) (?:there|everyone|friends|folks|guys|all)\b|oh,? my (?:gosh|god|goodness)\b|omg\b)/i;

/**
 * A definition or direct assertion: "X is …", "X refers to …", "X costs …", "Yes, …", "Yes!", "No." (the answer a
 * FAQ's yes-or-no question takes first; the other languages' yes and no are in `ANSWER_WORDS`).
 */
const ASSERTION =
  /\b(?:is|are|was|were|refers? to|means|describes?|defines?|consists? of|includes?|contains?|costs?|takes?|lasts?|requires?|lets?|allows?|enables?|helps?|provides?|uses?|works? by|depends? on|ranges? from|measures?|weighs?|equals?|stands? for)\b|^(?:yes|no|yep|nope)\b[,.!]/i;

/**
 * The words that make a first sentence an answer in the other languages we see most, by language (the primary subtag
 * of the page's lang, as `pageLanguage` gives it). Each language's words are read only on pages of that language: a
 * short word of one is often another's everyday word (Czech "je" "is" is French "je" "I", Vietnamese "là" is French
 * "là" "there"), and French "Je vous propose de découvrir …" is no answer. Words that are also English nouns ("war",
 * "era") are left out, and Danish and Norwegian "er" (German "he", and read on pages of unknown language too).
 */
interface AnswerWords {
  /** Assertions: "is", "means", "costs" … (space-separated). */
  assertion: string;
  /** Modal statements: "should", "can", "must" … ("Sie sollten …", "Se puede …", "Należy …"). */
  direct?: string;
  /** Two-word modal forms, by their first word ("hay que"). */
  pairs?: readonly (readonly [string, string])[];
  /** "Yes" and "no" as the whole answer ("Sí. Preparamos …", "Ja, …"), when followed by , . or !. */
  yesNo?: string;
}

const ANSWER_WORDS: Readonly<Record<string, AnswerWords>> = {
  de: {
    assertion:
      'ist sind waren bedeutet beträgt betragen liegt liegen heißt gilt kostet kosten dauert enthält ermöglicht erlaubt bietet hilft braucht benötigt besteht umfasst',
    direct: 'soll sollte sollten sollen kann können muss müssen darf dürfen wird werden',
    pairs: [
      ['lässt', 'sich'],
      ['empfiehlt', 'sich'],
    ],
    yesNo: 'ja nein',
  },
  fr: {
    assertion: 'est sont était signifie désigne permet coûte coûtent dure contient comprend consiste',
    direct: 'peut peuvent doit doivent faut suffit',
    yesNo: 'oui non',
  },
  es: {
    assertion: 'es son está están significa permite cuesta cuestan contiene consiste sirve',
    direct: 'puede pueden debe deben conviene basta',
    pairs: [
      ['hay', 'que'],
      ['tiene', 'que'],
      ['tienen', 'que'],
    ],
    yesNo: 'sí',
  },
  pt: {
    assertion: 'é são estão custa custam contém serve',
    direct: 'pode podem deve devem precisa precisam',
    yesNo: 'sim não',
  },
  it: { assertion: 'è sono permette', direct: 'può possono deve devono bisogna', yesNo: 'sì' },
  nl: {
    assertion: 'zijn betekent kost duurt bevat helpt',
    direct: 'kun kunt kan moet moeten zal zullen',
    yesNo: 'ja nee',
  },
  pl: {
    assertion: 'jest są oznacza pozwala kosztuje kosztują trwa zawiera polega',
    direct: 'można należy trzeba powinien powinna powinno powinny musi muszą może mogą wystarczy',
    yesNo: 'tak nie',
  },
  ru: {
    assertion: 'это является являются означает позволяет позволяют составляет занимает есть',
    direct: 'можно нужно следует должен должна должно должны может могут надо',
    yesNo: 'да нет',
  },
  uk: {
    assertion: 'це є означає дозволяє становить коштує триває містить',
    direct: 'можна потрібно треба слід варто необхідно можуть мусить',
  },
  hi: { assertion: 'है हैं' },
  // The pronoun of a definition ("حساب التوفير هو …", "a savings account is …").
  ar: { assertion: 'هو هي يعني تعني' },
  sv: {
    assertion: 'är betyder innebär kostar varar innehåller består',
    direct: 'kan bör måste ska behöver',
    yesNo: 'ja nej',
  },
  da: {
    assertion: 'betyder koster varer indeholder består',
    direct: 'kan skal skulle må bør',
    yesNo: 'ja nej',
  },
  no: {
    assertion: 'betyr koster varer inneholder består',
    direct: 'kan skal skulle må bør',
    yesNo: 'ja nei',
  },
  cs: {
    assertion: 'je jsou znamená stojí trvá obsahuje umožňuje představuje',
    direct: 'můžete může mohou musíte musí lze stačí doporučujeme',
  },
  id: { assertion: 'adalah merupakan ialah yaitu berarti', direct: 'bisa dapat harus perlu sebaiknya wajib' },
  vi: { assertion: 'là', direct: 'nên cần phải', pairs: [['có', 'thể']] },
  // "Means", "which is" (a defining clause: "Türkiye'nin en kalabalık şehri olan İstanbul …"), "is known", "is
  // considered", "contains", "provides", "requires", "lasts"; "it is necessary", "may", "needed"; "anlamına gelir"
  // "means".
  tr: {
    assertion: 'demektir olan bilinir sayılır içerir sağlar gerektirir sürer',
    direct: 'gerekir gerekiyor olabilir lazım',
    pairs: [['anlamına', 'gelir']],
  },
  // Hebrew: the pronoun of a definition (as Arabic's), "there is", "there is not", "is not"; modal words.
  he: {
    assertion: 'הוא היא הם הן זה זו יש אין אינו אינה אינם אינן',
    direct: 'צריך צריכה צריכים אפשר ניתן חייב חייבים כדאי מומלץ',
  },
};

interface AnswerLexicon {
  assertion: ReadonlySet<string>;
  direct: ReadonlySet<string>;
  pairs: ReadonlyMap<string, string>;
  yesNo: ReadonlySet<string>;
}

function lexiconOf(list: readonly AnswerWords[]): AnswerLexicon {
  const words = (pick: (w: AnswerWords) => string | undefined): Set<string> =>
    new Set(list.flatMap((w) => pick(w)?.split(' ') ?? []));
  return {
    assertion: words((w) => w.assertion),
    direct: words((w) => w.direct),
    // No two languages open a pair with the same word.
    pairs: new Map(list.flatMap((w) => w.pairs ?? [])),
    yesNo: words((w) => w.yesNo),
  };
}

const LEXICONS = new Map(Object.entries(ANSWER_WORDS).map(([language, w]) => [language, lexiconOf([w])]));
/** Every language's words: a page in English or without lang may be written in any of them. */
const ALL_LANGUAGES = lexiconOf(Object.values(ANSWER_WORDS));
const NO_WORDS = lexiconOf([]);

/** Codes that share a word list: Norwegian Bokmål and Nynorsk, Malay, the older codes of Hebrew and Indonesian. */
const SAME_LIST: Readonly<Record<string, string>> = { nb: 'no', nn: 'no', ms: 'id', in: 'id', iw: 'he' };

/**
 * The language a page's text is read in by the word lists of other languages than English: the primary subtag of
 * its lang, lower-cased ("pt-BR" → "pt", "nb" → "no"), or null when the page has no lang or says English. English
 * gives null, not "en", because themes leave lang="en-US" over German or French text: such a page may be in any
 * language, and the callers say what they read then.
 *
 * @example
 * ```ts
 * pageLanguage('fr-CA'); // 'fr'
 * pageLanguage('en-US'); // null
 * ```
 */
export function pageLanguage(lang: string | null | undefined): string | null {
  if (lang === null || lang === undefined) return null;
  const code = lang.trim().toLowerCase();
  let end = 0;
  while (end < code.length && code.charCodeAt(end) >= 97 && code.charCodeAt(end) <= 122) end++;
  const primary = code.slice(0, end);
  if (primary === '' || primary === 'en') return null;
  return SAME_LIST[primary] ?? primary;
}

/**
 * Turkish states what a thing is with a suffix, not a word ("el yapımıdır", "it is handmade"): a word of six letters
 * or more ending in -dır/-tır/-dür/-tür. The forms with i and u (-dir, -tur), on a page whose language is not known to
 * be Turkish, only in a sentence with a letter only Turkish writes (ı, ğ, ş): German "Temperatur", "Natur" and Spanish
 * "permitir" end in them too.
 */
const TURKISH_COPULA = /^[^\s]{3,}[dt][ıü]r$/;
const TURKISH_COPULA_PLAIN = /^[^\s]{3,}[dt][iu]r$/;
const TURKISH_LETTER = /[ığş]/i;
/**
 * Turkish modal suffixes, read on Turkish pages: "can" (-abilir/-ebilir: "yapabilirsiniz", "you can do") and "must"
 * (-malı/-meli: "ödemelisiniz", "you must pay"), on words of seven letters or more ("temeli", "its foundation", is not
 * one).
 */
const TURKISH_MODAL = /(?:[ae]bilir(?:siniz|sin|iz|ler)?|malı(?:sınız|sın|yız)?|meli(?:siniz|sin|yiz)?)$/;
/**
 * Turkish puts the verb last, and states most facts in the aorist or the passive ("elde üretilir", "is made by hand";
 * "kolayca temizlenir"), the present (-yor), the past (-dı, -miş) or the future (-acak): a statement that ends in such a
 * verb, on a Turkish page, asserts. Filler and questions are turned away before this is asked.
 */
const TURKISH_FINITE = /(?:[aeıiuü]r|yor|[dt][ıiuü]|m[ıiuü]ş|[ae]c[ae]k)$/;
/** A person or plural ending after the verb ("yapılırlar"), taken off first: a plural noun ("detaylar") is no verb. */
const TURKISH_PERSON = /(?:l[ae]r|s[ıiuü]n[ıiuü]z|[ıiuü]z)$/;
/** The last word of a sentence closed by a full stop (a heading-like fragment has none). */
const LAST_WORD = /([^\s.!…]+)[.!…]+\s*$/;

/**
 * Whether a first sentence asserts or directs in one of the other languages, by its words (a set lookup per word:
 * an expression of these alternatives between Unicode word edges cost more than all the English expressions).
 * `language` is the page's (see `pageLanguage`): null reads every language's words, a language without a list none.
 */
function otherLanguageAnswer(
  sentence: string,
  language: string | null,
): 'definition or assertion' | 'direct statement or instruction' | null {
  const words = language === null ? ALL_LANGUAGES : (LEXICONS.get(language) ?? NO_WORDS);
  if ((language === null || language === 'ko') && koreanDeclarative(sentence))
    return 'definition or assertion';
  if (language === null || UNSPACED_LANGUAGES.has(language)) {
    const unspaced = unspacedAnswer(sentence, language);
    if (unspaced !== null) return unspaced;
  }
  const copula = language === null || language === 'tr';
  if (language === 'tr') {
    const last = LAST_WORD.exec(sentence)?.[1]?.toLocaleLowerCase('tr').replace(TURKISH_PERSON, '');
    if (last !== undefined && last.length >= 4 && TURKISH_FINITE.test(last)) return 'definition or assertion';
  }
  let direct = false;
  let previous = '';
  let first = true;
  for (let at = wordStart(sentence, 0); at < sentence.length; ) {
    const end = wordEnd(sentence, at);
    const word = sentence.slice(at, end).toLowerCase();
    if (first && words.yesNo.has(word) && ',.!'.includes(sentence.charAt(end) || ' '))
      return 'definition or assertion';
    first = false;
    if (words.assertion.has(word)) return 'definition or assertion';
    if (
      copula &&
      word.length >= 6 &&
      word.charCodeAt(word.length - 1) === 114 &&
      (TURKISH_COPULA.test(word) ||
        (TURKISH_COPULA_PLAIN.test(word) && (language === 'tr' || TURKISH_LETTER.test(sentence))))
    )
      return 'definition or assertion';
    if (
      words.direct.has(word) ||
      words.pairs.get(previous) === word ||
      (language === 'tr' && word.length >= 7 && TURKISH_MODAL.test(word))
    )
      direct = true;
    previous = word;
    at = wordStart(sentence, end);
  }
  return direct ? 'direct statement or instruction' : null;
}

/**
 * Openings that announce rather than answer in Korean ("이 글에서는 …", "in this post …", "…을 알아보겠습니다", "we will
 * look at …", "안녕하세요" "hello"; they end in the declarative 다 as an answer does) and Turkish ("Bu yazıda …", "in
 * this post …", "Merhaba" "hello").
 */
const KOREAN_FILLER =
  /^(?:안녕하세요|(?:이|이번|오늘|본) ?(?:글|포스팅|포스트|시간|기사)에서는?)|(?:알아|살펴)(?:보겠습니다|보도록 하겠습니다|보려고 합니다|볼게요|봅시다)|소개(?:해 ?드리겠습니다|해 ?드릴게요|하겠습니다)/;
const TURKISH_FILLER =
  /^(?:bu (?:yazıda|yazımızda|makalede|makalemizde|rehberde|rehberimizde|içerikte|içeriğimizde)|merhaba)/i;

/**
 * A Korean sentence that states: it ends in the declarative 다 (진행된다, 있습니다) or the polite 요 (있어요),
 * before its full stop. Questions ended with "?" were turned away before.
 */
function koreanDeclarative(sentence: string): boolean {
  let end = sentence.length - 1;
  while (end > 0 && (sentence.charCodeAt(end) === 46 || sentence.charCodeAt(end) === 33)) end--;
  const last = sentence.charCodeAt(end);
  return last === 0xb2e4 || last === 0xc694;
}

/** Whether `c` is one of the characters of `set` (never true of the empty string past either end of a text). */
function oneOf(c: string, set: string): boolean {
  return c !== '' && set.includes(c);
}

/**
 * Chinese states with 是 ("寿司是日本料理", "sushi is Japanese food"), 指 ("…指…", "…refers to…"), the formal 为/為
 * ("面积为120平方米"), 称为 "is called", 意味着 "means", 包括 "includes", 属于 "belongs to". Not where 是 is part of
 * 是否 "whether", 但是/可是 "but", 还是 "or", 于是 "so" or 要是 "if"; nor 为 in 因为 "because", 为了 "in order to",
 * 为什么/为何 "why", 为您/为你/为大家 "for you" ("本文为您介绍…"); nor 指 in 指南 "guide", 指数 "index", 指标
 * "indicator", 指定 "designated", 指令 "command", 手指 "finger", 戒指 "ring".
 */
function chineseAssertion(s: string): boolean {
  for (let i = s.indexOf('是'); i >= 0; i = s.indexOf('是', i + 1))
    if (s.charAt(i + 1) !== '否' && !oneOf(s.charAt(i - 1), '但可还還于於要')) return true;
  for (let i = s.indexOf('指'); i >= 0; i = s.indexOf('指', i + 1))
    if (!oneOf(s.charAt(i + 1), '南数數标標定令') && !oneOf(s.charAt(i - 1), '手戒食拇')) return true;
  for (const mark of ['为', '為'])
    for (let i = s.indexOf(mark); i >= 0; i = s.indexOf(mark, i + 1))
      if (!oneOf(s.charAt(i + 1), '了什何您你大') && s.charAt(i - 1) !== '因') return true;
  return ['意味着', '意味著', '包括', '属于', '屬於'].some((w) => s.includes(w));
}

/** Chinese modal words: 可以 "can", 应该/應該 "should", 必须/必須 "must", 需要 "need", 建议/建議 "recommend". */
const CHINESE_DIRECT = ['可以', '应该', '應該', '必须', '必須', '需要', '建议', '建議'];

/**
 * Japanese defines with とは ("寿司とは…", "sushi is…"; not とはいえ/とは言え "even so") and states with a topic or
 * subject (は, が) and a sentence ending in the copula or a polite verb (です, である, だ, ます, ません and their past).
 * "We look forward to your visit" (お待ちしております) has neither は nor が ("thank you", ありがとうございます, has a が
 * and is filler).
 */
const JAPANESE_ENDING = /(?:です|でした|である|であった|だ|だった|ます|ました|ません)[。！]?[」』）]*$/;
/**
 * Japanese instructions and modal words: ください "please do", ましょう "let us, you should", べき "should", 必要
 * "necessary".
 */
const JAPANESE_DIRECT = ['ください', '下さい', 'ましょう', 'べき', '必要'];

function japaneseAssertion(s: string): boolean {
  for (let i = s.indexOf('とは'); i >= 0; i = s.indexOf('とは', i + 1))
    if (s.charAt(i + 2) !== 'い' && s.charAt(i + 2) !== '言') return true;
  return (s.includes('は') || s.includes('が')) && JAPANESE_ENDING.test(s);
}

/**
 * Thai states with คือ "is, namely", เป็น "is, as", หมายถึง "means", ตั้งอยู่ "is located" (not in เป็นต้น "and so on", nor the noun-maker
 * ความเป็น, "-ness", as in ความเป็นมา "background"); modal words ต้อง "must", ควร "should", สามารถ "can", ห้าม "do not".
 */
function thaiAssertion(s: string): boolean {
  if (s.includes('คือ') || s.includes('หมายถึง') || s.includes('ตั้งอยู่')) return true;
  for (let i = s.indexOf('เป็น'); i >= 0; i = s.indexOf('เป็น', i + 1))
    if (!s.startsWith('ต้น', i + 4) && !(i >= 4 && s.startsWith('ความ', i - 4))) return true;
  return false;
}
const THAI_DIRECT = ['ต้อง', 'ควร', 'สามารถ', 'ห้าม'];

/** Hiragana and katakana. */
const KANA = /[\u3040-\u30ff]/;

/**
 * Whether a first sentence asserts or directs in a language written without blanks between words (Chinese,
 * Japanese, Thai), by its characters: such a sentence is one "word" to the word lookup. `language` as in
 * `otherLanguageAnswer`: those languages' own pages, and pages of unknown language (the marks are of their scripts).
 */
function unspacedAnswer(
  s: string,
  language: string | null,
): 'definition or assertion' | 'direct statement or instruction' | null {
  // Where the language is not known, kana tell Japanese from Chinese: Japanese writes 是 in 是非 "by all means" and
  // 為 in 為替 "exchange".
  const kana = language === null && KANA.test(s);
  if (language === 'zh' || (language === null && !kana)) {
    if (chineseAssertion(s)) return 'definition or assertion';
    if (CHINESE_DIRECT.some((w) => s.includes(w))) return 'direct statement or instruction';
  }
  if (language === 'ja' || kana) {
    if (japaneseAssertion(s)) return 'definition or assertion';
    if (JAPANESE_DIRECT.some((w) => s.includes(w))) return 'direct statement or instruction';
  }
  if (language === 'th' || language === null) {
    if (thaiAssertion(s)) return 'definition or assertion';
    if (THAI_DIRECT.some((w) => s.includes(w))) return 'direct statement or instruction';
  }
  return null;
}

/**
 * Openings that delay the answer in Chinese ("本文将为您介绍…", "in this article we introduce…", "大家好" "hello
 * everyone", "你是否…" "have you ever…"), Japanese ("この記事では…", "in this article", "…について解説します", "we
 * explain…", "こんにちは" "hello", "ありがとうございます" "thank you") and Thai ("บทความนี้…" "this article…",
 * "สวัสดี" "hello", "วันนี้จะพา…" "today we take you…", "เคยสงสัย…" "ever wondered…"). Read on pages of those
 * languages and of unknown language.
 */
const UNSPACED_FILLER =
  /^(?:本文|本篇|这篇文章|這篇文章|在本文|在这篇|在這篇|大家好|欢迎|歡迎|今天(?:我们|我們|小编|小編)|你是否|您是否|你有没有|你有沒有|你知道|您知道|(?:この|本)(?:記事|ページ|ブログ|ガイド)で[はも]|こんにちは|はじめまして|ありがとうございます|บทความนี้|ในบทความนี้|สวัสดี|วันนี้(?:เรา)?จะ(?:พา|มา)|เคยสงสัย)|について(?:詳しく)?(?:ご紹介|紹介|解説|説明)(?:します|していきます)/;

const UNSPACED_LANGUAGES: ReadonlySet<string> = new Set(['zh', 'ja', 'th']);

const FILLER_BY_LANGUAGE: Readonly<Record<string, RegExp>> = {
  zh: UNSPACED_FILLER,
  ja: UNSPACED_FILLER,
  th: UNSPACED_FILLER,
  ko: KOREAN_FILLER,
  tr: TURKISH_FILLER,
};
const EVERY_FILLER = [UNSPACED_FILLER, KOREAN_FILLER, TURKISH_FILLER];

/** Whether a first sentence is filler in the page's language, or in any of them where it is not known (null). */
function otherFiller(sentence: string, language: string | null): boolean {
  if (language === null) return EVERY_FILLER.some((filler) => filler.test(sentence));
  return FILLER_BY_LANGUAGE[language]?.test(sentence) === true;
}

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

/**
 * A word of a sentence read as English: ASCII and Latin-1 letters, so "découvrir" is one word and no English one; a
 * hyphenated compound ("carbon-plated", "race-day") is one word.
 */
const ENGLISH_WORD = /[A-Za-z\u00c0-\u024f]+(?:['’-][A-Za-z\u00c0-\u024f]+)*/g;
/**
 * Closed-class finite verbs (be, have, do, the modals, their contractions) and common irregular verbs whose forms show
 * no -s or -ed: any of them makes a sentence more than a fragment.
 */
const ENGLISH_VERBS = new Set(
  `am is are was were isn't aren't wasn't weren't it's that's there's what's who's they're we're you're i'm he's
she's has have had hasn't haven't hadn't do does did don't doesn't didn't can can't cannot could couldn't shall
should shouldn't will won't would wouldn't may might must mustn't need they've we've you've i've they'll we'll you'll
it'll i'll he'll she'll they'd we'd you'd i'd get got go went come came make made take took give gave keep kept find
found know knew think thought say said see saw let become became begin began grow grew leave left feel felt mean meant
hold held bring brought buy bought build built send sent spend spent lose lost pay paid run ran sit sat stand stood
win won tell told fall fell rise rose choose chose drive drove eat ate drink drank write wrote speak spoke break
broke sell sold seem happen work depend vary differ belong`.split(/\s+/),
);

/** Determiners, prepositions and conjunctions: the words around an -s word that make it a noun, not a verb. */
const FUNCTION_WORDS = new Set(
  `a an the my your our their his her its this that these those some many few several all both no any each every
other another more most such much of for with in on to at by from about and or but nor as into onto over under than
like per via within without between among through during after before above below near off up out around along
across behind beyond since until unlike versus plus`.split(/\s+/),
);

/** Words ending in -s that are no verbs. */
const NOT_VERBS_IN_S = new Set(
  'this its his hers ours yours theirs us yes less unless across always perhaps towards afterwards besides sometimes nowadays thus plus whereas series news species various lens gas bus'.split(
    ' ',
  ),
);

/** Verbs that open English instructions ("Shift to the smallest cog", "Find the quick link"). */
const ENGLISH_IMPERATIVES = new Set(
  `use add turn keep choose start check make put set remove mix fill build buy avoid plant apply open click select
install run wait water cut place store wash heat cook bake measure replace clean find shift thread join break size take
loosen tighten attach connect disconnect insert pull push press hold lift lower slide drop pour stir whisk fold chop
slice dice preheat grease line sprinkle season serve let allow leave ask call contact visit go get see read follow try
test compare pick look write sign log enter type copy paste save download upload create delete edit update restart
reboot enable disable configure plug unplug charge mount fit align adjust lubricate oil wipe rinse dry soak boil simmer
fry roast grill drain mash knead roll shape spread cover wrap chill freeze thaw refrigerate combine blend beat melt
weigh mark drill screw unscrew sand paint prime seal tape clamp glue trim prune dig sow feed mulch harvest repot wear
bring pack book reserve plan schedule email talk tell stop never always don't do be note remember consider expect
limit reduce increase drink eat sleep exercise walk stretch breathe rest drive park pay file submit claim report
register apply renew cancel return request review verify confirm gather prepare sort separate soak spray scrub
sweep vacuum unpack unbox lay hang screw bolt fasten release lock unlock swap flip rotate tilt treat pass press
access process address toss cross dress express assess dismiss bypass compress`.split(/\s+/),
);

/** Adverbs and quantifiers that stand between a subject and its verb ("… all reduce", "… often causes"). */
const BEFORE_VERB = new Set(
  'all both often also usually never always generally typically only sometimes rarely still mostly largely really actually each'.split(
    ' ',
  ),
);

const SUBJECT_PRONOUNS = new Set(['i', 'you', 'we', 'they', 'he', 'she']);
/** Words that open the object of an instruction's verb. */
const OBJECT_OPENERS = new Set(
  'the a an your every each all any this these those some it them our my its their'.split(' '),
);

/** Whether a clause mark (, ; : — –) stands between `from` and `to` in `text` (a character loop, no substring). */
function clauseMarkBetween(text: string, from: number, to: number): boolean {
  for (let i = from; i < to; i++) {
    const c = text.charCodeAt(i);
    if (c === 44 || c === 59 || c === 58 || c === 0x2014 || c === 0x2013) return true;
  }
  return false;
}

/** A capital after the first letter ("AFib", "ECG"), told by comparing with the lower-cased word. */
function hasInnerCapital(raw: string, lower: string): boolean {
  for (let i = 1; i < raw.length; i++) if (raw.charCodeAt(i) !== lower.charCodeAt(i)) return true;
  return false;
}

/** A sentence's English words, lower-cased, and whether a clause mark stands before each. */
interface EnglishWords {
  words: string[];
  /** `apart[i]`: a comma, semicolon, colon or dash between word i - 1 and word i (always true of the first). */
  apart: boolean[];
}

/**
 * The words of a first sentence that reads as English, or null: at least three words, two in five of them common
 * English words (of the readability table), names with inner capitals and acronyms (AFib, ECG) and compounds left
 * out of the count.
 */
function readEnglish(sentence: string): EnglishWords | null {
  const table = commonWords();
  const words: string[] = [];
  const apart: boolean[] = [];
  let counted = 0;
  let common = 0;
  let end = 0;
  ENGLISH_WORD.lastIndex = 0;
  for (let m = ENGLISH_WORD.exec(sentence); m !== null; m = ENGLISH_WORD.exec(sentence)) {
    const raw = m[0];
    const lower = raw.toLowerCase();
    const word = lower.includes('’') ? lower.replace('’', "'") : lower;
    apart.push(words.length === 0 || clauseMarkBetween(sentence, end, m.index));
    words.push(word);
    end = m.index + raw.length;
    if (hasInnerCapital(raw, lower) || word.includes('-')) continue;
    counted++;
    if (table.has(word)) common++;
  }
  return words.length >= 3 && counted >= 3 && common / counted >= 0.4 ? { words, apart } : null;
}

/**
 * Whether an English sentence is an instruction (it opens with a verb of instructions) or has a finite verb (a
 * statement), by cheap signs rather than a parser: a verb of the closed list; a word in -ed right after a word that
 * is no determiner or preposition; a word in -s next to such a word within a clause ("AFib happens", "confirms
 * AFib", "Tomatoes split"); a subject pronoun or a subject's adverb ("… all reduce") before such a word. A fragment
 * ("A story about a garden, long ago.", "Road and race-day shoes, fitted in store") shows none.
 */
function englishVerb({ words, apart }: EnglishWords): 'direct statement or instruction' | 'statement' | null {
  const opening = words[0]!;
  if (
    ENGLISH_IMPERATIVES.has(opening) ||
    // A verb before its object's determiner ("Treat every document …", "Salt the water"): a noun or adjective is
    // seldom followed by one.
    (!apart[1] &&
      OBJECT_OPENERS.has(words[1] ?? '') &&
      !FUNCTION_WORDS.has(opening) &&
      !SUBJECT_PRONOUNS.has(opening) &&
      // A word in -s is a plural or a verb's third person ("Tomatoes need …"), but not one in -ss ("Pass the …").
      !/(?:[^s]s|ed|ing|ly)$/.test(opening))
  )
    return 'direct statement or instruction';
  // Whether word j is one a verb can sit next to, in the same clause as word i (j = i ± 1).
  const content = (j: number): boolean => j >= 0 && j < words.length && !FUNCTION_WORDS.has(words[j]!);
  const joinedToNext = (i: number): boolean => i + 1 < words.length && !apart[i + 1];
  for (let i = 0; i < words.length; i++) {
    const word = words[i]!;
    if (ENGLISH_VERBS.has(word)) return 'statement';
    const afterContent = !apart[i] && content(i - 1);
    const beforeContent = joinedToNext(i) && content(i + 1);
    if (beforeContent && (SUBJECT_PRONOUNS.has(word) || (BEFORE_VERB.has(word) && afterContent)))
      return 'statement';
    if (word.includes('-') || FUNCTION_WORDS.has(word)) continue;
    if (
      word.length >= 4 &&
      word.endsWith('ed') &&
      !word.endsWith('eed') &&
      word !== 'hundred' &&
      afterContent
    )
      return 'statement';
    if (
      word.length >= 3 &&
      word.endsWith('s') &&
      !/(?:ss|us|is|'s)$/.test(word) &&
      !NOT_VERBS_IN_S.has(word) &&
      ((afterContent && joinedToNext(i)) || (beforeContent && !words[i + 1]!.endsWith('ing')))
    )
      return 'statement';
  }
  return null;
}

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

/**
 * Phrases that attribute a statement to a source, in English and the languages written in Latin letters. Words are
 * matched between ASCII word edges (`\b`, not Unicode mode: this runs over every passage). A general "podle" (cs,
 * also "along", "as") only with a data, study or report word.
 */
const ATTRIBUTION_LATIN =
  /\b(?:(?:according to|as reported by|reported by|study by|survey by|research by|data from|figures from|a (?:\d{4} )?(?:study|survey|report|analysis|paper) (?:by|from|in|published)|published (?:by|in)|source:|sources:|cited in|laut|selon|según|według|volgens|zufolge|menurut|enligt|ifølge)\b|podle (?:údaj|dat|průzkum|studi|statisti|zpráv|analýz|odhad)|theo (?:số liệu|báo cáo|khảo sát|nghiên cứu|thống kê))/i;

/** Review platforms whose rating a business quotes with its count ("from 612 Google reviews"). */
const REVIEW_PLATFORMS = String.raw`(?:Google|Yelp|Trustpilot|Facebook|Tripadvisor|Houzz|Angi|HomeAdvisor|Thumbtack|BBB|Amazon|G2|Capterra|Airbnb|Booking\.com|App\s+Store|Google\s+Play)`;

/**
 * A figure's source named beside it: a name with a data word in parentheses ("(Tallyboard product data)", "(Census
 * Bureau figures, 2024)"), the site's own brand among them, but not a pointer or a vague one ("(See data)", "(The
 * data)"); a rating's platform with its count ("4.8 out of 5 from 612 Google reviews", "4.9 on Google (1,287
 * reviews)"). Every alternative starts with "(" or a digit, which the engine skims for.
 */
const FIGURE_SOURCE = new RegExp(
  [
    String.raw`\((?!(?:See|More|No|Some|Any|Other|Missing)\b|(?:The|This|That|These|Those|All)\s+(?:data|survey|figures|statistics|estimates|census)\))(?-i:[A-Z])[^()\n]{0,60}?\s(?:data|survey|figures|statistics|estimates|census)(?:,?\s\d{4})?\)`,
    String.raw`\d\+?\s+(?:verified\s+)?${REVIEW_PLATFORMS}\s+(?:reviews|ratings)\b`,
    String.raw`\((?<=${REVIEW_PLATFORMS}\s?\()\d[\d,.]*\+?\s+(?:reviews|ratings)\)`,
  ].join('|'),
  'i',
);

/**
 * Whether a text names the source of its figures beside them, as `FIGURE_SOURCE` reads it: asked only of passages
 * that state a figure, as a parenthesis or a review count attributes nothing else.
 *
 * @example
 * ```ts
 * namesFigureSource('61% of workspaces have a schedule (Tallyboard product data).'); // true
 * namesFigureSource('Rated 4.8 out of 5 from 612 Google reviews.'); // true
 * namesFigureSource('Sales rose 4% (see data).'); // false
 * ```
 */
export function namesFigureSource(text: string): boolean {
  return FIGURE_SOURCE.test(text);
}

/**
 * The same in Korean, Hebrew, Russian, Ukrainian, Thai and Turkish ("göre", also "for", only with a data, study or
 * report word, or after a name's case ending: "TÜİK'e göre"). A separate expression, run only on pages that write
 * those letters: phrases that start outside ASCII made the scan of every passage half as dear again.
 */
const ATTRIBUTION_OTHER =
  /에 따르면|לדברי|(?:לפי|על פי) (?:נתוני|דוח|מחקר|סקר)|(?:[Vv]eri|[Aa]raştırma|[Rr]apor|[Çç]alışma|[Aa]nket|[İi]statistik)[a-zçğıöşü]{0,6} göre|['’](?:[ae]|y[ae]|n[ae]) göre|[Пп]о (?:данным|словам|оценкам)|[Зз]а (?:даними|словами|оцінками)|ข้อมูลอ้างอิง|(?:ตาม|จาก)ข้อมูลของ/;

/** Letters of the scripts and of Turkish (ğ, ı, ş, İ) that `ATTRIBUTION_OTHER` is written in. */
const OTHER_ATTRIBUTION_LETTERS = /[\u0400-\u04ff\u0590-\u05ff\u0e00-\u0e7f\uac00-\ud7a3ğışİ]/;

/**
 * Whether a page writes the letters of the attribution phrases outside Latin script, from the first 2,000
 * characters of its text: the second argument of `hasAttribution` for each of its passages.
 */
export function writesOtherAttributionLetters(text: string): boolean {
  return OTHER_ATTRIBUTION_LETTERS.test(text.length > 2000 ? text.slice(0, 2000) : text);
}

/**
 * Whether a text attributes a statement to a source ("according to …", "laut …", "에 따르면"). `otherScripts` says
 * whether to look for the phrases written outside Latin letters and in Turkish (see
 * `writesOtherAttributionLetters`).
 *
 * @example
 * ```ts
 * hasAttribution('According to the ONS, prices rose.', false); // true
 * hasAttribution('통계청에 따르면 사고는 14% 늘었다.', true); // true
 * ```
 */
export function hasAttribution(text: string, otherScripts: boolean): boolean {
  return ATTRIBUTION_LATIN.test(text) || (otherScripts && ATTRIBUTION_OTHER.test(text));
}

/**
 * Quoted text in running text: an opening mark, up to 400 characters, a closing mark. Short pairs match too (and are
 * skipped by `inlineQuotes`): a pair only a quotation's length could match let the scan restart at the closing mark
 * of a short quoted term (l'effetto "camice bianco", …) and pair it with the next quotation's opening mark. A
 * straight mark after a digit is an inch mark (a 12" pizza), not an opening one.
 */
const QUOTED = /[“"«„](?<![0-9]")([^”"»“]{0,400})[”"»“]/g;
/** Quotations shorter than this are quoted terms ("camice bianco"), not speech. */
const MIN_QUOTE = 20;
/**
 * Verbs that say who spoke, in English and in the other languages we see most (de, fr, es, pt, it, nl, pl, cs, id, tr,
 * sv, da, nb, he, ru, uk). Turkish "diye" ("saying") stands for the verb after it ("…" diye konuştu).
 */
const SPEECH_VERB = [
  'said|says|explains?|explained|notes?|noted|writes?|wrote|told|adds?|added',
  'sagt|sagte|sagten|erklärt|erklärte|betont|betonte|meint|meinte|berichtet|berichtete|schreibt|schrieb|ergänzt|ergänzte|warnt|warnte|fügte hinzu|fügt hinzu',
  'dit|a dit|déclare|a déclaré|explique|a expliqué|affirme|a affirmé|souligne|a souligné|ajoute|a ajouté|précise|a précisé|estime|a estimé|raconte|a raconté',
  'dijo|dice|explicó|explica|afirmó|afirma|señaló|señala|añadió|añade|declaró|aseguró|asegura|comentó',
  'disse|diz|explicou|afirmou|declarou|acrescentou|acrescenta|contou|ressaltou|destacou',
  'ha detto|spiega|ha spiegato|afferma|ha affermato|aggiunge|ha aggiunto',
  'zei|zegt|vertelt|vertelde|legt uit|legde uit|verklaarde|schrijft|schreef|benadrukt|benadrukte',
  'powiedział|powiedziała|mówi|mówił|mówiła|wyjaśnia|wyjaśnił|wyjaśniła|dodał|dodała|dodaje|twierdzi|podkreśla|podkreślił|podkreśliła|zaznacza|zaznaczył|zaznaczyła',
  'řekl|řekla|říká|uvedl|uvedla|uvádí|upozorňuje|upozornil|upozornila|vysvětluje|vysvětlil|vysvětlila|dodal|dodala|dodává|tvrdí|zdůraznil|zdůraznila|zdůrazňuje|poznamenal|poznamenala',
  'berkata|kata|katanya|ujar|ujarnya|ungkap|ungkapnya|jelasnya|menjelaskan|mengatakan|menambahkan|tambahnya|tuturnya',
  'dedi|diyor|diye|söyledi|söylüyor|belirtti|açıkladı|ekledi|vurguladı|anlattı',
  'säger|sa|sade|berättar|berättade|förklarar|förklarade|menar|skriver|skrev|tillägger|tillade|betonar|betonade',
  'siger|sagde|sier|fortæller|fortalte|forteller|forklarer|forklarede|forklarte|tilføjer|tilføjede|legger til',
  'אמר|אמרה|אומר|אומרת|הסביר|הסבירה|מסביר|מסבירה|הוסיף|הוסיפה|ציין|ציינה|סיפר|סיפרה',
  'сказал|сказала|говорит|отметил|отметила|пояснил|пояснила|заявил|заявила|добавил|добавила|сказав|каже|зазначив|зазначила|пояснив|заявив|додав|додала',
].join('|');
/** "According to" before a name, in those languages; "aldus Name" (nl) after a quotation. */
const ACCORDING_TO =
  "[Aa]ccording to|[Ll]aut|[Ss]elon|[Dd]'après|[Ss]egún|[Ss]egundo|[Ss]econdo|[Ww]edług|[Vv]olgens|[Pp]odle|[Mm]enurut|[Ee]nligt|[Ii]følge|לדברי|לפי|על פי|[Пп]о словам|[Зз]а словами";
/** "According to" after the name: Turkish "Demirtaş'a göre", Korean "김 과장에 따르면". */
const ACCORDING_TO_AFTER_NAME = String.raw`\sgöre|에 따르면`;
/**
 * Korean quotes end in a quotative particle and the verb, glued to the closing mark: "…"고 말했다 ("said"),
 * "…"라고 설명했다 ("explained"), with up to three words (the speaker) between them, or "…"이라면서 ("saying …, he") before
 * the next clause.
 */
const KOREAN_SAID = String.raw`(?:이?라)?(?:고\s(?:[^\s"“”]+\s){0,3}?[^\s"“”]*?(?:말했|밝혔|설명했|강조했|전했|덧붙였|지적했|말한|밝힌|말합니다|밝혔습니다|설명했습니다)|면서도?\s|며\s)`;
const NAME = String.raw`\p{Lu}[\p{L}.'-]+(?:\s\p{Lu}[\p{L}.'-]+)*`;
const AFTER_VERB = String.raw`(?:${SPEECH_VERB}|a-t-(?:il|elle))(?![\p{L}\p{M}])`;
/**
 * A speaker right after a quotation. German "so Name" only after a comma and with a name of two letters or more
 * ("…“, so Brenner"): an English quotation followed by "so I …" names no speaker.
 */
/** A pronoun speaking, as news copy names a speaker already introduced ("…," he said). */
const PRONOUN = '(?:[Hh]e|[Ss]he|[Tt]hey|[Ww]e|I)';
const SPEAKER_AFTER = new RegExp(
  String.raw`^\s*(?:,\s*so\s\p{Lu}[\p{L}\p{M}]|[,.]?\s*(?:[—–-]\s*\p{Lu}|[—–-]?\s*${AFTER_VERB}|(?:${ACCORDING_TO})(?![\p{L}\p{M}])|aldus\s\p{Lu}|(?:${NAME}|${PRONOUN}),?\s(?:${SPEECH_VERB})(?![\p{L}\p{M}])|${KOREAN_SAID}))`,
  'u',
);
/**
 * A speaker right before a quotation: "Name said:", "according to Name,", and a speaker whose verb a few words part
 * from the colon ("Kelsey Hightower put it well years ago:", "as Jane Doe wrote in 2019:").
 */
const SPEAKER_BEFORE = new RegExp(
  String.raw`(?:${NAME}(?:,[^,]{1,60},)?\s(?:${SPEECH_VERB.replace('told', 'told [^:,]{1,30}')}|puts it)|${PRONOUN}\s(?:${SPEECH_VERB})(?=\s?[,:])|${NAME}(?:,[^,]{1,60},)?\s(?:${SPEECH_VERB}|puts? it)(?:\s[\p{L}\p{M}\d'’]+){1,5}(?=:)|(?:${ACCORDING_TO}) [^,:]{2,60}(?:,[^,:]{2,60})?|${ACCORDING_TO_AFTER_NAME})\s?[,:]?\s*$`,
  'u',
);
/** Characters between an attributed quotation and the next one that still continue it, in the same paragraph. */
const CONTINUATION_GAP = 200;

export interface InlineQuote {
  text: string;
  attributed: boolean;
}

/** Quotations written with quotation marks in running text, and whether a speaker is named next to them. */
export function inlineQuotes(text: string, max = 50): InlineQuote[] {
  const out: InlineQuote[] = [];
  // Where the last quotation ended when it was attributed, else -1.
  let lastAttributed = -1;
  // Restarted rather than copied, as in `statistics`.
  const re = QUOTED;
  re.lastIndex = 0;
  for (let m = re.exec(text); m !== null && out.length < max; m = re.exec(text)) {
    const inner = m[1]!;
    if (inner.length < MIN_QUOTE) continue;
    // Fewer than five words: fewer than four runs of blanks inside (what splitting at blanks would count).
    if (blankRuns(inner) < 4) continue;
    const after = text.slice(m.index + m[0].length, m.index + m[0].length + 80);
    const before = text.slice(Math.max(0, m.index - 80), m.index);
    // A quotation that goes on after its speaker in the same paragraph ("…," said Name, who … "This is …") is theirs
    // too: paragraphs are joined by line breaks.
    const continues =
      lastAttributed >= 0 &&
      m.index - lastAttributed <= CONTINUATION_GAP &&
      !text.slice(lastAttributed, m.index).includes('\n');
    const attributed = continues || SPEAKER_AFTER.test(after) || SPEAKER_BEFORE.test(before);
    out.push({ text: inner, attributed });
    lastAttributed = attributed ? m.index + m[0].length : -1;
  }
  return out;
}

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
