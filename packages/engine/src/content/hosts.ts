/**
 * A podcast episode's hosts written on its page ("Hosted by Nadia Brooks", "Hosts: Nadia Brooks and Samuel
 * Okafor"): an episode has hosts, not a byline, and a page that names them says who is speaking as a byline does.
 * Read in the first lines of the main content, where the show credits sit: by eeat on podcast pages, and by page type
 * to tell a video podcast's episode page (its only player a YouTube video) from a post about one.
 */

import type { PageFacts } from '../structured-data/metadata.ts';

/** A capitalised word of a name (Latin letters with their accents; not Unicode-mode). */
const WORD = "[A-Z\\u00C0-\\u00DE][A-Za-z\\u00C0-\\u024F'’.-]+";
const NAME = `${WORD}(?:[ \\u00A0]${WORD}){1,3}`;
/** A label at the start of a line, then a name of two to four capitalised words. */
const HOST_LINE = new RegExp(
  `^(?:[Hh]osted (?:by|By)|HOSTED BY|[Hh]osts?\\s*:|[Ww]ith (?:your )?hosts?)\\s*:?\\s+(${NAME})`,
);
/**
 * "Presented by …" opens an episode's sponsor read far more often than its credits ("Presented by Athletic
 * Greens"), and sponsors are too many to list. It names the hosts only when it names two people ("Presented by
 * Nadia Brooks and Samuel Okafor": a brand is one sponsor) or a person the page's schema names as the episode's
 * actor or the series' author.
 */
const PRESENTED_LINE = new RegExp(
  `^(?:[Pp]resented (?:by|By)|PRESENTED BY)\\s*:?\\s+(${NAME})(?:\\s+(?:and|&)\\s+(${NAME}))?`,
);
/**
 * Names that are a hosting platform or a company: "Hosted by Buzzsprout" is where the audio files live, "Hosted by
 * Acme Media Network" is no person.
 */
const NOT_A_HOST =
  /\b(?:Podcasts?|Media|Networks?|FM|Radio|Studios?|Productions?|Inc|LLC|Ltd|Spotify|Apple|Amazon|Google|Buzzsprout|Libsyn|Acast|Megaphone|Simplecast|Transistor|Podbean|Anchor|Captivate|Omny|Spreaker|Audioboom|SoundCloud|Substack|Patreon|RedCircle|Squarespace|WordPress)\b/;

const folded = (name: string): string => name.toLowerCase().replace(/\s+/g, ' ').trim();

/** The host a "Presented by" line names, if it reads as hosts rather than a sponsor (see PRESENTED_LINE). */
function presenter(line: string, known: readonly string[]): string | undefined {
  const m = PRESENTED_LINE.exec(line);
  if (!m || NOT_A_HOST.test(m[1]!)) return undefined;
  if (m[2] !== undefined && !NOT_A_HOST.test(m[2])) return m[1]!;
  const name = folded(m[1]!);
  return known.some((k) => folded(k) === name) ? m[1]! : undefined;
}

/**
 * The first host named at the start of one of the text's first `lines` lines. `known`: the people the page's
 * schema names (the episode's actors, the series' author), who make a "Presented by" line name a host. `captions`:
 * the texts of the page's photo captions, whose lines name no host ("Hosts: Nadia Brooks and Samuel Okafor at the
 * Bristol launch" says who is in the photo).
 *
 * @example
 * ```ts
 * hostOf('142: Why Bridges Fail\nHosted by Nadia Brooks\nIn this episode …'); // 'Nadia Brooks'
 * hostOf('Hosted by Buzzsprout'); // undefined
 * hostOf('Presented by Athletic Greens'); // undefined: a sponsor read
 * hostOf('Presented by Nadia Brooks', ['Nadia Brooks']); // 'Nadia Brooks'
 * ```
 */
export function hostOf(
  text: string,
  known: readonly string[] = [],
  lines = 60,
  captions: readonly string[] = [],
): string | undefined {
  for (const raw of text.split('\n', lines)) {
    const line = raw.trim();
    const m = HOST_LINE.exec(line);
    const host = m && !NOT_A_HOST.test(m[1]!) ? m[1]! : presenter(line, known);
    // Looked up only for a line that names a host: most pages have neither.
    if (host !== undefined && !captions.some((caption) => caption.includes(line))) return host;
  }
  return undefined;
}

/**
 * The first host named in the page's main content (`hostOf` over its first `lines` lines), its photo captions
 * left out.
 *
 * @example
 * ```ts
 * pageHostOf(pageFacts(document), schemaAuthors); // 'Nadia Brooks'
 * ```
 */
export function pageHostOf(facts: PageFacts, known: readonly string[] = [], lines = 60): string | undefined {
  return hostOf(facts.mainText, known, lines, facts.captions);
}
