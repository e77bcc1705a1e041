/**
 * Text signals of a passage that the GEO paper (Aggarwal et al., KDD 2024) and the anchor tools found to make
 * text quotable: an answer in the first sentence, attributed quotations, cited sources, question headings. Each
 * lives in signals/, named for what it reads (figures are in figures.ts). Pattern-based and deterministic; English
 * patterns first, with the common forms of a few other languages where they are cheap to add. What stays here is
 * the language key their word lists are read by (`ANSWER_WORDS`, `QUESTION_WORDS`, the filler openings).
 */

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
