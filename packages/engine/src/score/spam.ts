import type { Evidence, Finding } from '@geo-audit/core';
import type { AnalysisContext } from '../analyze/context.ts';
import { contentModel } from '../content/extract.ts';
import { isThisPage, resolvedAnchors } from '../structured-data/links.ts';
import { metaFirst, pageFacts } from '../structured-data/metadata.ts';

/**
 * The spam gate: a page that hides a lot of text from visitors and either stuffs a keyword or hides instructions
 * to AI systems. Google's spam policies name hidden text and keyword stuffing as grounds to demote a page or drop
 * it from results, and answer engines that draw on search inherit that; hidden instructions to language models
 * are manipulation they guard against. Either alone is a citability penalty; together they are a page built for
 * machines, which the score must not rank above an honest one.
 *
 * Read from the citability module's findings, never recomputed, so the cap and those findings always agree:
 * - `citability.hidden_text` failed: it fails only for heavy hidden text (200 words or more, or a quarter of the
 *   main content), counting neither interactive panels (accordions, tabs, dialogs, menus the page's controls
 *   open) nor hidden menus in the header, footer or navigation: those warn at most, or pass.
 * - and `citability.keyword_stuffing` failed (the heavy case: one word above 8% of the words, 12 times or more,
 *   or a phrase repeated more than 3.5 times per 100 words; the milder case only warns), or `citability.prompt_injection` found instructions in hidden text (evidence
 *   `found_in: 'hidden_text'`; a collapsed panel, which readers open, does not count). Visible
 *   injection text never counts here: an article quoting an attack is not hiding anything.
 */

interface CitabilityFacts {
  findings?: Finding[];
  error?: string;
}

/** A lookup of the citability module's findings by check id, or null when it did not run or failed. */
function citabilityFinder(context: AnalysisContext): ((check: string) => Finding | undefined) | null {
  const citability = context.previous.citability as CitabilityFacts | undefined;
  if (!citability || citability.error !== undefined) return null;
  return (check) => citability.findings?.find((f) => f.check === check);
}

/** What the spam gate found: the evidence of each condition that holds. */
export interface SpamSignals {
  hidden: Evidence[];
  stuffing: Evidence[];
  hiddenInjection: Evidence[];
}

/**
 * The spam signals of the page, or null when the gate does not hold (or the citability module did not run or
 * failed: then nothing is known, and nothing is capped).
 *
 * @example
 * ```ts
 * spamSignals(context)?.stuffing[0]?.what; // 'most repeated term "miami": 35 times in 235 words (14.9% …)'
 * ```
 */
export function spamSignals(context: AnalysisContext): SpamSignals | null {
  const find = citabilityFinder(context);
  if (!find) return null;
  const hidden = find('citability.hidden_text');
  if (hidden?.status !== 'fail') return null;
  const stuffing = find('citability.keyword_stuffing');
  const injection = find('citability.prompt_injection');
  const hiddenInjection =
    injection?.status === 'fail' ? injection.evidence.filter((e) => e.found_in === 'hidden_text') : [];
  const stuffed = stuffing?.status === 'fail';
  if (!stuffed && hiddenInjection.length === 0) return null;
  return { hidden: hidden.evidence, stuffing: stuffed ? stuffing.evidence : [], hiddenInjection };
}

/**
 * Heavy stuffing on its own: a phrase the page targets more than 7 times per 100 words and 15 times or more, or one
 * such word above 10% of the words and 15 times or more. That is twice `citability.keyword_stuffing`'s fail level for a phrase (3.5) and
 * above it for a word (8%); the honest pages of the review sets stay under 3 per 100 words and 6% (a guide naming its
 * head noun, a product page its product), the stuffed ones reach 10–24. Google's spam policies name keyword stuffing
 * on its own, so the page cannot read "Fair" or better; the milder stuffing the check fails stays its finding.
 */
const HEAVY = { phrasePer100: 7, wordShare: 10, count: 15 } as const;

// The evidence lines of `citability.keyword_stuffing` (analyze/citability/keyword-stuffing.ts), read rather than recomputed so the cap
// and the finding always agree.
const TERM_LINE = /^most repeated term "(.+)": (\d+) times? in (\d+) words? \(([\d.]+)%/;
const PHRASE_LINE = /^most repeated phrase "(.+)": (\d+) times? in (\d+) words? \(([\d.]+) per 100 words/;

/** A term or phrase repeated far past what any reader needs, as citability measured it. */
export interface HeavyStuffing {
  /** The repeated phrase or word, lower-cased as citability reports it. */
  term: string;
  count: number;
  words: number;
  /** Per 100 words: a phrase's occurrences, or a word's share in percent (the same number). */
  per100: number;
  /** citability's evidence line for it. */
  evidence: Evidence;
  /** Set when the page is a doorway page (see `doorwayLinks`): the same-pattern links it carries. */
  doorway: DoorwayLinks | null;
}

/**
 * The heavily stuffed phrase or word the page targets (the phrase when both qualify; see `targeted`), or null when
 * `citability.keyword_stuffing` did not fail, or failed below the heavy level or on a term the page does not target,
 * or the citability module did not run.
 *
 * @example
 * ```ts
 * heavyStuffing(context)?.term; // 'round rock' (23 times in 199 words) on a plumber's doorway page
 * ```
 */
export function heavyStuffing(context: AnalysisContext): HeavyStuffing | null {
  const find = citabilityFinder(context);
  const finding = find?.('citability.keyword_stuffing');
  if (finding?.status !== 'fail') return null;
  const heavy: Omit<HeavyStuffing, 'doorway'>[] = [];
  for (const evidence of finding.evidence) {
    const phrase = PHRASE_LINE.exec(evidence.what);
    const line = phrase ?? TERM_LINE.exec(evidence.what);
    if (!line) continue;
    const count = Number(line[2]);
    const per100 = Number(line[4]);
    const over = phrase ? per100 > HEAVY.phrasePer100 : per100 > HEAVY.wordShare;
    if (!over || count < HEAVY.count) continue;
    // The phrase, when both are heavy: it is what the page repeats.
    heavy[phrase ? 'unshift' : 'push']({ term: line[1]!, count, words: Number(line[3]), per100, evidence });
  }
  const found = heavy.find((h) => targeted(context, h.term));
  if (!found) return null;
  const doorway = doorwayLinks(context, found.term);
  // A menu or a catalogue names its items after what it lists ("Margherita Pizza", "Pepperoni Pizza" under "Pizza
  // Menu"): those names are not stuffing. A doorway page's repetitions count whatever they stand in.
  if (doorway === null) {
    const rest = found.count - itemNameUses(context, found.term);
    if (
      rest < HEAVY.count ||
      (rest * 100) / found.words <=
        (found.evidence.what.startsWith('most repeated phrase') ? HEAVY.phrasePer100 : HEAVY.wordShare)
    )
      return null;
  }
  return { ...found, doorway };
}

/** Sibling item names that share a head word: four or more make a list of items named after what the page lists. */
const ITEM_NAMES = 4;
/** Item names are short: "Quattro Stagioni Pizza", "Beeswax Pillar Candle". */
const ITEM_NAME_WORDS = 6;

/**
 * How many of the main content's item names hold the term as their shared head or tail word: headings of one level
 * (H2–H6) or list items of up to `ITEM_NAME_WORDS` words, four or more distinct ones opening or ending with the term
 * ("Margherita Pizza", "Pepperoni Pizza" …). Reads the memoised content model's main blocks.
 */
function itemNameUses(context: AnalysisContext, term: string): number {
  const words = term.split(' ');
  const groups = new Map<string, Set<string>>();
  for (const block of contentModel(context.document).main.blocks) {
    if (block.kind !== 'list-item' && (block.kind !== 'heading' || block.level < 2)) continue;
    if (block.words > ITEM_NAME_WORDS || block.words <= words.length) continue;
    // A short name: Unicode classes cost nothing here, and keep "Pizzería" or "Crème" one word.
    const name = block.text
      .toLowerCase()
      .split(/[^\p{L}\p{N}]+/u)
      .filter(Boolean);
    if (name.length <= words.length) continue;
    const head = name.slice(-words.length).join(' ') === term;
    const lead = !head && name.slice(0, words.length).join(' ') === term;
    if (!head && !lead) continue;
    const key = `${block.kind}${block.level}${head ? '$' : '^'}`;
    let names = groups.get(key);
    if (!names) {
      names = new Set();
      groups.set(key, names);
    }
    names.add(name.join(' '));
  }
  let uses = 0;
  for (const names of groups.values()) if (names.size >= ITEM_NAMES) uses += names.size;
  return uses;
}

/**
 * Whether the page targets the term: each of its words stands in the title, the H1 or the meta description. Stuffing
 * repeats the query a page wants to rank for, which it names there ("Cheap Car Insurance Miami"); a sentence a template
 * prints over and over, or a word the page merely uses a lot, is not that, and the check's finding says enough.
 */
function targeted(context: AnalysisContext, term: string): boolean {
  const facts = pageFacts(context.document);
  const h1 = facts.headings.find((h) => h.level === 1)?.text ?? '';
  const target = `${facts.title ?? ''}\n${h1}\n${metaFirst(facts, 'description') ?? ''}`.toLowerCase();
  return term.split(' ').every((word) => target.includes(word));
}

/** Links of one pattern ("Emergency Plumber Austin", "Emergency Plumber Round Rock" …), as a doorway network has. */
export interface DoorwayLinks {
  /** The words every link of the set shares, as written in the first one ("Emergency Plumber"). */
  pattern: string;
  /** Distinct other pages of the site the set links. */
  count: number;
  /** The first few link texts. */
  examples: string[];
  where: string;
}

/** Same-pattern links from which a stuffed page reads as one of a network of doorway pages. */
const DOORWAY_LINKS = 10;
/** Link texts of up to this many words are read; the part that varies (the place) is 1 to 3 of them. */
const LINK_WORDS = 8;
const MAX_LINKS = 1_000;

/**
 * Whether a stuffed page is a doorway page: the stuffed term names what the title or H1 targets (the place of
 * "Emergency Plumber Round Rock TX"), and the page links `DOORWAY_LINKS` or more pages of its site whose texts share
 * all their words but the last or first one to three ("Emergency Plumber <place>"), the shared words standing in the
 * title or H1 too. Google's spam policies name such pages ("multiple … pages … that target specific regions or cities
 * that funnel users to one page"). Reads the page's anchors and headings, already gathered; null when it is not one.
 */
function doorwayLinks(context: AnalysisContext, term: string): DoorwayLinks | null {
  const facts = pageFacts(context.document);
  const h1 = facts.headings.find((h) => h.level === 1)?.text ?? '';
  const target = `${facts.title ?? ''}\n${h1}`.toLowerCase();
  if (!target.includes(term)) return null;
  const targetWords = new Set(target.split(/[^a-z0-9]+/).filter((w) => w.length >= 3 && !term.includes(w)));
  const pageUrl = context.artifacts.page.finalUrl || context.artifacts.url;
  // Shared words (with where they stand) → the distinct pages and the texts of the links that share them.
  const sets = new Map<string, { hrefs: Set<string>; texts: string[]; where: Set<string> }>();
  for (const link of resolvedAnchors(facts, pageUrl).slice(0, MAX_LINKS)) {
    // Its own entry in the list is not one of the other pages.
    if (!link.sameSite || link.url === undefined || link.text === '' || isThisPage(link.url, pageUrl))
      continue;
    const words = link.text.split(/\s+/);
    if (words.length < 2 || words.length > LINK_WORDS) continue;
    const href = `${link.url.host}${link.url.pathname}`;
    for (let vary = 1; vary <= 3 && vary < words.length; vary++) {
      for (const key of [
        `^${words.slice(0, -vary).join(' ')}`.toLowerCase(),
        `$${words.slice(vary).join(' ')}`.toLowerCase(),
      ]) {
        let set = sets.get(key);
        if (!set) {
          set = { hrefs: new Set(), texts: [], where: new Set() };
          sets.set(key, set);
        }
        if (set.hrefs.has(href)) continue;
        set.hrefs.add(href);
        set.texts.push(link.text);
        set.where.add(link.anchor.region);
      }
    }
  }
  let best: DoorwayLinks | null = null;
  for (const [key, set] of sets) {
    const shared = key.slice(1);
    // The most pages, then the most shared words ("Emergency Plumber" rather than "Emergency").
    if (set.hrefs.size < DOORWAY_LINKS) continue;
    if (
      best &&
      (set.hrefs.size < best.count || (set.hrefs.size === best.count && shared.length <= best.pattern.length))
    )
      continue;
    // The shared words are the service the title targets, not a stop word or the stuffed place itself.
    if (!shared.split(' ').some((w) => targetWords.has(w))) continue;
    const first = set.texts[0]!;
    const at = first.toLowerCase().indexOf(shared);
    best = {
      pattern: at === -1 ? shared : first.slice(at, at + shared.length),
      count: set.hrefs.size,
      examples: set.texts.slice(0, 3),
      where: [...set.where].join(', '),
    };
  }
  return best;
}
