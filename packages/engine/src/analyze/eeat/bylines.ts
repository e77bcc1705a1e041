import { titleBeforeName } from './byline-titles.ts';

/**
 * Visible bylines at the start of a line ("By Jane Doe", "Von Anna Schäfer", "Autor: Katarzyna Nowak", "作者：李明",
 * "بقلم: سارة الأحمد", "लेखक: सुनीता शर्मा"): the author's name, and what follows it on the line (often the date).
 */

/** A name in a script with capitals: capitalised words, with the particles names carry ("Jan de Vries"). */
const CAPITALISED_NAME =
  "\\p{Lu}[\\p{L}\\p{M}'’.-]+(?:[ \\u00A0]+(?:\\p{Lu}[\\p{L}\\p{M}'’.-]+|de|van|von|der|den|da|di|du|dos|das|le|la|del|y|e)){0,4}";
const NAME_AT_START = new RegExp(`^${CAPITALISED_NAME}`, 'u');
/** At least two capitalised words, particles allowed between them: "Anna Schäfer", "Jan de Vries". */
const NAME_WORD = "\\p{Lu}[\\p{L}\\p{M}'’.-]+";
const PARTICLE = '(?:de|van|von|der|den|ten|ter|da|di|du|dos|das|le|la|del|y|e)';
const FULL_NAME = `${NAME_WORD}(?:[ \\u00A0]+(?:${PARTICLE}[ \\u00A0]+)*${NAME_WORD}){1,3}`;
/** A Chinese or Japanese name: one run of characters, and a second after a space when nothing is glued to it. */
const CJK_RUN = '[\\p{sc=Han}\\p{sc=Hiragana}\\p{sc=Katakana}ー·・]{1,12}';
const CJK_NAME = `${CJK_RUN}(?:[ \\u3000]${CJK_RUN}(?![\\p{L}：:]))?`;
/** Up to four words of Arabic script, stopping before a date label ("نشر", "في", "تاريخ"). */
const ARABIC_NAME =
  '(?!نشر|في|تاريخ)\\p{sc=Arabic}[\\p{sc=Arabic}\\p{M}]*(?:\\s+(?!نشر|في|تاريخ|·)\\p{sc=Arabic}[\\p{sc=Arabic}\\p{M}]*){0,3}';
const DEVANAGARI_NAME = '\\p{sc=Devanagari}+(?:\\s+\\p{sc=Devanagari}+){0,3}';

/**
 * Labels that only ever introduce an author: the English ones (as before), and "Autor", "Autorin", "Autorka",
 * "Автор", Czech "Napsal(a)", Vietnamese "Tác giả" with or without a colon, Danish, Norwegian and Swedish "Skrevet
 * af/av", "Skriven av", and Turkish "Yazar:" and Indonesian "Penulis:" with one. "Auteur", "Autore" and "Autora" need the colon ("Auteur Theory Explained",
 * "Autora Invitada" are titles), unless the line is a byline element's (`LABELLED_LOOSE`).
 */
const LABEL_START =
  '^(?:[Bb]y|BY|[Ww]ritten [Bb]y|[Ww]ords [Bb]y|[Aa]uthor:?|[Pp]osted [Bb]y|[Ss]krevet a[fv]|[Ss]kriven av|(?:[Aa]utor(?:in|ka)?|Автор|автор|[Nn]apsala?|[Tt]ác giả)(?:\\s*[:：])?|(?:[Yy]azar|[Pp]enulis)\\s*[:：]';
const LABELLED = new RegExp(
  `${LABEL_START}|(?:[Aa]uteur|[Aa]utor[ae])\\s*[:：])\\s+(${CAPITALISED_NAME})`,
  'u',
);
const LABELLED_LOOSE = new RegExp(
  `${LABEL_START}|(?:[Aa]uteur|[Aa]utor[ae])(?:\\s*[:：])?)\\s+(${CAPITALISED_NAME})`,
  'u',
);
/** An explicit English byline: "By Jane Doe", which a preposition-only match ("Von Neumann …") gives way to. */
const ENGLISH_BY = /^(?:[Bb]y|BY|[Ww]ritten [Bb]y|[Ww]ords [Bb]y|[Pp]osted [Bb]y)\s/;
/** "Posted on 9 March 2025 by Sam Ortiz": the name at the end, the date before it. */
const POSTED_ON = new RegExp(
  `^(?:[Pp]osted|[Pp]ublished)(?: on)? ([\\p{L}\\p{N} ,.]{0,30}\\p{N}) by (${CAPITALISED_NAME})`,
  'u',
);
/**
 * "Von", "Door", "Par", "Por", "Di" (Italian also lowercase "di"), Swedish "Av" and Indonesian "Oleh" open a byline
 * only as the line's first word, before a name of at least two words that ends the line or a separator, on a short
 * line or one that goes on with a date: "Von Anfang an …" or "Par exemple" are prose, "Door Jan de Vries ·
 * Gepubliceerd op 5 november 2024 · …" is a byline. "Oleh" is also a Ukrainian first name ("Oleh Ivanovych
 * Petrenko"), so it is a label only on Indonesian and Malay pages (`indonesianPage`).
 */
const PREPOSITION_SOURCE = (words: string): string =>
  `^(?:${words})[ \\u00A0]+(${FULL_NAME})(?=\\s*(?:$|[·•|,–—/(]))`;
const PREPOSITION = new RegExp(PREPOSITION_SOURCE('Von|Door|Par|Por|Di|di|Av'), 'u');
const PREPOSITION_ID = new RegExp(PREPOSITION_SOURCE('Von|Door|Par|Por|Di|di|Av|Oleh'), 'u');
/** Chinese 作者, Japanese 著者/執筆者/筆者, and 文 ("text by", also 文・写真 "text and photos") only with a separator. */
const CJK_LABELLED = new RegExp(
  `^(?:(?:作者|著者|執筆者|筆者)\\s*[：:・/／]?\\s*|(?:文|写真)[・と](?:文|写真)\\s*[：:／/]\\s*|文\\s*[：:・/／]\\s*)(${CJK_NAME}|${CAPITALISED_NAME})`,
  'u',
);
/** Arabic بقلم ("by the pen of"), الكاتب/الكاتبة ("the writer"); Hindi लेखक/लेखिका ("writer"). */
const ARABIC_LABELLED = new RegExp(`^(?:بقلم|الكاتبة|الكاتب)\\s*[:：]?\\s*(${ARABIC_NAME})`, 'u');
const DEVANAGARI_LABELLED = new RegExp(`^(?:लेखक|लेखिका)\\s*[:：]?\\s*(${DEVANAGARI_NAME})`, 'u');
/** Hebrew מאת ("by"), Thai เขียนโดย/ผู้เขียน ("written by", "writer"), up to a separator or a date label. */
const HEBREW_LABELLED =
  /^מאת\s*[:：]?\s*((?!פורסם|עודכן)\p{sc=Hebrew}[\p{sc=Hebrew}'׳"״-]*(?:\s+(?!פורסם|עודכן)\p{sc=Hebrew}[\p{sc=Hebrew}'׳"״-]*){0,3})/u;
const THAI_LABELLED =
  /^(?:เขียนโดย|ผู้เขียน)\s*[:：]?\s*((?!เผยแพร่|แก้ไข|อัปเดต)[\p{sc=Thai}.]+(?:\s+(?!เผยแพร่|แก้ไข|อัปเดต)[\p{sc=Thai}.]+){0,2})/u;
/** Korean news: the name then 기자 ("reporter"), "김지훈 기자", also after 글 ("text"). */
const KOREAN_REPORTER = /^(?:글\s*[:：]?\s*)?(\p{sc=Hangul}{2,4})\s*기자(?![\p{sc=Hangul}])/u;
/** A line this long is a paragraph, not a byline, unless what follows the name holds a date's digits. */
const MAX_PREPOSITION_LINE = 80;

/**
 * A last word that names a thing, a group or a topic, not a person: "Von Ardenne Labs", "Von Trapp Family Singers",
 * "Par Value Explained", "Door Hanger Printing".
 */
const NOT_A_PERSON =
  /[ \u00A0](?:Labs?|GmbH|AG|KG|Inc\.?|Ltd\.?|LLC|Group|Company|Studios?|Family|Singers|Band|Explained|Architecture|Theory|Printing|Tacos|Guide|Review)$/;

function prepositionByline(text: string, indonesian: boolean): RegExpExecArray | null {
  const m = (indonesian ? PREPOSITION_ID : PREPOSITION).exec(text);
  if (!m || NOT_A_PERSON.test(m[1]!)) return null;
  return text.length <= MAX_PREPOSITION_LINE || /\p{Nd}{4}/u.test(text.slice(m[0].length)) ? m : null;
}

/** How much of the line a title and the name's first words take at most. */
const MAX_TITLED = 120;

/**
 * The byline whose name, read at `at` in `text`, opens with a title, the title taken off: "Fire Chief Dan Cole" is
 * Dan Cole, with the title "Fire Chief". The name is read anew after the title, which took words the name may need
 * ("Assistant Deputy Fire Chief Dan Cole" is six words, one more than a name).
 */
function untitled(text: string, at: number): Byline | undefined {
  const title = titleBeforeName(text.slice(at, at + MAX_TITLED));
  if (!title) return undefined;
  const from = at + title.length;
  const person = NAME_AT_START.exec(text.slice(from));
  if (!person) return undefined;
  return { name: person[0].trim(), title: title.title, rest: text.slice(from + person[0].length) };
}

export interface Byline {
  name: string;
  /** A title written before the name, taken off it: "Fire Chief" in "By Fire Chief Dan Cole". */
  title?: string;
  /** The rest of the line after the name: "· 12 marca 2025". */
  rest: string;
  /** Only a preposition opens it ("Von Anna Schäfer"): a labelled byline elsewhere wins ("Von Neumann …"). */
  weak?: boolean;
}

/**
 * The byline a line opens with, if any. `element`: the line is a byline element's text (class "byline" or
 * "author"), where a label needs no colon; `indonesian`: the page is Indonesian or Malay, where "Oleh" is "by".
 *
 * @example
 * ```ts
 * bylineOf('Door Jan de Vries · Gepubliceerd op 5 november 2024'); // { name: 'Jan de Vries', rest: ' · Gepubliceerd …' }
 * bylineOf('Von Anfang an war klar, dass …'); // undefined
 * ```
 */
export function bylineOf(line: string, element = false, indonesian = false): Byline | undefined {
  const text = line.trim();
  const posted = POSTED_ON.exec(text);
  if (posted) {
    const name = posted[2]!;
    const rest = text.slice(posted[0].length);
    const person = untitled(text, posted[0].length - name.length);
    return person
      ? { ...person, rest: `${posted[1]} ${person.rest}` }
      : { name: name.trim(), rest: `${posted[1]} ${rest}` };
  }
  const labelled = (element ? LABELLED_LOOSE : LABELLED).exec(text);
  const preposition = labelled ? null : prepositionByline(text, indonesian);
  const m =
    labelled ??
    preposition ??
    CJK_LABELLED.exec(text) ??
    ARABIC_LABELLED.exec(text) ??
    DEVANAGARI_LABELLED.exec(text) ??
    HEBREW_LABELLED.exec(text) ??
    THAI_LABELLED.exec(text) ??
    KOREAN_REPORTER.exec(text);
  if (!m) return undefined;
  const end = m.index + m[0].length;
  const person = untitled(text, end - m[1]!.length);
  if (person) return preposition ? { ...person, weak: true } : person;
  return {
    name: m[1]!.trim(),
    rest: text.slice(end),
    ...(preposition ? { weak: true } : {}),
  };
}

export interface BylineContext {
  /** Headings' texts: a heading is a title, never a byline ("Von Neumann Architecture"). */
  headings?: ReadonlySet<string>;
  /** Byline elements' texts: a label there needs no colon. */
  elements?: readonly string[];
  /** Authors the page's schema names: a byline naming one of them is the byline. */
  authors?: readonly string[];
  /** The page is Indonesian or Malay (`indonesianPage`): "Oleh" opens a byline. */
  indonesian?: boolean;
  /**
   * Whether a line that reads as a byline is none of the page's (a customer's "By Tom R." in a review widget): asked
   * only of such lines, with the lines read and the line's index.
   */
  notThePage?: (lines: readonly string[], index: number) => boolean;
}

const folded = (name: string): string => name.toLowerCase().replace(/\s+/g, ' ');

function agrees(name: string, authors: readonly string[]): boolean {
  const own = folded(name);
  return authors.some((a) => {
    const other = folded(a);
    return other.length > 0 && (own.includes(other) || other.includes(own));
  });
}

/**
 * The byline among the first `lines` lines of a text: the first that names an author the schema names, else the
 * first explicit English "By …" line or label, else the first preposition-only one ("Von Anna Schäfer").
 *
 * @example
 * ```ts
 * firstByline('Von Neumann Architecture\nBy Mia Park · January 28, 2025', { headings: new Set(['Von Neumann Architecture']) });
 * // { name: 'Mia Park', rest: ' · January 28, 2025' }
 * ```
 */
export function firstByline(text: string, context: BylineContext = {}, lines = 60): Byline | undefined {
  const { headings, elements = [], authors = [], indonesian = false, notThePage } = context;
  let first: Byline | undefined;
  let labelled: Byline | undefined;
  let english: Byline | undefined;
  const read = text.split('\n', lines);
  for (let i = 0; i < read.length; i++) {
    const line = read[i]!.trim();
    if (line === '' || headings?.has(line)) continue;
    const element = elements.length > 0 && elements.some((e) => e === line || line.startsWith(e));
    const found = bylineOf(line, element, indonesian);
    if (!found || notThePage?.(read, i)) continue;
    if (authors.length > 0 && agrees(found.name, authors)) return found;
    first ??= found;
    if (!found.weak) labelled ??= found;
    if (ENGLISH_BY.test(line)) english ??= found;
    if (authors.length === 0 && labelled) break;
  }
  return first?.weak ? (english ?? labelled ?? first) : first;
}

const PREFIX_SOURCE = (prepositions: string): string =>
  `^\\s*(?:(?:${prepositions}|skrevet a[fv]|skriven av|napsala?)\\s+|(?:author|autor(?:in|ka)?|auteur|автор|yazar|penulis|tác giả)\\s*[:：]?\\s+|(?:作者|著者|執筆者|بقلم|लेखक|מאת|เขียนโดย)\\s*[:：]?\\s*)`;
/**
 * A byline label in front of a name taken from a byline element, meta tag or schema ("By Jane", "Von Anna",
 * "作者：李明"); `BYLINE_PREFIX_ID` also takes Indonesian "Oleh", which elsewhere is a first name ("Oleh Petrenko").
 */
const BYLINE_PREFIX = new RegExp(PREFIX_SOURCE('by|written by|von|door|par|por|av'), 'iu');
const BYLINE_PREFIX_ID = new RegExp(PREFIX_SOURCE('by|written by|von|door|par|por|av|oleh'), 'iu');
/**
 * On a page that reads as English only English prepositions are labels: "Von", "Par", "Por", "Door" and "Av" start
 * real names there ("Von Miller", Swedish "Par Lindqvist"). Labels with a colon ("Autor: …") stay in every language.
 */
const BYLINE_PREFIX_EN =
  /^\s*(?:(?:by|written by)\s+|author\s*[:：]?\s+|(?:autor(?:in|ka)?|auteur|автор|yazar|penulis|tác giả)\s*[:：]\s*|(?:作者|著者|執筆者|بقلم|लेखक|מאת|เขียนโดย)\s*[:：]?\s*)/iu;

/**
 * The byline label to cut from the front of an author name, for the page's language.
 *
 * @example
 * ```ts
 * 'Von Miller'.replace(bylinePrefixFor({ english: true, indonesian: false }), ''); // 'Von Miller'
 * 'Von Anna Schäfer'.replace(bylinePrefixFor({ english: false, indonesian: false }), ''); // 'Anna Schäfer'
 * ```
 */
export function bylinePrefixFor(page: { english: boolean; indonesian: boolean }): RegExp {
  if (page.english) return BYLINE_PREFIX_EN;
  return page.indonesian ? BYLINE_PREFIX_ID : BYLINE_PREFIX;
}

const INDONESIAN_LANG = /^(?:id|ms|in)(?:[-_]|$)/i;
/**
 * Function words of Indonesian and Malay that English, and the other languages written with Latin letters, do not
 * use: one plain expression over the first 2,000 characters.
 */
const INDONESIAN_WORDS =
  /\b(?:yang|untuk|dengan|adalah|tidak|dalam|pada|juga|karena|kerana|sudah|bisa|boleh|akan|sebagai|tersebut)\b/gi;

/**
 * Whether a page is Indonesian or Malay: its `lang` says so, or its text holds their function words ("yang",
 * "untuk", "dengan" …); never when its text reads as English (themes leave `lang` wrong).
 *
 * @example
 * ```ts
 * indonesianPage('id', 'Harga beras naik pada bulan ini …', false); // true
 * indonesianPage('en', 'Oleh Petrenko reports from Kyiv …', true); // false
 * ```
 */
export function indonesianPage(lang: string | undefined, text: string, english: boolean): boolean {
  if (english) return false;
  if (lang !== undefined && INDONESIAN_LANG.test(lang.trim())) return true;
  const sample = text.slice(0, 2000);
  const seen = new Set<string>();
  let hits = 0;
  INDONESIAN_WORDS.lastIndex = 0;
  for (let m = INDONESIAN_WORDS.exec(sample); m !== null; m = INDONESIAN_WORDS.exec(sample)) {
    hits++;
    seen.add(m[0].toLowerCase());
  }
  return hits >= 4 && seen.size >= 3;
}
