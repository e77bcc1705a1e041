/**
 * Figures in text (the GEO paper's "statistics" tactic): percentages, amounts of money, numbers with units or
 * magnitudes, ratios and years, in any script. Plain counts with no unit ("3 tips") do not count.
 *
 * The expression runs over every passage of every page, so it is built for speed as much as for truth:
 * - It is not in Unicode mode: a `u` expression with `\p{L}` look-arounds scanned the bench pages' passages about
 *   twice as slowly. Letters are therefore a class of code-point ranges (`LETTER`), whole blocks of letters, marks and
 *   digits rather than `\p{L}`.
 * - Every alternative starts with a digit or a currency sign, which the engine skims for; the boundary before a number
 *   is tested after its first digit, not before it (a look-behind in front made the scan about 20 times dearer).
 * - Text with only ASCII digits (nearly all) runs the form whose digits are [0-9]; a class of every script's digits as
 *   the first character made the scan several times dearer, so that form runs only on text that holds such digits.
 */

import {
  CJK_MAGNITUDE,
  CURRENCY_CODES,
  CURRENCY_SIGNS,
  CURRENCY_WORD_END,
  DOLLAR_PREFIX,
  LETTERS_BEFORE,
  LOCAL_SCALE_LATIN,
  LOCAL_SCALE_THAI,
  MARKS_AFTER,
  MIL_WRITTEN,
  MILLION_CURRENCY,
  MILLION_CURRENCY_AFTER,
  MILLION_WORD,
  PROSE_CURRENCY_WORDS,
  SKIMMED_SIGNS,
  WORDS_AFTER_NOT_UNITS,
  WRITTEN_AFTER_THOUSAND,
} from '../pricing/currency-tokens.ts';
import { OTHER_MAGNITUDE_WORDS, THOUSAND_WORD, THOUSAND_WORDS } from '../pricing/magnitude-words.ts';
import { isBlank } from '../structured-data/dom.ts';

/**
 * A letter, mark or digit of a script that separates words with spaces, for the edges of a figure: `\b` knows only
 * ASCII letters, so "4 Häuser" read as 4 h(ours), "5 Ländern" as 5 l(itres) and "14. März" as 14 m(etres). Latin-1
 * letters, then U+0100–U+1FFF (Latin Extended, Greek, Cyrillic, Hebrew, Arabic, Indic …), Glagolitic to Ethiopic
 * Extended, Arabic presentation forms and fullwidth Latin letters and digits. Kana, CJK ideographs and Hangul are
 * not: Chinese and Japanese write a figure against the word beside it ("生姜15g", "2025年", "5mm幅"). Superscripts
 * (m², m³) and punctuation are not letters either: "50 m²" is a figure.
 */
const LETTER =
  '[A-Za-z0-9\\u00aa\\u00b5\\u00ba\\u00c0-\\u00d6\\u00d8-\\u00f6\\u00f8-\\u1fff\\u2c00-\\u2dff\\ufb00-\\ufdff\\ufe70-\\ufefc\\uff10-\\uff19\\uff21-\\uff3a\\uff41-\\uff5a]';

/** Units spelt out in the other languages we see most (metres, litres, grams, hours, days, years …). */
const UNITS_OTHER =
  'mètres?|meter|metern|metros?|metri|kilomètres?|kilometer|kilómetros?|litres?|liter|litros?|gramm|grammes?|gramos?|stunden?|heures?|horas?|minuten|minutos?|minuti|tagen?|tage|jours?|días?|dias|jahren?|ans|años|anos|anni|wochen?|semaines?|semanas?|monaten?|monate|mois|meses|км|кг|см|мм|мин|ч|сек|лет|года?|дней|часов|минут|องศาเซลเซียส|องศา|กิโลเมตร|กิโลกรัม|เมตร|ชั่วโมง|นาที|วัน|สัปดาห์|เดือน|ปี';
/**
 * A word for a million with the currency Vietnamese and Thai shops write after it, if there is one ("2,5 triệu VNĐ",
 * "3.5 ล้านบาท"): then a price, as the price reader reads it, where the millions alone are a claim. An optional part of
 * the word's own alternative, not one more alternative: one more was tried after every number of every passage. No
 * look-ahead of its own either (one made the scan a few percent dearer): the one after the Latin magnitudes turns
 * down "triệu đồng", and Thai runs its words together.
 */
function millionWith(word: string): string {
  return `${word}(?:[^\\S\\n]?(?:${MILLION_CURRENCY_AFTER[word]}))?`;
}

/**
 * Magnitudes in the other languages: those the price reader leaves unread (`pricing/magnitude-words.ts`: "Millionen",
 * "mln", "tys.", "миллионов", "מיליון", "crore" …), and Indonesian juta and miliar, Vietnamese triệu and tỷ and Thai
 * ล้าน (million, written against the next word), which it reads as prices after a currency ("Rp 1,5 juta"): so do
 * figures, with the currency (`markerBefore`, `millionWith`). Without one they are claims ("1,5 juta jiwa").
 */
const MAGNITUDES_OTHER = `(?:juta|miliar|${millionWith('triệu')}|tỷ|${OTHER_MAGNITUDE_WORDS})(?![A-Za-z\\u00c0-\\u1fff])|${millionWith('ล้าน')}`;
/** The words for a thousand but "mil", which is a thousand only where the text reads Portuguese or Spanish. */
const THOUSAND_NOT_MIL = Object.keys(THOUSAND_WORDS)
  .filter((word) => word !== 'mil')
  .map((word) => `${word}\\.?`)
  .join('|');
/**
 * Portuguese and Spanish "mil", a thousand ("5 mil pessoas", "mil millones" a billion), and the currency written out
 * after it ("5 mil euros"). Elsewhere "5 mil" is a thickness or a distance: a figure too.
 */
const MIL = `mil(?:[^\\S\\n](?:mill(?:ones|ón)|milh(?:ões|ão)))?(?:[^\\S\\n](?:${MIL_WRITTEN}))?(?![A-Za-z\\u00c0-\\u1fff])`;
/** Durations among them, which need no source ("3 Tage", "20 minutos"). */
const DURATIONS_OTHER =
  'stunden?|heures?|horas?|minuten|minutos?|minuti|tagen?|tage|jours?|días?|dias|jahren?|ans|años|anos|anni|wochen?|semaines?|semanas?|monaten?|monate|mois|meses|мин|ч|сек|лет|года?|дней|часов|минут|ชั่วโมง|นาที|วัน|สัปดาห์|เดือน|ปี';

/** The currency signs the price reader knows (`pricing/currency-tokens.ts`). */
const CURRENCY_SYMBOL = `[${CURRENCY_SIGNS}]`;
/**
 * The signs a figure may start with: not ￥ and ৳ (`LETTERLIKE_SIGNS`), which stopped the scan at every e and s and
 * made it about a third dearer. A price written with one of them before the amount is then no figure at all, which
 * asks no source of it either.
 */
const LEADING_SIGNS = `[${SKIMMED_SIGNS}]`;
/**
 * Currencies written after the amount in letters or characters, as the price reader reads them, and in prose
 * ("1.200 Euro", "5 dollars"). The shops' markers and codes keep their case, as there: "5 try" is no lira. The scan
 * reads the codes written most (`SCAN_CODES`): the price reader's forty-odd, tried after every number, made it about
 * a third dearer. A figure the scan finds is held against all of them (`NO_SOURCE_NEEDED`).
 */
const SCAN_CODES = 'USD|EUR|GBP|JPY|CHF|CAD|AUD|INR|CNY';
const currencyAfter = (codes: string): string =>
  `${CJK_MAGNITUDE}?(?:${MARKS_AFTER})|(?-i:${WORDS_AFTER_NOT_UNITS}|${codes})${CURRENCY_WORD_END}|(?:${PROSE_CURRENCY_WORDS})(?![A-Za-z])`;
const CURRENCY_AFTER_SCAN = currencyAfter(SCAN_CODES);
const CURRENCY_AFTER = currencyAfter(CURRENCY_CODES);
/**
 * English words that make "Ft" after grouped thousands feet, not forints: a word of height or length after it
 * ("1 815 Ft tall", "2 717 Ft above Dubai", "2 717 Ft (828 m)"), or a verb or noun of measuring before the number
 * ("rises 2 717 Ft", "an elevation of 8 000 Ft"). Tried only after such a figure matched, which is rare: they cost
 * the scan nothing elsewhere.
 */
const FEET_AFTER =
  '[^\\S\\n]+(?:(?:tall|high|deep|long|wide|thick)(?:er)?|above|below|away|apart|across|up|down|underground|underwater|of[^\\S\\n]+(?:elevation|altitude|height)|in[^\\S\\n]+(?:height|length|depth|diameter))(?![A-Za-z])|[^\\S\\n]*\\([0-9][0-9.,\\s]*(?:m|km|metres|meters)\\)';
const FEET_BEFORE =
  '(?:^|[^A-Za-z])(?:elevation|altitude|height|depth|length|rises|rose|climbs|climbed|stands|stood|measures|measured|soars|towers|reaches|reached)(?:[^\\S\\n]+(?:of|at|to|about|nearly|over|almost|some|just|roughly))?[^\\S\\n]+';

/** Currencies written after a word for a thousand: "45 tys. zł", "500 тыс. руб.", "5 mil euros", "2 mil reais". */
const thousandCurrency = (after: string): string => `${CURRENCY_SYMBOL}|${after}|${WRITTEN_AFTER_THOUSAND}`;

/**
 * The expression for one class of digits (`[…]`). A unit is one blank away at most and never across a line break:
 * passages join their blocks with line breaks, and "2024" closing a paragraph before one that opens with "In" is not
 * 2024 inches.
 */
function figurePattern(digit: string, percentFirst: boolean): RegExp {
  const digits = digit.slice(1, -1);
  const START = `${digit}(?<!${LETTER}${digit})`;
  const END = `(?!${LETTER})`;
  const GAP = '[^\\S\\n]?';
  // A number that ends a sentence takes no unit or magnitude from the next one: "women's 7–10. L fits …" is no 10
  // litres. A look-behind after the run, tried only where a run ended.
  const NO_STOP = '(?<![.,٫٬])';
  // After the first digit: more digits with Latin or Arabic (٫ ٬) separators, or a no-break space before three digits
  // (French and Swiss "2 200 mètres", "1 900").
  const RUN = `[${digits}.,٫٬]*(?:[\\u00a0\\u202f][${digits}]{3}(?![${digits}])[${digits}.,٫٬]*)*`;
  return new RegExp(
    [
      `${digit}+(?:[.,٫]${digit}+)?${GAP}(?:[%٪％]|(?:percent|per ?cent|per ?cento|por ?cento|prozent|procent[ao]?|prosent|pour ?cent|por ?ciento|persen|процент(?:а|ов)?|відсот(?:ок|ки|ків)|אחוז(?:ים)?|phần trăm|la sută)${END}|เปอร์เซ็นต์|százalék|パーセント|퍼센트)`,
      // The word before the number, as Turkish and Chinese write it ("yüzde 35", "百分之35"): the number, with the
      // word behind it (`statistics` puts it back in the figure), as every form must start with a digit or a sign.
      `${digit}(?<=(?<!${LETTER})(?:yüzde${GAP}|百分之)${digit})${digit}*(?:[.,٫]${digit}+)?${END}`,
      // The sign before the number, as Turkish writes it ("%35"), not inside a word or a URL escape ("a%20b"). Only in
      // the form for text that writes it: an alternative that does not start with a digit or currency sign made the
      // scan of every passage about a third dearer.
      ...(percentFirst ? [`%(?<![^\\s(]%)${digit}+(?:[.,٫]${digit}+)?${END}`] : []),
      // A sum with a magnitude is one figure ("$5 billion"): it is a claim, where "$5" alone is a price.
      `${LEADING_SIGNS}${GAP}${digit}[${digits}.,]*(?:${GAP}(?:(?:million|billion|trillion|thousand|bn|[kmb])${END}|(?:Mio|Mrd)${END}\\.?|${MAGNITUDES_OTHER}|${MIL}|(?:${LOCAL_SCALE_LATIN}|${THOUSAND_NOT_MIL})${END}|${LOCAL_SCALE_THAI}|${CJK_MAGNITUDE}))?`,
      // The currency after the amount, as French, German, Polish and Japanese write it ("12,90 €", "3,080円", "99 kr").
      // "Ft" after thousands grouped by blanks is the forint on any page ("1 990 Ft"): English writes feet "1,990 ft",
      // and when it does not, words of height or length say so ("rises 2 717 Ft above Dubai"). Those feet are the
      // expression's one capture, which `statistics` writes "2 717 ft" (as English does, and as no forint is written).
      `${START}(?:${RUN}${GAP}(?:${CURRENCY_SYMBOL}|${CURRENCY_AFTER_SCAN})|${digit}{0,2}(?:[ \\u00a0\\u202f]${digit}{3})+${GAP}(?:(?-i:Ft)${END}(?!${FEET_AFTER})(?<!${FEET_BEFORE}${digit}[${digits} \\u00a0\\u202f]*Ft)|((?-i:Ft))${END}))`,
      `${START}${RUN}${NO_STOP}${GAP}(?:(?:${THOUSAND_WORD})${GAP}(?:${thousandCurrency(CURRENCY_AFTER_SCAN)})|${MAGNITUDES_OTHER}|million|billion|trillion|thousand|[kKmMbB]n?${END}|Mio\\.?|Mrd\\.?|${MIL})`,
      // Before the units: "1 in 5" is a ratio, not 1 inch.
      `${START}${digit}*(?:[.,٫]${digit}+)?${GAP}(?:out of|in|of every)[^\\S\\n]${digit}+${END}`,
      // A year followed by "in" is the year ("2024 in Berlin"), not inches.
      `(?:1[89]|20)(?<!${LETTER}..)\\d{2}(?=${GAP}in${END})`,
      // Not a road's number ("I-35W"), and watts and volts in capitals only, not before a capitalised word: "2210 W
      // Fairview Ave" is a street address. The watts get a group of their own: in V8 a case-sensitive group that
      // holds other branches before a look-ahead read the look-ahead's [A-Z] case-insensitively.
      `${START}(?<![A-Za-z]-${digit})${RUN}${NO_STOP}${GAP}(?:ms|s|sec|seconds?|min|minutes?|h|hrs?|hours?|days?|weeks?|months?|years?|km|m|cm|mm|mi|miles?|ft|feet|in|inch(?:es)?|kg|g|mg|lbs?|pounds|oz|l|ml|gal|°[CF]|(?-i:kWh|kW|MW)|(?-i:(?:W|V)(?![^\\S\\n]?[A-Z]))|GB|MB|KB|TB|Gbps|Mbps|px|x(?!${GAP}${digit})|times|fold|${UNITS_OTHER})${END}`,
      `${START}${digit}*:${digit}+${END}`,
      `(?:1[89]|20)(?<!${LETTER}..)\\d{2}${END}`,
    ].join('|'),
    'gi',
  );
}

const ASCII_FIGURE = figurePattern('[0-9]', false);
let percentFirstFigure: RegExp | undefined;

/**
 * Whether a text writes a percent sign before a number, after a blank, a parenthesis or nothing ("%35"): the Turkish
 * order. Found with indexOf, as most "%" in text follow their number (an expression for it cost a tenth of the scan).
 */
function percentFirst(text: string): boolean {
  for (let at = text.indexOf('%'); at >= 0; at = text.indexOf('%', at + 1)) {
    const next = text.charCodeAt(at + 1);
    if (next < 48 || next > 57) continue;
    const before = at === 0 ? 32 : text.charCodeAt(at - 1);
    if (before === 40 || isBlank(before)) return true;
  }
  return false;
}

/**
 * Where non-ASCII digits can be at all: the blocks from Arabic to Ol Chiki, Vai to Meetei Mayek, and fullwidth
 * digits. A cheap class to rule out the rest of the text (Latin, Cyrillic, punctuation, CJK) before the exact test.
 */
const DIGIT_BLOCK_RANGES: readonly (readonly [number, number])[] = [
  [0x0660, 0x1c59],
  [0xa620, 0xabf9],
  [0xff10, 0xff19],
];
const DIGIT_BLOCKS = /[\u0660-\u1c59\ua620-\uabf9\uff10-\uff19]/;

/** Which BMP code units are decimal digits outside ASCII, from \p{Nd} itself so the two cannot disagree. */
let otherDigits: Uint8Array | undefined;
let anyDigitFigure: RegExp | undefined;

function otherDigitTable(): Uint8Array {
  const table = new Uint8Array(0x10000);
  // Only the blocks of DIGIT_BLOCKS are read: every BMP decimal digit outside ASCII lies in them (a test holds the
  // figures to every script's digits), and reading all 64K code units cost about 15 ms on first use.
  for (const [from, to] of DIGIT_BLOCK_RANGES) {
    let block = '';
    for (let c = from; c <= to; c++) block += String.fromCharCode(c);
    for (const m of block.matchAll(/\p{Nd}/gu)) table[from + m.index] = 1;
  }
  return table;
}

/** The expression whose digits are those of every script (in the BMP), built when a text first needs it. */
function anyDigitPattern(table: Uint8Array): RegExp {
  let ranges = '0-9';
  for (let c = 0x80; c < 0x10000; c++) {
    if (table[c] !== 1 || table[c - 1] === 1) continue;
    let end = c;
    while (table[end + 1] === 1) end++;
    ranges += `\\u${c.toString(16).padStart(4, '0')}-\\u${end.toString(16).padStart(4, '0')}`;
  }
  return figurePattern(`[${ranges}]`, true);
}

/** Whether a text holds a decimal digit outside ASCII (in the Basic Multilingual Plane). */
function hasOtherDigits(text: string): boolean {
  if (!DIGIT_BLOCKS.test(text)) return false;
  otherDigits ??= otherDigitTable();
  const table = otherDigits;
  for (let i = 0; i < text.length; i++) if (table[text.charCodeAt(i)] === 1) return true;
  return false;
}

/** An amount as a price writes it: digits with separators and the blanks between groups of thousands. */
const PRICE_AMOUNT = '\\p{Nd}[\\p{Nd}.,٫٬\\s]*';
const NO_SOURCE_NEEDED = new RegExp(
  `^(?:(?:1[89]|20)\\d{2}|\\p{Nd}+:\\p{Nd}+|${PRICE_AMOUNT}\\s?(?:ms|s|sec|seconds?|min|minutes?|h|hrs?|hours?|days?|weeks?|months?|years?|${DURATIONS_OTHER})|${[
    // The prices the price reader reads: a currency before the amount (with the thousands and millions Indonesian,
    // Vietnamese and Thai prices count in, and the Brazilian real's "mil"), or after it.
    `(?:(?:${DOLLAR_PREFIX})?\\$|${CURRENCY_SYMBOL}|${LETTERS_BEFORE}|${CURRENCY_CODES})\\s?${PRICE_AMOUNT}(?:\\s?(?:${LOCAL_SCALE_LATIN}|${LOCAL_SCALE_THAI}|${THOUSAND_NOT_MIL})|${CJK_MAGNITUDE})?`,
    `R\\$\\s?${PRICE_AMOUNT}\\s?mil`,
    `${PRICE_AMOUNT}\\s?(?:${CURRENCY_SYMBOL}|${CURRENCY_AFTER})`,
    // A thousand with a currency after it reads in its language by itself ("5 mil euros", "45 tys. zł"): a price, as
    // "5.000 €" is.
    `${PRICE_AMOUNT}\\s?(?:${THOUSAND_WORD})\\s?(?:${thousandCurrency(CURRENCY_AFTER)})`,
    `${PRICE_AMOUNT}\\s?(?:${MILLION_WORD})\\s?(?:${MILLION_CURRENCY})`,
  ].join('|')})$`,
  'iu',
);

/**
 * An amount in forints ("990 Ft", "1 990 Ft"). "Ft" is also feet ("a 10 Ft pole"): it is the forint on a Hungarian page,
 * and on any page after thousands grouped by blanks, which English lengths are seldom written with (the scan gives
 * those it finds among words of height as "2 717 ft").
 */
const FORINT = /^\d[\d.,\s]*Ft$/;
const GROUPED_THOUSANDS = /^\d{1,3}(?:\s\d{3})+\s?Ft$/;

/**
 * Whether a figure `statistics` found is a claim a reader could ask the source of: a percentage, a sum with a
 * magnitude ("$5 billion"), a measurement, a ratio. A date, a clock time, a duration ("2015", "20:00", "15 minutes")
 * or a price ("$3.50", "10.000 ₫", "12,90 €": what the page itself charges, or a single amount) is not. Read as on a
 * page of no known language; `needsSourceOn` reads the currencies only some languages write.
 *
 * @example
 * ```ts
 * needsSource('62%'); // true
 * needsSource('2015'); // false
 * ```
 */
export function needsSource(figure: string): boolean {
  return needsSourceOn(figure, null);
}

/**
 * `needsSource` on a page in `language` (as `pageLanguage` gives it), which tells the currencies only some languages
 * write: "990 Ft" is a price on a Hungarian page, a length elsewhere.
 *
 * @example
 * ```ts
 * needsSourceOn('990 Ft', 'hu'); // false
 * needsSourceOn('990 Ft', null); // true
 * ```
 */
export function needsSourceOn(signed: string, language: string | null): boolean {
  const figure = unsigned(signed);
  if (FORINT.test(figure) && (language === 'hu' || GROUPED_THOUSANDS.test(figure))) return false;
  // "0% financing", "0% sugar": none of anything is no statistic anyone sources.
  if (ZERO_PERCENT.test(figure)) return false;
  return !NO_SOURCE_NEEDED.test(figure);
}

const ZERO_PERCENT = /^0+(?:[.,]0+)?[^\S\n]?[%٪％]$/;

/** A figure without the minus sign `figuresIn` keeps in front of it ("−25 °C" is read as "25 °C" is). */
export function unsigned(figure: string): string {
  const first = figure.charCodeAt(0);
  return first === MINUS || first === HYPHEN_MINUS ? figure.slice(1) : figure;
}

const MINUS = 0x2212;
const HYPHEN_MINUS = 0x2d;

/** A year as the scan finds it (1800–2099, four digits alone): a date, which states no quantity. */
const YEAR = /^(?:1[89]|20)\d{2}$/;

/**
 * Whether a figure `figuresIn` found is a year ("2026", of "Published March 2, 2026" or "a 2025 study"): it dates
 * something, and is no statistic a reader could quote as one. The scan still reads years, so that "2024 in Berlin"
 * is not 2024 inches.
 *
 * @example
 * ```ts
 * isYear('2026'); // true
 * isYear('35%'); // false
 * ```
 */
export function isYear(figure: string): boolean {
  return YEAR.test(figure);
}

/**
 * Words after a figure that make it a product's or a business's own term, not a claim about the world: a material's
 * share ("70% merino wool", "100% organic cotton"), a drink's or a cleaner's strength ("13.5% ABV", "70% alcohol"), the
 * business's own price terms ("20% off", "a 50% discount", "24.99% APR", "a 20% service charge") and promises ("99.9%
 * uptime"), a camera's zoom ("5x telephoto"). The page is their source.
 */
const OWN_TERM_AFTER =
  /^[^\S\n]?(?:(?:organic|recycled|pure|virgin|premium|extra-fine|fine|combed|pima|supima|merino|mulberry|baby|lambs?|natural)[^\S\n]+)?(?:cotton|wool|merino|nylon|polyamide|polyester|elastane|spandex|lycra|silk|linen|cashmere|alpaca|mohair|viscose|rayon|modal|lyocell|tencel|hemp|acrylic|leather|bamboo|down|cacao|cocoa|abv|alcohol|off|discount|cash ?back|financing|interest|apr|apy|service charge|gratuity|deposit|commission|rebate|uptime|sla|telephoto|zoom|optical|magnification)(?![A-Za-z])/i;

/** Units a device or a plan is specified in: storage, bandwidth, pixels, power ("128GB", "a 20W adapter", "1 GB"). */
const SPEC_UNIT = /[0-9][^\S\n]?(?:GB|MB|KB|TB|Gbps|Mbps|px|W|V|kW)$/;

/**
 * Whether a figure found in `text` is a product's or a business's own term or a name, by its unit or the words around
 * it (see `OWN_TERM_AFTER`, `SPEC_UNIT`, `CONTRACT_BASE_AFTER`, `NAME_AFTER`, `rating`): a specification, the page's
 * own terms or rating, or a programme's name, which owe no source. Reads only the few characters around the figure.
 *
 * @example
 * ```ts
 * const text = 'knit from 70% merino wool';
 * ownTerm(text, figuresIn(text)[0]!); // true
 * ```
 */
export function ownTerm(text: string, found: FoundFigure): boolean {
  if (SPEC_UNIT.test(found.figure)) return true;
  const after = text.slice(found.end, found.end + 40);
  if (OWN_TERM_AFTER.test(after) || CONTRACT_BASE_AFTER.test(after)) return true;
  if (OUT_OF.test(found.figure) && rating(text, found, after)) return true;
  return (
    PERCENT_END.test(found.figure) &&
    NAME_AFTER.test(after) &&
    ARTICLE_BEFORE.test(text.slice(Math.max(0, found.at - 12), found.at))
  );
}

/** A ratio written with "out of" ("4.8 out of 5"), as a rating is. */
const OUT_OF = /out of[^\S\n]\d+$/i;
/** A decimal before "out of" ("4.8 out of 5"): a mean of ratings, as no count of people is written. */
const DECIMAL_OUT_OF = /^\d+[.,]\d/;
/** A verb or noun of rating before the figure ("Rated 4.8 out of 5", "an average rating of 4.6 out of 5"). */
const RATED_BEFORE =
  /(?:^|[^A-Za-z])(?:rated|rating(?:[^\S\n]+of)?|scored?(?:[^\S\n]+of)?|averag(?:e|es|ed|ing)(?:[^\S\n]+(?:of|rating[^\S\n]+of))?)[^\S\n]+$/i;
/**
 * Who rated, counted, after the figure ("… by 212 readers", "… from 1,024 reviews", "… stars (87 ratings)"): the
 * ratings the site collects from its readers or customers.
 */
const RATERS_AFTER =
  /^[^\S\n]*(?:stars?[^\S\n]*)?(?:(?:by|from|across)[^\S\n]+|\()[\d.,]+\+?[^\S\n]+(?:readers|reviews|ratings|reviewers|customers|users|guests|members|(?:home[^\S\n]+)?cooks|bakers|diners|buyers|clients|students|listeners|players|votes)\b/i;

/**
 * Whether a ratio is the page's own rating: a mean of its readers' or customers' ratings, with how many gave them
 * ("Rated 4.8 out of 5 by 212 readers", "4.6 out of 5 stars from 1,024 reviews"), as a recipe's or a shop's rating
 * widget prints it. The site collects those ratings, so it is their source. A rating with no count ("by homeowners")
 * or "4 out of 5 dentists recommend …", which counts people, stays a claim.
 */
function rating(text: string, found: FoundFigure, after: string): boolean {
  if (!RATERS_AFTER.test(after)) return false;
  const number = found.figure.replace(/^[^\d]+/, '');
  return (
    DECIMAL_OUT_OF.test(number) ||
    /^[^\S\n]*stars?\b/i.test(after) ||
    RATED_BEFORE.test(text.slice(Math.max(0, found.at - 30), found.at))
  );
}

/**
 * A health or insurance contract's guarantee level, given as a share of the reimbursement base ("300 % de la base de
 * remboursement", "200 % BRSS", "150 % du PMSS"): the contract's own term, as a discount or an APR is.
 */
const CONTRACT_BASE_AFTER =
  /^[^\S\n]?(?:de[^\S\n]+la[^\S\n]+base(?:[^\S\n]+de[^\S\n]+remboursement)?|du[^\S\n]+(?:tarif[^\S\n]+de[^\S\n]+convention|PMSS|BRSS)|(?-i:BRSS|BR|PMSS|TC|TM)(?![A-Za-z]))/i;
const PERCENT_END = /[%٪％]$/;
/**
 * A percentage that names something: an article before it and a capitalised word after it ("la réforme du 100 %
 * Santé", "the 100% Pure campaign"). A name, not a statistic.
 */
const NAME_AFTER = /^[^\S\n]?[A-Z\u00c0-\u00dd][a-z\u00e0-\u00ff]/;
const ARTICLE_BEFORE =
  /(?:^|[^A-Za-z\u00c0-\u00ff])(?:the|du|le|la|des|der|die|das|dem|den|del|il|lo|het|do|da)[^\S\n]+$/i;

/** A figure found in a text: its text and where it stands (`at` to `end`, the end of what the scan matched). */
export interface FoundFigure {
  figure: string;
  at: number;
  end: number;
}

/**
 * A grade, a zone, a version or a resolution written like a magnitude: one or two digits against a bare b, B or K ("USDA
 * zone 6b", "Plan 9b", "a 4K TV", "a 10K run"), or one digit against a k ("a 5k"). Nobody writes billions or
 * thousands so without a currency ("$5b" is a sum, and stays one), and "50k users" or "1.2k" still count.
 */
const GRADE_NOT_MAGNITUDE = /^(?:\d{1,2}[^\S\n]?[bBK]|\d[^\S\n]?k)$/;

/** A run of digits that took the full stop or comma after it ("$75."), not an abbreviation's ("5 Mio.", "49 лв."). */
const TRAILING_STOP = /[0-9][.,]$/;

/**
 * `statistics` with where each figure stands, for readers that look at its context (the sentence, the block, the words
 * after it).
 *
 * @example
 * ```ts
 * figuresIn('A 20% service charge.'); // [{ figure: '20%', at: 2, end: 5 }]
 * ```
 */
export function figuresIn(text: string, max = 10_000): FoundFigure[] {
  const out: FoundFigure[] = [];
  // The module's expressions, restarted, not a copy per call: copying costs as much as scanning a short passage,
  // and nothing else runs them between these calls.
  let re = ASCII_FIGURE;
  if (percentFirst(text)) re = percentFirstFigure ??= figurePattern('[0-9]', true);
  if (hasOtherDigits(text)) {
    anyDigitFigure ??= anyDigitPattern(otherDigits!);
    re = anyDigitFigure;
  }
  re.lastIndex = 0;
  for (let m = re.exec(text); m !== null && out.length < max; m = re.exec(text)) {
    if (m[0].length === 0) re.lastIndex++;
    let figure = m[1] === undefined ? m[0].trim() : `${m[0].trim().slice(0, -2)}ft`;
    if (GRADE_NOT_MAGNITUDE.test(figure)) continue;
    // A price's run of digits takes the full stop or comma after it ("over $75."): the sentence's, not the figure's.
    if (TRAILING_STOP.test(figure)) figure = figure.slice(0, -1);
    const marker = markerBefore(text, m.index, figure) || signBefore(text, m.index);
    out.push({
      figure: marker === '' ? figure : marker + figure,
      at: m.index - marker.length,
      end: m.index + m[0].length,
    });
  }
  return out;
}

/**
 * Statistics (percentages, money, figures with units, ratios, years) in a text, up to `max` matches.
 *
 * @example
 * ```ts
 * statistics('Sales rose 35% to $1,200 in 2025; ٤٫٥٪ a year; 4 Häuser.'); // ['35%', '$1,200', '2025', '٤٫٥٪']
 * ```
 */
export function statistics(text: string, max = 10_000): string[] {
  return figuresIn(text, max).map((f) => f.figure);
}

/**
 * The minus sign before a number ("−25 °C", "-3%"), which the scan's forms, starting at the digit, leave out: the
 * figure is quoted as it stands. U+2212 or a hyphen, after a blank, an opening parenthesis or nothing: "10-20 °C" and
 * "5−6 kg" are ranges.
 */
function signBefore(text: string, at: number): string {
  if (at === 0) return '';
  const sign = text.charCodeAt(at - 1);
  if (sign !== MINUS && sign !== HYPHEN_MINUS) return '';
  const before = at === 1 ? 32 : text.charCodeAt(at - 2);
  return isBlank(before) || before === 40 ? text.charAt(at - 1) : '';
}

/** The capitals that say which dollar a "$" is ("R$", "US$"), not inside a word. */
const DOLLAR_BEFORE = new RegExp(`(?:^|[^A-Za-z])(?:${DOLLAR_PREFIX})$`);
/** A percent word written before its number (the scan's form for it matched the number alone). */
const PERCENT_WORD_BEFORE = /(?:yüzde[^\S\n]?|百分之)$/i;
/** A currency written in letters just before an amount ("Rp ", "Rs. "), not the end of a word ("HRM 5"). */
const LETTERS_MARKER_BEFORE = new RegExp(`(?:^|[^A-Za-z])(?:${LETTERS_BEFORE})[^\\S\\n]?$`);
/** A bare number: what the scan's forms give only for a year or a number after a percent word. */
const BARE_NUMBER = /^[\d.,٫]+$/;

/**
 * What a figure's text leaves out before it, which the scan (whose forms start with a digit or a sign) cannot take:
 * the capitals against its "$" ("R" of "R$ 5 mil", "US" of "US$ 29"; the real's R$ is what tells "R$ 5 mil" for a
 * Brazilian price), a currency written in letters ("Rp " of "Rp 1,5 juta", which makes a price of millions, as "₹5.5
 * lakh" is), or the percent word before its number ("yüzde " of "yüzde 35").
 */
function markerBefore(text: string, at: number, figure: string): string {
  if (at === 0) return '';
  const before = text.charCodeAt(at - 1);
  if (text.charCodeAt(at) === 36) {
    if (before < 65 || before > 90) return '';
    const found = DOLLAR_BEFORE.exec(text.slice(Math.max(0, at - 3), at));
    return found === null ? '' : found[0].replace(/^[^A-Z]/, '');
  }
  // "Rp 1,5 juta", "RM49", "Rs. 499", "kr.99": p, M, s, r or a full stop ends the marker, a blank or none after it.
  const last = isBlank(before) && at > 1 ? text.charCodeAt(at - 2) : before;
  if (last === 112 || last === 77 || last === 115 || last === 114 || last === 46) {
    const found = LETTERS_MARKER_BEFORE.exec(text.slice(Math.max(0, at - 5), at));
    if (found !== null) return found[0].replace(/^[^A-Za-z]/, '');
  }
  // "yüzde 35", "yüzde35", "百分之35": a blank, an e or 之 just before the number.
  if (!(isBlank(before) || before === 101 || before === 69 || before === 0x4e4b) || !BARE_NUMBER.test(figure))
    return '';
  const found = PERCENT_WORD_BEFORE.exec(text.slice(Math.max(0, at - 6), at));
  return found === null ? '' : found[0];
}
