/**
 * Whether a first sentence reads as English, and whether it has a finite verb or opens with an instruction's verb:
 * cheap signs instead of a parser.
 */

import { commonWords } from '../readability.ts';

/**
 * A word of a sentence read as English: ASCII and Latin-1 letters, so "découvrir" is one word and no English one; a
 * hyphenated compound ("carbon-plated", "race-day") is one word.
 */
const ENGLISH_WORD = /[A-Za-z\u00c0-\u024f]+(?:['’-][A-Za-z\u00c0-\u024f]+)*/g;
/**
 * Closed-class finite verbs (be, have, do, the modals, their contractions) and common irregular verbs whose forms show
 * no -s or -ed: any of them makes a sentence more than a fragment.
 */
const ENGLISH_VERBS = new Set(
  `am is are was were isn't aren't wasn't weren't it's that's there's what's who's they're we're you're i'm he's
she's has have had hasn't haven't hadn't do does did don't doesn't didn't can can't cannot could couldn't shall
should shouldn't will won't would wouldn't may might must mustn't need they've we've you've i've they'll we'll you'll
it'll i'll he'll she'll they'd we'd you'd i'd get got go went come came make made take took give gave keep kept find
found know knew think thought say said see saw let become became begin began grow grew leave left feel felt mean meant
hold held bring brought buy bought build built send sent spend spent lose lost pay paid run ran sit sat stand stood
win won tell told fall fell rise rose choose chose drive drove eat ate drink drank write wrote speak spoke break
broke sell sold seem happen work depend vary differ belong`.split(/\s+/),
);

/** Determiners, prepositions and conjunctions: the words around an -s word that make it a noun, not a verb. */
const FUNCTION_WORDS = new Set(
  `a an the my your our their his her its this that these those some many few several all both no any each every
other another more most such much of for with in on to at by from about and or but nor as into onto over under than
like per via within without between among through during after before above below near off up out around along
across behind beyond since until unlike versus plus`.split(/\s+/),
);

/** Words ending in -s that are no verbs. */
const NOT_VERBS_IN_S = new Set(
  'this its his hers ours yours theirs us yes less unless across always perhaps towards afterwards besides sometimes nowadays thus plus whereas series news species various lens gas bus'.split(
    ' ',
  ),
);

/** Verbs that open English instructions ("Shift to the smallest cog", "Find the quick link"). */
const ENGLISH_IMPERATIVES = new Set(
  `use add turn keep choose start check make put set remove mix fill build buy avoid plant apply open click select
install run wait water cut place store wash heat cook bake measure replace clean find shift thread join break size take
loosen tighten attach connect disconnect insert pull push press hold lift lower slide drop pour stir whisk fold chop
slice dice preheat grease line sprinkle season serve let allow leave ask call contact visit go get see read follow try
test compare pick look write sign log enter type copy paste save download upload create delete edit update restart
reboot enable disable configure plug unplug charge mount fit align adjust lubricate oil wipe rinse dry soak boil simmer
fry roast grill drain mash knead roll shape spread cover wrap chill freeze thaw refrigerate combine blend beat melt
weigh mark drill screw unscrew sand paint prime seal tape clamp glue trim prune dig sow feed mulch harvest repot wear
bring pack book reserve plan schedule email talk tell stop never always don't do be note remember consider expect
limit reduce increase drink eat sleep exercise walk stretch breathe rest drive park pay file submit claim report
register apply renew cancel return request review verify confirm gather prepare sort separate soak spray scrub
sweep vacuum unpack unbox lay hang screw bolt fasten release lock unlock swap flip rotate tilt treat pass press
access process address toss cross dress express assess dismiss bypass compress`.split(/\s+/),
);

/** Adverbs and quantifiers that stand between a subject and its verb ("… all reduce", "… often causes"). */
const BEFORE_VERB = new Set(
  'all both often also usually never always generally typically only sometimes rarely still mostly largely really actually each'.split(
    ' ',
  ),
);

const SUBJECT_PRONOUNS = new Set(['i', 'you', 'we', 'they', 'he', 'she']);
/** Words that open the object of an instruction's verb. */
const OBJECT_OPENERS = new Set(
  'the a an your every each all any this these those some it them our my its their'.split(' '),
);

/** Whether a clause mark (, ; : — –) stands between `from` and `to` in `text` (a character loop, no substring). */
function clauseMarkBetween(text: string, from: number, to: number): boolean {
  for (let i = from; i < to; i++) {
    const c = text.charCodeAt(i);
    if (c === 44 || c === 59 || c === 58 || c === 0x2014 || c === 0x2013) return true;
  }
  return false;
}

/** A capital after the first letter ("AFib", "ECG"), told by comparing with the lower-cased word. */
function hasInnerCapital(raw: string, lower: string): boolean {
  for (let i = 1; i < raw.length; i++) if (raw.charCodeAt(i) !== lower.charCodeAt(i)) return true;
  return false;
}

/** A sentence's English words, lower-cased, and whether a clause mark stands before each. */
export interface EnglishWords {
  words: string[];
  /** `apart[i]`: a comma, semicolon, colon or dash between word i - 1 and word i (always true of the first). */
  apart: boolean[];
}

/**
 * The words of a first sentence that reads as English, or null: at least three words, two in five of them common
 * English words (of the readability table), names with inner capitals and acronyms (AFib, ECG) and compounds left
 * out of the count.
 */
export function readEnglish(sentence: string): EnglishWords | null {
  const table = commonWords();
  const words: string[] = [];
  const apart: boolean[] = [];
  let counted = 0;
  let common = 0;
  let end = 0;
  ENGLISH_WORD.lastIndex = 0;
  for (let m = ENGLISH_WORD.exec(sentence); m !== null; m = ENGLISH_WORD.exec(sentence)) {
    const raw = m[0];
    const lower = raw.toLowerCase();
    const word = lower.includes('’') ? lower.replace('’', "'") : lower;
    apart.push(words.length === 0 || clauseMarkBetween(sentence, end, m.index));
    words.push(word);
    end = m.index + raw.length;
    if (hasInnerCapital(raw, lower) || word.includes('-')) continue;
    counted++;
    if (table.has(word)) common++;
  }
  return words.length >= 3 && counted >= 3 && common / counted >= 0.4 ? { words, apart } : null;
}

/**
 * Whether an English sentence is an instruction (it opens with a verb of instructions) or has a finite verb (a
 * statement), by cheap signs rather than a parser: a verb of the closed list; a word in -ed right after a word that
 * is no determiner or preposition; a word in -s next to such a word within a clause ("AFib happens", "confirms
 * AFib", "Tomatoes split"); a subject pronoun or a subject's adverb ("… all reduce") before such a word. A fragment
 * ("A story about a garden, long ago.", "Road and race-day shoes, fitted in store") shows none.
 */
export function englishVerb({
  words,
  apart,
}: EnglishWords): 'direct statement or instruction' | 'statement' | null {
  const opening = words[0]!;
  if (
    ENGLISH_IMPERATIVES.has(opening) ||
    // A verb before its object's determiner ("Treat every document …", "Salt the water"): a noun or adjective is
    // seldom followed by one.
    (!apart[1] &&
      OBJECT_OPENERS.has(words[1] ?? '') &&
      !FUNCTION_WORDS.has(opening) &&
      !SUBJECT_PRONOUNS.has(opening) &&
      // A word in -s is a plural or a verb's third person ("Tomatoes need …"), but not one in -ss ("Pass the …").
      !/(?:[^s]s|ed|ing|ly)$/.test(opening))
  )
    return 'direct statement or instruction';
  // Whether word j is one a verb can sit next to, in the same clause as word i (j = i ± 1).
  const content = (j: number): boolean => j >= 0 && j < words.length && !FUNCTION_WORDS.has(words[j]!);
  const joinedToNext = (i: number): boolean => i + 1 < words.length && !apart[i + 1];
  for (let i = 0; i < words.length; i++) {
    const word = words[i]!;
    if (ENGLISH_VERBS.has(word)) return 'statement';
    const afterContent = !apart[i] && content(i - 1);
    const beforeContent = joinedToNext(i) && content(i + 1);
    if (beforeContent && (SUBJECT_PRONOUNS.has(word) || (BEFORE_VERB.has(word) && afterContent)))
      return 'statement';
    if (word.includes('-') || FUNCTION_WORDS.has(word)) continue;
    if (
      word.length >= 4 &&
      word.endsWith('ed') &&
      !word.endsWith('eed') &&
      word !== 'hundred' &&
      afterContent
    )
      return 'statement';
    if (
      word.length >= 3 &&
      word.endsWith('s') &&
      !/(?:ss|us|is|'s)$/.test(word) &&
      !NOT_VERBS_IN_S.has(word) &&
      ((afterContent && joinedToNext(i)) || (beforeContent && !words[i + 1]!.endsWith('ing')))
    )
      return 'statement';
  }
  return null;
}
