/**
 * Literal words ("needles") an expression cannot match without: a text holding none of an expression's needles is
 * skipped without running it. Many expressions scan the same long text (the prompt-injection families and the
 * login, paywall, consent and JavaScript notices all read the visible text); finding which needles the text holds
 * takes one case-insensitive scan, where running every expression takes one scan each, and most pages hold few
 * of them.
 *
 * A needle list is only correct if every match of its expression contains one of the needles (ASCII case
 * ignored). Needles are lower-case ASCII, and the expressions they guard are not Unicode-mode, so case-insensitive
 * matching folds ASCII letters only: a match always holds its needle in some mix of cases, which this scan finds.
 * Most expressions start at a word boundary (`\b`), and so do their needles: those are looked for at word starts
 * only, which lets the scan skip the middle of every word; needles an expression may hold mid-word are listed
 * apart (`anywhere`).
 */

export interface NeedleIndex {
  /** `\b` + the word-start needles, then the anywhere needles, as one case-insensitive alternation. */
  readonly pattern: RegExp;
  /** Every needle, with whether it must start a word. */
  readonly needles: readonly { text: string; wordStart: boolean }[];
  readonly longest: number;
}

const SPECIAL = /[.*+?^${}()|[\]\\/]/g;

function alternation(list: readonly string[]): string {
  return [...list]
    .sort((a, b) => b.length - a.length || (a < b ? -1 : 1))
    .map((n) => n.replace(SPECIAL, '\\$&'))
    .join('|');
}

/** A letter, digit or underscore: what `\b` counts as a word character. */
function isWordChar(c: number): boolean {
  return (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 95;
}

/**
 * An index over a set of needles, built once per set. `wordStart` needles are found only where a word starts
 * (they must begin with a letter or digit); `anywhere` needles wherever they occur.
 *
 * @example
 * ```ts
 * const index = needleIndex(['log in'], ['javascript']);
 * needlesIn(index, 'Please LOG IN; nojavascript').size; // 2
 * needlesIn(index, 'catalog in stock').has('log in'); // false: "log" does not start a word there
 * ```
 */
export function needleIndex(wordStart: Iterable<string>, anywhere: Iterable<string> = []): NeedleIndex {
  const starts = [...new Set(wordStart)];
  const free = [...new Set(anywhere)].filter((n) => !starts.includes(n));
  for (const needle of [...starts, ...free]) {
    if (needle === '' || needle !== needle.toLowerCase() || /[^\x20-\x7e]/.test(needle)) {
      throw new Error(`needle "${needle}" must be non-empty lower-case ASCII`);
    }
  }
  for (const needle of starts) {
    if (!isWordChar(needle.charCodeAt(0))) {
      throw new Error(`needle "${needle}" cannot start a word; list it as an anywhere needle`);
    }
  }
  const needles = [
    ...starts.map((text) => ({ text, wordStart: true })),
    ...free.map((text) => ({ text, wordStart: false })),
  ];
  return { pattern: compile(needles), needles, longest: Math.max(0, ...needles.map((n) => n.text.length)) };
}

/** The scan expression for some needles; one that matches nothing when there are none. */
function compile(needles: readonly { text: string; wordStart: boolean }[]): RegExp {
  const starts = needles.filter((n) => n.wordStart).map((n) => n.text);
  const free = needles.filter((n) => !n.wordStart).map((n) => n.text);
  const parts: string[] = [];
  if (starts.length > 0) parts.push(`\\b(?:${alternation(starts)})`);
  if (free.length > 0) parts.push(alternation(free));
  return new RegExp(parts.length > 0 ? parts.join('|') : '[^\\s\\S]', 'gi');
}

/**
 * The needles a text holds, in one scan. The scan stops at every position where some needle starts and then
 * checks every needle there (the alternation reports only one), going on from the next character, so needles
 * that overlap or start at the same place are all found. A needle once found is dropped from the expression, so
 * a text that repeats one (hostile, or just about taxes) stops the scan at most once per needle.
 */
export function needlesIn(index: NeedleIndex, text: string): Set<string> {
  const found = new Set<string>();
  let re = new RegExp(index.pattern.source, index.pattern.flags);
  for (let m = re.exec(text); m !== null; m = re.exec(text)) {
    const at = m.index;
    const head = text.slice(at, at + index.longest).toLowerCase();
    const wordStart = at === 0 || !isWordChar(text.charCodeAt(at - 1));
    for (const needle of index.needles) {
      if ((wordStart || !needle.wordStart) && head.startsWith(needle.text)) found.add(needle.text);
    }
    // Every needle found: reading on cannot change the answer.
    if (found.size === index.needles.length) break;
    re = compile(index.needles.filter((n) => !found.has(n.text)));
    re.lastIndex = at + 1;
  }
  return found;
}

/** True when `found` holds one of `needles`; a `null` list (an expression without needles) always runs. */
export function holdsAny(found: ReadonlySet<string>, needles: readonly string[] | null): boolean {
  if (needles === null) return true;
  for (const needle of needles) if (found.has(needle)) return true;
  return false;
}
