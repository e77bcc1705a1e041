/**
 * Loose date reading for visible dates, `<time datetime>` and schema values, in the languages of date-words.ts.
 * Results are UTC calendar days; nothing here reads the clock, so the same text always gives the same day.
 */

import { primarySubtag } from '../lang/tag.ts';
import {
  ENGLISH_MONTHS,
  MONTH_INDEX,
  PUBLISHED_AFTER,
  PUBLISHED_WORDS,
  REVIEWED_WORDS,
  UPDATED_AFTER,
  UPDATED_WORDS,
  withoutLooseLabels,
} from './date-words.ts';

function day(year: number, month: number, date: number): Date | undefined {
  if (year < 1990 || year > 2200 || month < 0 || month > 11 || date < 1 || date > 31) return undefined;
  const d = new Date(Date.UTC(year, month, date));
  return d.getUTCMonth() === month ? d : undefined;
}

/**
 * Zero of each decimal digit set pages write dates in besides ASCII: Arabic-Indic, Persian, Devanagari, Thai,
 * fullwidth.
 */
const DIGIT_ZEROS = [0x0660, 0x06f0, 0x0966, 0x0e50, 0xff10];
const DIGIT = '[0-9\\u0660-\\u0669\\u06F0-\\u06F9\\u0966-\\u096F\\u0E50-\\u0E59\\uFF10-\\uFF19]';
const OTHER_DIGIT = /[\u0660-\u0669\u06F0-\u06F9\u0966-\u096F\u0E50-\u0E59\uFF10-\uFF19]/g;

/**
 * A Gregorian year from a Buddhist-era one (Thai pages write 2568 for 2025): no page is dated 2443 or later in
 * the Gregorian calendar.
 */
function gregorian(year: number): number {
  return year >= 2443 && year <= 2743 ? year - 543 : year;
}

/** The number a run of digits of one of the DIGIT sets spells. */
function numberOf(digits: string): number {
  return Number(
    digits.replace(OTHER_DIGIT, (c) => {
      const code = c.charCodeAt(0);
      const zero = DIGIT_ZEROS.find((z) => code >= z && code <= z + 9)!;
      return String(code - zero);
    }),
  );
}

const SPECIAL = /[.*+?^${}()|[\]\\]/g;
/** Arabic vowel marks (harakat), which pages write or leave out at will: "نُشر" and "نشر" are one word. */
const ARABIC_MARKS = '[\\u064B-\\u065F\\u0670]*';

/** A spelling as an expression: spaces match any run of spaces, and Arabic letters may carry vowel marks. */
function spelled(word: string): string {
  let out = '';
  for (const c of word.normalize('NFC')) {
    if (/\s/.test(c)) out += '\\s+';
    else if (c >= '\u0620' && c <= '\u064A') out += `${c}${ARABIC_MARKS}`;
    else out += c.replace(SPECIAL, '\\$&');
  }
  return out;
}

/** Longest first, so that "marzo" is tried before "mar" and "last updated" before "updated". */
function alternation(words: Iterable<string>): string {
  return [...new Set(words)]
    .sort((a, b) => b.length - a.length || (a < b ? -1 : 1))
    .map(spelled)
    .join('|');
}

/**
 * Not inside a word, for letters of any script (`\b` knows ASCII only). In Unicode mode with property classes; the
 * statement scan below is not Unicode-mode (see visibleDates), so it spells the scripts out.
 */
const BOUNDS = {
  unicode: { start: '(?<![\\p{L}\\p{M}\\p{N}])', end: '(?![\\p{L}\\p{M}\\p{N}])' },
  plain: {
    start: `(?<![${'0-9a-z\\u00C0-\\u024F\\u0370-\\u04FF\\u0590-\\u06FF\\u0900-\\u097F\\u3040-\\u30FF\\u3400-\\u9FFF\\uAC00-\\uD7AF'}])`,
    end: `(?![${'0-9a-z\\u00C0-\\u024F\\u0370-\\u04FF\\u0590-\\u06FF\\u0900-\\u097F\\u3040-\\u30FF\\u3400-\\u9FFF\\uAC00-\\uD7AF'}])`,
  },
};
const NOT_DIGIT_BEFORE = `(?<!${DIGIT})`;
const NOT_DIGIT_AFTER = `(?!${DIGIT})`;
const ORDINAL = '(?:st|nd|rd|th|er|re|º|ª|°)?';

/**
 * The date forms, each with its capture groups in a fixed role, for a Unicode-mode expression or a plain one.
 */
function formsFor(mode: keyof typeof BOUNDS) {
  const { start, end } = BOUNDS[mode];
  const anyMonth = `(?:${alternation(MONTH_INDEX.keys())})\\.?${end}`;
  const enMonth = `(?:${alternation(ENGLISH_MONTHS)})\\.?${end}`;
  return {
    /** 2024-05-01 (and the start of an ISO timestamp). */
    iso: `(\\d{4})-(\\d{2})-(\\d{2})`,
    /** 2025年3月3日, 2025년 3월 3일. */
    cjk: `(${DIGIT}{4})\\s*[年년]\\s*(${DIGIT}{1,2})\\s*[月월]\\s*(${DIGIT}{1,2})\\s*[日일]?`,
    /** 2025/03/03, 2025.3.3: year first is never day-first or month-first. */
    ymd: `${NOT_DIGIT_BEFORE}(${DIGIT}{4})[/.](${DIGIT}{1,2})[/.](${DIGIT}{1,2})${NOT_DIGIT_AFTER}`,
    /** May 1st, 2024 (English only). */
    mdy: `${start}(${enMonth})\\s+(${DIGIT}{1,2})${ORDINAL},?\\s+(${DIGIT}{4})${NOT_DIGIT_AFTER}`,
    /** 1 May 2024, 3. März 2025, 12 marca 2025, 3 de mar. de 2025, 1er mars 2025, ٣ مارس ٢٠٢٥. */
    dmy: `${NOT_DIGIT_BEFORE}(${DIGIT}{1,2})${ORDINAL}\\.?\\s+(?:(?:de|of)\\s+)?(${anyMonth}),?\\s+(?:(?:de|del)\\s+)?(${DIGIT}{4})${NOT_DIGIT_AFTER}`,
    /** 03.03.2025, 3. 3. 2025: dots between day, month and year are day-first wherever they are written. */
    dotted: `${NOT_DIGIT_BEFORE}(${DIGIT}{1,2})\\. ?(${DIGIT}{1,2})\\. ?(${DIGIT}{4})${NOT_DIGIT_AFTER}`,
    /** 12/03/2025: day-first or month-first by the page's language, so read only when the caller says (`dayFirst`). */
    slashed: `${NOT_DIGIT_BEFORE}(${DIGIT}{1,2})/(${DIGIT}{1,2})/(${DIGIT}{4})${NOT_DIGIT_AFTER}`,
  };
}
const FORMS = formsFor('unicode');
type Form = keyof typeof FORMS;
const FORM_ORDER: readonly Form[] = ['iso', 'cjk', 'ymd', 'mdy', 'dmy', 'dotted', 'slashed'];
const FORM_RE = Object.fromEntries(FORM_ORDER.map((f) => [f, new RegExp(FORMS[f], 'iu')])) as Record<
  Form,
  RegExp
>;

function monthIndex(word: string): number {
  const key = word
    .normalize('NFC')
    .toLowerCase()
    .replace(/\.$/, '')
    .replace(/[\u064B-\u065F\u0670]/g, '')
    .replace(/\s+/g, ' ');
  return MONTH_INDEX.get(key) ?? -1;
}

/**
 * How a page writes a slashed date: day first (12/03/2025 is 12 March), or `either` (English that does not say which:
 * only a date one order alone allows is read, see `slashedDate`). `true` is `day`, as it was.
 */
export type SlashedOrder = 'day' | 'either';

/** English weekdays by their first three letters, in `getUTCDay` order. */
const WEEKDAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'];
/** A weekday written just before a date: "Mon, " in Drupal's default "Mon, 09/15/2025 - 10:12", "Tuesday ". */
const WEEKDAY_BEFORE = /\b(sun|mon|tue|wed|thu|fri|sat)[a-z]{0,6}\.?,?\s*$/i;

/**
 * A slashed date in the given order. `either` reads a date that only one order makes a day ("09/15/2025" is
 * 15 September, "15/09/2025" too), one whose parts are the same ("04/04/2025"), or one whose weekday written before it
 * is that of one reading only ("Tue, 03/04/2025" is 4 March); "03/04/2025" alone stays unread.
 */
function slashedDate(
  year: number,
  first: number,
  second: number,
  order: SlashedOrder,
  before: string,
): Date | undefined {
  const asDay = day(year, second - 1, first);
  if (order === 'day') return asDay;
  const asMonth = day(year, first - 1, second);
  if (asDay === undefined || asMonth === undefined || first === second) return asDay ?? asMonth;
  const weekday = WEEKDAY_BEFORE.exec(before)?.[1];
  if (weekday === undefined) return undefined;
  const wanted = WEEKDAYS.indexOf(weekday.toLowerCase());
  const matches = [asDay, asMonth].filter((d) => d.getUTCDay() === wanted);
  return matches.length === 1 ? matches[0] : undefined;
}

function dateOf(form: Form, m: RegExpExecArray, order: SlashedOrder): Date | undefined {
  const [, a, b, c] = m as unknown as [string, string, string, string];
  switch (form) {
    case 'iso':
    case 'cjk':
    case 'ymd':
      return day(gregorian(numberOf(a)), numberOf(b) - 1, numberOf(c));
    case 'mdy':
      return day(numberOf(c), monthIndex(a), numberOf(b));
    case 'dmy':
      return day(gregorian(numberOf(c)), monthIndex(b), numberOf(a));
    case 'dotted':
      return day(gregorian(numberOf(c)), numberOf(b) - 1, numberOf(a));
    case 'slashed':
      return slashedDate(
        gregorian(numberOf(c)),
        numberOf(a),
        numberOf(b),
        order,
        m.input.slice(Math.max(0, m.index - 16), m.index),
      );
  }
}

/**
 * The first date in a string, by form: ISO 8601 (`2024-05-01…`), `2025年3月3日`, `2025/03/03`, `May 1, 2024`,
 * day-first with a month name in any language of date-words.ts (`1 May 2024`, `3. März 2025`, `3 de mar. de 2025`,
 * `٣ مارس ٢٠٢٥`), then `03.03.2025`, and with `dayFirst` (the page's language writes the day first:
 * `dayFirstLanguage`; or an order, `slashedOrder`) `12/03/2025`. Buddhist-era years (2568) are read as Gregorian
 * (2025).
 *
 * @example
 * ```ts
 * parseLooseDate('Veröffentlicht am 3. März 2025')?.toISOString(); // '2025-03-03T00:00:00.000Z'
 * parseLooseDate('12 marca 2025') && isoDay(parseLooseDate('12 marca 2025')!); // '2025-03-12'
 * ```
 */
export function parseLooseDate(
  text: string | undefined,
  slashed: boolean | SlashedOrder = false,
): Date | undefined {
  if (!text) return undefined;
  const order: SlashedOrder = typeof slashed === 'string' ? slashed : 'day';
  for (const form of FORM_ORDER) {
    if (form === 'slashed' && slashed === false) break;
    const m = FORM_RE[form].exec(text);
    if (m) return dateOf(form, m, order);
  }
  return undefined;
}

/**
 * English as written where the day comes first (Britain, Ireland, Australia, New Zealand, India, South Africa,
 * Singapore, Malaysia, Pakistan, Nigeria, Kenya, Hong Kong): 03/04/2025 there is 3 April.
 */
const DAY_FIRST_ENGLISH = /^en[-_](?:gb|uk|ie|au|nz|in|za|sg|my|pk|ng|ke|hk)\b/i;

/**
 * The order a page writes slashed dates in, from its `lang` and whether its text reads as English: day first in
 * the languages that write it so (`dayFirstLanguage`) and in British, Australian, Indian … English; in other
 * English (en-US, plain `en`, or no lang), where American pages write the month first and sites left on en-US
 * write the day first, `either` (a date only one order allows). Undefined for other text: not read.
 *
 * @example
 * ```ts
 * slashedOrder('en-GB', true); // 'day'
 * slashedOrder('en', true); // 'either': "Mon, 09/15/2025 - 10:12" is 15 September, "03/04/2025" is not read
 * ```
 */
export function slashedOrder(lang: string | undefined, english: boolean): SlashedOrder | undefined {
  if (!english) return dayFirstLanguage(lang) ? 'day' : undefined;
  if (lang !== undefined && DAY_FIRST_ENGLISH.test(lang.trim())) return 'day';
  return lang === undefined || lang.trim() === '' || primarySubtag(lang) === 'en' ? 'either' : undefined;
}

/**
 * Languages whose pages write numeric dates day first (12/03/2025 is 12 March), by the primary subtag of `lang`.
 * English is left out: American pages write the month first.
 */
const DAY_FIRST = new Set([
  'vi',
  'fr',
  'es',
  'it',
  'pt',
  'tr',
  'id',
  'th',
  'he',
  'uk',
  'ru',
  'pl',
  'nl',
  'de',
  'cs',
  'da',
  'nb',
  'no',
  'el',
]);

/**
 * @example
 * ```ts
 * dayFirstLanguage('vi-VN'); // true
 * dayFirstLanguage('en-GB'); // false
 * ```
 */
export function dayFirstLanguage(lang: string | undefined): boolean {
  return lang !== undefined && DAY_FIRST.has(primarySubtag(lang));
}

/** `2024-05-01` for a parsed day. */
export function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** Whole days between two dates (absolute). */
export function daysApart(a: Date, b: Date): number {
  return Math.abs(a.getTime() - b.getTime()) / 86_400_000;
}

/** Any one date form, without captures. */
const anyDate = (mode: keyof typeof BOUNDS): string => {
  const forms = formsFor(mode);
  return FORM_ORDER.map((f) => forms[f].replace(/\((?!\?)/g, '(?:')).join('|');
};
/** Words that join a label to its date: "am", "op", "le", "el", "em", "on", "в", "في", "于". */
const joiner = (mode: keyof typeof BOUNDS): string =>
  `(?:\\s*(?:on|am|op|le|el|em|en|il|в|في|于|於)${BOUNDS[mode].end})?`;
const ALL_BEFORE = [...PUBLISHED_WORDS, ...REVIEWED_WORDS, ...UPDATED_WORDS];
const ALL_AFTER = [...PUBLISHED_AFTER, ...UPDATED_AFTER];
const ASCII_LABEL = /^[a-z]/;
const CJK_LABEL = /^[\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}\p{sc=Hangul}]/u;

/**
 * "Published …"/"Updated …" statements, three ways. A Unicode-mode expression that starts with a lookbehind makes
 * the engine try every position of the text, some twenty times dearer than the English-only scan it replaced, so:
 * labels that start with an ASCII letter ("published", "veröffentlicht", "mis à jour") behind `\b` in a plain
 * expression, which lets the engine skip to the next possible first letter; labels in other scripts in a Unicode
 * one; and the labels after a date ("2025年3月3日 公開") in a third. The last two run only on text in those scripts.
 * Groups: 1 the label, 2 the date (3 and 4 in the after form: the date, then the label).
 */
/**
 * The English labels: all an English text is searched for, and those dateLabelKind leaves to the caller's
 * class-name stems (publish, posted, updat, modif …).
 */
const ENGLISH_LABELS = new Set([
  'published',
  'posted',
  'written',
  'reviewed',
  'updated',
  'last updated',
  'last modified',
  'modified',
]);
const LATIN_STATEMENT = new RegExp(
  `\\b(${alternation(ALL_BEFORE.filter((w) => ASCII_LABEL.test(w)))})${joiner('plain')}\\s*[:：]?\\s*(${anyDate('plain')})`,
  'gi',
);
const OTHER_STATEMENT = new RegExp(
  `(${BOUNDS.unicode.start}(?:${alternation(ALL_BEFORE.filter((w) => !ASCII_LABEL.test(w) && !CJK_LABEL.test(w)))})|(?:${alternation(ALL_BEFORE.filter((w) => CJK_LABEL.test(w)))}))${joiner('unicode')}\\s*[:：]?\\s*(${anyDate('unicode')})`,
  'giu',
);
/** The first of the three for English text: its labels only (eeat's readsAsEnglish decides). */
const ENGLISH_STATEMENT = new RegExp(
  `\\b(${alternation(ENGLISH_LABELS)})${joiner('plain')}\\s*[:：]?\\s*(${anyDate('plain')})`,
  'gi',
);
const AFTER_STATEMENT = new RegExp(`(${anyDate('unicode')})\\s*(${alternation(ALL_AFTER)})`, 'giu');
/** Letters of the scripts of OTHER_STATEMENT's labels, and those of AFTER_STATEMENT's. */
const OTHER_SCRIPT =
  /[\u0110\u0111\u0400-\u04FF\u0590-\u06FF\u0900-\u097F\u0E00-\u0E7F\u1EA0-\u1EFF\u3040-\u30FF\u3400-\u9FFF\uAC00-\uD7AF]/;
const CJK_SCRIPT = /[\u3040-\u30FF\u3400-\u9FFF]/;
const LETTER = /[\p{L}\p{M}\p{N}]/u;

const UPDATED = new Set([...UPDATED_WORDS, ...UPDATED_AFTER].map((w) => normalLabel(w)));
const REVIEWED = new Set(REVIEWED_WORDS.map((w) => normalLabel(w)));

function normalLabel(label: string): string {
  return label
    .normalize('NFC')
    .toLowerCase()
    .replace(/[\u064B-\u065F\u0670]/g, '')
    .replace(/\s+/g, ' ');
}

/** What a date says it is: the publication, the last update, or the last review of the content. */
export type DateKind = 'published' | 'modified' | 'reviewed';

export interface VisibleDate {
  kind: DateKind;
  /** The label as written ("Aktualisiert", "公開"). */
  label: string;
  /** The date as written. */
  raw: string;
  /** The whole statement. */
  text: string;
}

/**
 * Visible "Published …"/"Updated …" statements with their date, in text order, at most `limit`; in English only
 * when the caller knows the text is English (the other languages' labels would find nothing there).
 *
 * @example
 * ```ts
 * visibleDates('Gepubliceerd op 5 november 2024 · Bijgewerkt op 12 november 2024').map((d) => d.kind);
 * // ['published', 'modified']
 * ```
 */
export function visibleDates(text: string, limit = 20, english = false): VisibleDate[] {
  const found: (VisibleDate & { at: number })[] = [];
  const read = (pattern: RegExp, labelGroup: number, dateGroup: number): void => {
    // The module's own expression, rewound: compiling one this long per call costs more than the scan.
    const re = pattern;
    re.lastIndex = 0;
    for (let m = re.exec(text); m !== null && found.length < limit * 3; m = re.exec(text)) {
      // `\b` lets a label follow a non-ASCII letter ("…épublished"): a label must start a word in any script.
      if (m.index > 0 && LETTER.test(text[m.index - 1]!)) {
        re.lastIndex = m.index + 1;
        continue;
      }
      const label = m[labelGroup]!;
      const said = normalLabel(label);
      found.push({
        kind: UPDATED.has(said) ? 'modified' : REVIEWED.has(said) ? 'reviewed' : 'published',
        label,
        raw: m[dateGroup]!,
        text: m[0],
        at: m.index,
      });
    }
  };
  if (english) read(ENGLISH_STATEMENT, 1, 2);
  else {
    read(LATIN_STATEMENT, 1, 2);
    if (OTHER_SCRIPT.test(text)) read(OTHER_STATEMENT, 1, 2);
    if (CJK_SCRIPT.test(text)) read(AFTER_STATEMENT, 2, 1);
  }
  return found
    .sort((a, b) => a.at - b.at)
    .slice(0, limit)
    .map(({ at: _, ...statement }) => statement);
}

const UPDATED_STEMS = new RegExp(
  `updat|modif|revis|edited|${alternation([...UPDATED_WORDS, ...UPDATED_AFTER].filter((w) => !ENGLISH_LABELS.has(w)))}`,
  'iu',
);
const PUBLISHED_STEMS = new RegExp(
  alternation([...PUBLISHED_WORDS, ...PUBLISHED_AFTER].filter((w) => !ENGLISH_LABELS.has(w))),
  'iu',
);

/**
 * A review date: a class name or itemprop that names one (`last-reviewed`, `lastReviewed`, `reviewed-on`), or text
 * that ends in the label just before the date ("Last reviewed"); "Reviewed by Dr. Kim · Published" is a publication.
 */
const REVIEWED_LABEL = /last[-_ ]?reviewed|reviewed[-_](?:on|date|at)|reviewed[\s:：]*(?:on[\s:：]*)?$/i;

/**
 * What a date's surroundings (class names, the text just before it) call it: a review when they say so (in
 * English), an update when they say so in any language, a publication when they name one in a language other than
 * English (the English class-name stems are the caller's), else nothing.
 *
 * @example
 * ```ts
 * dateLabelKind('date Last reviewed'); // 'reviewed'
 * dateLabelKind('entry-date Aktualisiert am'); // 'modified'
 * ```
 */
export function dateLabelKind(raw: string): DateKind | undefined {
  // Korean 입력 and 수정 ("input", "edit") label a date only when it follows them directly.
  const label = withoutLooseLabels(raw);
  if (REVIEWED_LABEL.test(label.trimEnd())) return 'reviewed';
  if (UPDATED_STEMS.test(label)) return 'modified';
  return PUBLISHED_STEMS.test(label) ? 'published' : undefined;
}
