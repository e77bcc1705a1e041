import type { PassageReport } from '../../content/report.ts';
import { counted } from '../plural.ts';

/**
 * What a forum or Q&A thread is judged on: answer engines quote a thread by one post (the accepted answer, a top
 * reply), not by every post, and the site neither writes nor edits its users' posts.
 * - The accepted answer whatever its length: the asker marked it as what answered them (Stack Exchange prints it
 *   first, Google's Q&A results show it), and a short one is the answer an engine lifts whole, as it lifts a FAQ's
 *   20–40-word answer ("answer in the first 40–60 words", codex-seo): "Use a powered USB hub; the Pi 4 gives only
 *   1.2 A to its ports" is what gets quoted, where a 40-word floor left it out and judged a longer reply instead.
 * - Without one, the best post of `CITABLE_POST_WORDS` words or more (a 13-word question or a "+1" is no answer
 *   anyone quotes, and must not fail a thread whose answer is good), as an engine picks the best one the page offers
 *   (the share of good posts says how chatty its users are, not whether the thread can be quoted).
 * - When every post is shorter, the best of them: the thread is still a page an engine may quote, and if its best
 *   post is a "+1", the judgement saying that nothing in it can be quoted is the finding (thin content says how
 *   little it holds), not "not applicable".
 * Answer-first openings read every post of that length and the judged ones, each a candidate quote.
 * The other posts stay passages, so findings still point at the post they are about; they are only not judged.
 * Figures and sources are counted over the whole text, which a short post barely moves, and
 * passage length does not apply to a thread (see `proseExemptions`).
 */
export interface ThreadJudgement {
  /** The posts passage quality is judged on (empty: no post holds text). */
  judged: PassageReport[];
  /** The posts answer-first openings are judged on. */
  citable: PassageReport[];
  /** Why the other posts were left out, for the evidence. */
  note: string;
}

/** Words below which a thread's post is not judged as a passage to quote, unless accepted or all are shorter. */
const CITABLE_POST_WORDS = 40;

const byScore = (a: PassageReport, b: PassageReport): number => b.score - a.score;

/** The posts a forum or Q&A thread is judged on, and why the others are not (see `ThreadJudgement`). */
export function threadJudgement(reports: PassageReport[]): ThreadJudgement {
  const withText = reports.filter((r) => r.passage.words > 0);
  const long = withText.filter((r) => r.passage.words >= CITABLE_POST_WORDS);
  const accepted = withText.filter((r) => r.passage.post?.accepted === true);
  const posts = withText.filter((r) => r.passage.post !== null);
  const judged =
    accepted.length > 0
      ? accepted
      : [...(long.length > 0 ? long : posts.length > 0 ? posts : withText)].sort(byScore).slice(0, 1);
  const citable = [...new Set([...long, ...judged])];
  const others = long.filter((r) => !judged.includes(r)).length;
  const short = withText.filter((r) => r.passage.words < CITABLE_POST_WORDS && !judged.includes(r)).length;
  const left = [
    ...(others > 0 ? [counted(others, 'other long post')] : []),
    ...(short > 0
      ? [`${counted(short, long.length > 0 ? 'post' : 'other post')} under ${CITABLE_POST_WORDS} words`]
      : []),
  ];
  const on =
    judged.length === 0
      ? 'no post with text'
      : accepted.length > 0
        ? accepted.every((r) => r.passage.words < CITABLE_POST_WORDS)
          ? `the accepted answer, short as it is (answer engines lift a short accepted answer whole)`
          : 'the accepted answer'
        : long.length > 0
          ? `its best post of ${CITABLE_POST_WORDS} words or more`
          : `its best post, every post being under ${CITABLE_POST_WORDS} words`;
  return {
    judged,
    citable,
    note: `a thread is judged on ${on}${left.length > 0 ? `, not on its ${left.join(' or ')}` : ''}: answer engines quote a thread's accepted answer or best posts, not every reply`,
  };
}
