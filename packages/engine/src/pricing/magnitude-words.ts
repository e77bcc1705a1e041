/**
 * Words for thousands, millions and billions written after an amount in the languages the engine reads, as pieces of
 * regular expressions (no Unicode mode; case is ignored where they are used). A sum written with one ("€5 Millionen",
 * "5 mln zł", "₹500 crore") is a market size, a budget or a salary: the price reader leaves it unread, as it leaves
 * "$5 million", and the figure scan of citability reads it whole, as a claim that needs a source. English words,
 * "mil" (a thousand only in Portuguese and Spanish) and the scales Indonesian, Vietnamese and Thai prices count in
 * ("Rp 1,5 juta") are handled where they are used.
 */
const BY_LANGUAGE: Readonly<Record<string, readonly string[]>> = {
  de: ['millionen', 'milliarden?', 'tsd\\.?'],
  fr: ['millions', 'milliards?'],
  it: ['milion[ei]', 'miliard[io]', 'mila'],
  'es, pt': ['mill(?:ón|on|ones)', 'milh(?:ão|ões|oes)', 'bill(?:ón|on|ones)', 'bilh(?:ão|ões|oes)'],
  'nl, pl, cs, it, ro': ['mln\\.?', 'mld\\.?'],
  nl: ['miljoen(?:en)?', 'miljard(?:en)?'],
  pl: ['milion(?:y|ów)?', 'miliard(?:y|ów)?', 'tys\\.?'],
  cs: ['milion(?:y|ů)', 'miliard(?:y|ů)?', 'tis\\.?'],
  ro: ['milioane', 'miliarde', 'mii'],
  sv: ['miljon(?:er)?', 'miljard(?:er)?', 'milj\\.?'],
  'da, nb': ['millioner', 'milliard(?:er)?'],
  hu: ['millió', 'milliárd', 'ezer'],
  tr: ['milyon', 'milyar'],
  ru: ['миллион(?:а|ов)?', 'миллиард(?:а|ов)?', 'тыс\\.?'],
  uk: ['мільйон(?:а|ів)?', 'мільярд(?:а|ів)?', 'тис\\.?'],
  bg: ['милиона?', 'милиарда?', 'хил\\.?'],
  'ru, uk, bg': ['млн\\.?', 'млрд\\.?'],
  he: ['מיליון', 'מיליארד'],
  // करोड़ is written with the nukta apart (ड + ़) or as one letter (ड़).
  'hi, en-IN': ['crores?', 'करो(?:\\u0921\\u093c|\\u095c)'],
};

/**
 * Words for a thousand that prices are written with, each with the languages whose pages write them so: "R$ 5 mil",
 * "45 tys. zł", "1,2 tis. Kč", "5 ezer Ft", "500 тыс. руб.", "20 тис. грн", "5 bin TL", "5 mii lei", "5 mila euro".
 * Keys in lower case, without the dot of the abbreviations.
 */
export const THOUSAND_WORDS: Readonly<Record<string, readonly string[]>> = {
  mil: ['pt', 'es', 'ca', 'gl'],
  bin: ['tr'],
  tys: ['pl'],
  tis: ['cs', 'sk'],
  ezer: ['hu'],
  тыс: ['ru'],
  тис: ['uk'],
  хил: ['bg'],
  mii: ['ro'],
  mila: ['it'],
};

/** The words of `THOUSAND_WORDS` as an alternation, each with the dot an abbreviation may take. */
export const THOUSAND_WORD = Object.keys(THOUSAND_WORDS)
  .map((word) => `${word}\\.?`)
  .join('|');

/**
 * The words of every language as one alternation, longest first so "milliarden" is read before "milliard". Each must
 * be followed by no letter where it is used.
 *
 * @example
 * ```ts
 * new RegExp(`^5 (?:${OTHER_MAGNITUDE_WORDS})$`, 'i').test('5 Millionen'); // true
 * ```
 */
export const OTHER_MAGNITUDE_WORDS = [...new Set(Object.values(BY_LANGUAGE).flat())]
  .sort((a, b) => b.length - a.length)
  .join('|');
