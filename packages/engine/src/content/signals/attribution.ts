/** Phrases that attribute a statement or a figure to its source ("according to …", "(Census Bureau data)"). */

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
