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
 */

export interface NeedleIndex {
  /** Every needle, longest first, as one case-insensitive alternation. */
  readonly pattern: RegExp;
  /** For each needle, the needles it starts with (itself included): found wherever it is found. */
  readonly prefixes: ReadonlyMap<string, readonly string[]>;
}

const SPECIAL = /[.*+?^${}()|[\]\\/]/g;

/**
 * An index over a set of needles, built once per set.
 *
 * @example
 * ```ts
 * const index = needleIndex(['javascript', 'log in']);
 * needlesIn(index, 'Please LOG IN to read on').has('log in'); // true
 * ```
 */
export function needleIndex(needles: Iterable<string>): NeedleIndex {
  const list = [...new Set(needles)].sort((a, b) => b.length - a.length || (a < b ? -1 : 1));
  for (const needle of list) {
    if (needle === '' || needle !== needle.toLowerCase() || /[^\x20-\x7e]/.test(needle)) {
      throw new Error(`needle "${needle}" must be non-empty lower-case ASCII`);
    }
  }
  const prefixes = new Map<string, string[]>();
  for (const needle of list)
    prefixes.set(
      needle,
      list.filter((other) => needle.startsWith(other)),
    );
  return {
    pattern: new RegExp(list.map((n) => n.replace(SPECIAL, '\\$&')).join('|'), 'gi'),
    prefixes,
  };
}

/**
 * The needles a text holds, in one scan. At each position the alternation reports the longest needle that starts
 * there (the others starting there are its prefixes, recorded with it), and the scan goes on from the next
 * character, so overlapping needles are all found.
 */
export function needlesIn(index: NeedleIndex, text: string): Set<string> {
  const found = new Set<string>();
  const re = new RegExp(index.pattern.source, index.pattern.flags);
  for (let m = re.exec(text); m !== null; m = re.exec(text)) {
    for (const needle of index.prefixes.get(m[0].toLowerCase()) ?? []) found.add(needle);
    re.lastIndex = m.index + 1;
  }
  return found;
}

/** True when `found` holds one of `needles`; a `null` list (an expression without needles) always runs. */
export function holdsAny(found: ReadonlySet<string>, needles: readonly string[] | null): boolean {
  if (needles === null) return true;
  for (const needle of needles) if (found.has(needle)) return true;
  return false;
}
