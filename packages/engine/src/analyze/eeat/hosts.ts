/**
 * A podcast episode's hosts written on its page ("Hosted by Nadia Brooks", "Hosts: Nadia Brooks and Samuel
 * Okafor"): an episode has hosts, not a byline, and a page that names them says who is speaking as a byline does.
 * Read on podcast pages only, in the first lines of the main content, where the show credits sit.
 */

/** A capitalised word of a name (Latin letters with their accents; not Unicode-mode). */
const WORD = "[A-Z\\u00C0-\\u00DE][A-Za-z\\u00C0-\\u024F'’.-]+";
/** A label at the start of a line, then a name of two to four capitalised words. */
const HOST_LINE = new RegExp(
  `^(?:[Hh]osted (?:by|By)|HOSTED BY|[Hh]osts?\\s*:|[Pp]resented (?:by|By)|[Ww]ith (?:your )?hosts?)\\s*:?\\s+(${WORD}(?:[ \\u00A0]${WORD}){1,3})`,
);
/**
 * Names that are a hosting platform or a company: "Hosted by Buzzsprout" is where the audio files live, "Hosted by
 * Acme Media Network" is no person.
 */
const NOT_A_HOST =
  /\b(?:Podcasts?|Media|Networks?|FM|Radio|Studios?|Productions?|Inc|LLC|Ltd|Spotify|Apple|Amazon|Google|Buzzsprout|Libsyn|Acast|Megaphone|Simplecast|Transistor|Podbean|Anchor|Captivate|Omny|Spreaker|Audioboom|SoundCloud|Substack|Patreon|RedCircle|Squarespace|WordPress)\b/;

/**
 * The first host named at the start of one of the text's first `lines` lines.
 *
 * @example
 * ```ts
 * hostOf('142: Why Bridges Fail\nHosted by Nadia Brooks\nIn this episode …'); // 'Nadia Brooks'
 * hostOf('Hosted by Buzzsprout'); // undefined
 * ```
 */
export function hostOf(text: string, lines = 60): string | undefined {
  for (const raw of text.split('\n', lines)) {
    const m = HOST_LINE.exec(raw.trim());
    if (m && !NOT_A_HOST.test(m[1]!)) return m[1]!;
  }
  return undefined;
}
