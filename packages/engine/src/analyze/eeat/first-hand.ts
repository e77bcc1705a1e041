import type { AuthoredScope } from './authored-scope.ts';
import type { SignalSpec } from './signal-spec.ts';
import { FIRST_HAND_LATIN_SOURCE, FIRST_HAND_OTHER_SCRIPTS, OTHER_SCRIPT } from './statements.ts';

/**
 * First-hand experience: the page saying it rests on its author's own use, testing or data ("we tested", "in my
 * clinic we …", "our survey"), in English, in the other languages of eeat/statements.ts, and a forum poster's
 * follow-up.
 */

/**
 * English first-hand statements (each alternative behind the `\b` FIRST_HAND puts before them all). A place is
 * first-hand only with a first person after it ("In our shop we see …", not "In our shop you'll find …"); "we see"
 * alone is a tutorial's voice ("as we see in Figure 2"). The verbs are those of doing the work, in the past ("I led
 * the design system", "we audited our app"), with an adverb allowed before them ("I first made this", "I've probably
 * made it a hundred times", "we then measured"), but not a tutorial's look back ("the function we wrote above").
 */
const FIRST_HAND_EN =
  /(?:we|i)(?:\s+have|['’]ve)?(?:\s+(?:first|then|also|recently|finally|personally|once|actually|probably|just|later|eventually|originally|already|even))?\s+(?:tested|tried|used|reviewed|measured|surveyed|interviewed|analy[sz]ed|visited|benchmarked|compared|spent|bought|ran|grew|grown|built|cooked|owned|found|led|made|wrote|shipped|launched|moved|migrated|audited|counted|hired|taught|treated|fixed|installed|planted|baked|photographed|worked\s+(?:on|with|as|in))\b(?!\s+(?:above|earlier|previously|before|in\s+the\s+(?:previous|last)\s+(?:section|step|chapter|example)))|my own (?:portfolio|garden|kitchen|clients|patients)\b|in our (?:[\w-]+ ){0,2}(?:tests?|testing)\b|happened to (?:me|us)\b|in (?:my|our) (?:shop|clinic|practice|kitchen|lab|garage|workshop|studio|store|restaurant|bakery|salon|classroom|garden|farm|office|hospital|ward)\b,?\s+(?:we|i)\b|in (?:my|our) (?:own )?experience|in (?:my|our) own\b|our (?:own )?(?:data|research|study|survey|analysis|testing|tests|benchmarks?|experiments?)\b|hands-on|first-hand|firsthand/;
/** The English ones and those of the other Latin-script languages (eeat/statements.ts), read in one scan. */
const FIRST_HAND = new RegExp(`\\b(?:${FIRST_HAND_EN.source}|${FIRST_HAND_LATIN_SOURCE})`, 'i');
const FIRST_HAND_EN_ONLY = new RegExp(`\\b(?:${FIRST_HAND_EN.source})`, 'i');
const FIRST_HAND_ALL = new RegExp(FIRST_HAND.source, 'gi');
/** A poster's follow-up at the start of a line: "Update: three days of feeding twice a day …". */
const FORUM_UPDATE = /(?:^|\n)\s*(?:update|edit)\s*\d*\s*:\s*\S[^\n]{0,60}/i;
const WORD_CHAR = /[\p{L}\p{M}\p{N}]/u;

/**
 * The first first-hand statement that starts a word in any script: `\b` knows ASCII letters only, so it lets
 * "wir haben" follow "ü".
 */
function firstHandStatement(text: string): RegExpExecArray | null {
  const re = FIRST_HAND_ALL;
  re.lastIndex = 0;
  for (let m = re.exec(text); m !== null; m = re.exec(text)) {
    if (m.index === 0 || !WORD_CHAR.test(text[m.index - 1]!)) return m;
    re.lastIndex = m.index + 1;
  }
  return null;
}

/**
 * The first-hand experience check: the first statement of the author's own experience in the page's prose (English
 * words only in text that reads as English; on a forum thread, a poster's "Update: …" too).
 *
 * @example
 * ```ts
 * firstHandSignal('We tested six kettles for a month.', true, scope).present; // true
 * ```
 */
export function firstHandSignal(
  prose: string,
  english: boolean,
  { authored, notAuthored, forum }: Pick<AuthoredScope, 'authored' | 'notAuthored' | 'forum'>,
): SignalSpec {
  const firstHand =
    (english
      ? FIRST_HAND_EN_ONLY.exec(prose)
      : (firstHandStatement(prose) ??
        (OTHER_SCRIPT.test(prose) ? FIRST_HAND_OTHER_SCRIPTS.exec(prose) : null))) ??
    // A forum poster's "Update: …" reports what happened when they tried the advice; a news page's is a correction.
    (forum ? FORUM_UPDATE.exec(prose) : null);
  return {
    id: 'first_hand_experience',
    label: 'First-hand experience',
    category: 'experience',
    present: firstHand !== null,
    evidence: firstHand
      ? [{ what: 'first-hand statement', value: firstHand[0] }]
      : [{ what: authored ? 'no first-hand markers ("we tested", "our data" …)' : notAuthored }],
    applicable: authored,
    weight: 1,
    severity: 'low',
    missingTitle: 'No sign of first-hand experience',
    fix: 'Where the content rests on your own use, testing or data, say so and show it (method, photos, numbers). Do not claim experience you do not have.',
  };
}
