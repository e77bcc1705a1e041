/** Which segment of a page's title reads as the site's name, when nothing else on the page names it. */
import { metaFirst, type PageFacts } from '../../structured-data/metadata.ts';
import { isGenericName } from './generic-names.ts';
import { brandKey, brandWords } from './name-key.ts';
import { isDescriptivePhrase, isPlatformName } from './title-parts.ts';

/**
 * Whether a name of two words or more is spelled out across the title's last segments: "… | Department of Computer
 * Science | Lakemont University" names "Lakemont University Computer Science", as a university's titles do.
 */
export function spreadOverTail(segments: readonly string[], name: string): boolean {
  const wanted = brandWords(name);
  if (wanted.length < 2) return false;
  const tail = new Set(brandWords(segments.slice(-3).join(' ')));
  return wanted.every((word) => tail.has(word));
}

/** The segments of a page title, split at its separators ("|", "–", "·", "»" …), trimmed, none empty. */
export function titleSegments(title: string): string[] {
  return title
    .split(/\s+[|–—·:»-]\s+|\s*[|–—·»‹›]\s*/)
    .map((s) => s.trim())
    .filter(Boolean);
}

/** Longest title segment read as a brand name: a suffix such as "Acme Cloud Platform Inc." fits, a headline does not. */
const TITLE_NAME_WORDS = 5;

/**
 * Whether a title segment spells a label of the site's host (see hostLabels): the same name ("Acme Shoes" on
 * acme-shoes.co.uk), the host's leading part ("Acme" on acmeshoes.com), or the host in its leading words ("Acme
 * Shoes UK"). Whole words only: "Running shoes" does not spell run.com.
 */
function spellsHost(segment: string, host: string): boolean {
  const key = brandKey(segment);
  if (key === host || (key.length >= 3 && host.startsWith(key))) return true;
  let run = '';
  for (const word of brandWords(segment)) {
    run += word;
    if (run.length >= host.length) return run === host;
  }
  return false;
}

/**
 * The title segment that reads as the site's name, if any, and whether it is a guess the host could have confirmed
 * and did not. The segment that spells the host is the name wherever it stands ("Best running shoes | Acme", "Acme
 * – Running shoes since 1990" on acme.com). Else a guess among the segments that are no platform's name ("—
 * WordPress"): with separators, the last segment (the first on a home page, whose title often leads with the name),
 * else the first, when it is short, is no generic label ("Home"), and is not the page's own headline (the H1 or
 * og:title); a name-like segment before a phrase ("Paperkite — Guides for small print shops"). An og:title that is
 * the one name-like segment beside phrases, with no H1 repeating it, is the site's name an app shell prints, not a
 * headline: it confirms the segment. A home page titled with one name ("Greenhouse Notes") is titled with the site's
 * name; any other title without separators names the page.
 */
export function titleBrandSegment(
  facts: PageFacts,
  titled: readonly string[],
  isHome: boolean,
  hostKeys: readonly string[],
): { value: string; guessed: boolean } | undefined {
  if (titled.length === 0 || (titled.length === 1 && !isHome)) return undefined;
  const short = (segment: string): boolean =>
    segment.split(/\s+/).length <= TITLE_NAME_WORDS && !isGenericName(segment) && brandKey(segment) !== '';
  const ends = isHome ? [titled[0]!, titled.at(-1)!] : [titled.at(-1)!, titled[0]!];
  const all = [...new Set([...ends, ...titled])];
  // The segment that is the host's very name goes first: "Acme" before "Acme Anvil" in "Acme Anvil | Acme".
  for (const host of hostKeys) {
    const named =
      all.find((segment) => short(segment) && brandKey(segment) === host) ??
      all.find((segment) => short(segment) && spellsHost(segment, host));
    if (named !== undefined) return { value: named, guessed: false };
  }
  // A platform's name that WordPress's admin screens append ("Log In ‹ Northwind Engineering — WordPress") is not
  // the site's: the guess is among the other segments.
  const own = titled.filter((segment) => !isPlatformName(segment));
  const segments = own.length > 0 ? own : titled;
  const order = isHome ? [segments[0]!, segments.at(-1)!] : [segments.at(-1)!, segments[0]!];
  const h1 = facts.headings.find((h) => h.level === 1)?.text;
  const ogTitle = metaFirst(facts, 'og:title');
  const headlines = new Set([h1, ogTitle].filter(Boolean).map((t) => brandKey(t!)));
  const candidate = (segment: string): boolean =>
    short(segment) && (segments.length === 1 || !headlines.has(brandKey(segment)));
  // By convention the name is the name-like segment, not the tagline beside it: "Paperkite — Guides for small
  // print shops" is Paperkite's, wherever the tagline stands.
  const guess =
    order.find((segment) => candidate(segment) && !isDescriptivePhrase(segment)) ?? order.find(candidate);
  // An app shell's og:title is the site's name, not a headline: when it is the one name-like segment beside
  // phrases and no H1 repeats it, it confirms that segment.
  const shellName =
    segments.length > 1 && ogTitle !== undefined && brandKey(ogTitle) !== (h1 ? brandKey(h1) : undefined)
      ? segments.find(
          (segment) =>
            short(segment) &&
            !isDescriptivePhrase(segment) &&
            brandKey(segment) === brandKey(ogTitle) &&
            segments.every((other) => other === segment || isDescriptivePhrase(other)),
        )
      : undefined;
  if (shellName !== undefined && (guess === undefined || isDescriptivePhrase(guess)))
    return { value: shellName, guessed: false };
  if (guess === undefined) return undefined;
  // A host spells a name in Latin letters: it can tell "Acme" from a tagline, not a katakana name from its descriptor.
  const comparable = segments.length > 1 && hostKeys.length > 0 && /^[a-z0-9]+$/.test(brandKey(guess));
  return { value: guess, guessed: comparable };
}
