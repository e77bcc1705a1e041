/**
 * Finding many terms in long text fast. One expression with a Unicode-aware word start before every term (a
 * lookbehind) costs about ten times the ASCII `\b` scan it replaced, because the engine can no longer skip ahead
 * to the next possible first letter. So terms that start with an ASCII letter are found with `\b` and the few
 * matches checked for the stricter start afterwards, and the others (Cyrillic, Arabic, Devanagari, CJK, accented
 * Latin) by looking only at the text's non-ASCII characters, which English pages hold few of.
 *
 * German puts the topic word last in a compound ("Krankenversicherung", "Zahnärztin"): a few such words are also
 * found as a compound's head, by a scan of their own (`CompoundHeads`); only the scanner for text that does not
 * read as English is given them.
 *
 * Scripts whose words are not delimited as in English get their own start rule: Chinese, Japanese, Korean and Thai
 * (no spaces between words, particles written onto them) match anywhere, which is why only Thai terms that appear
 * inside no everyday word are listed; Arabic after its clitics; Hebrew after its one-letter prefixes.
 */

/**
 * How a term may start: anywhere (Chinese, Japanese, Korean, Thai), after Arabic clitics, after Hebrew prefixes, or
 * at a word start.
 */
export type TermStart = 'anywhere' | 'arabic' | 'hebrew' | 'word';

const UNSPACED = /^[\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}\p{sc=Hangul}\p{sc=Thai}]/u;
const ARABIC = /^\p{sc=Arabic}/u;
const HEBREW = /^\p{sc=Hebrew}/u;

export function termStart(term: string): TermStart {
  return UNSPACED.test(term)
    ? 'anywhere'
    : ARABIC.test(term)
      ? 'arabic'
      : HEBREW.test(term)
        ? 'hebrew'
        : 'word';
}

const WORD_CHAR = /[\p{L}\p{M}\p{N}]/u;
/** The article ال, a one-letter clitic (و ف ب ل ك), or both, after a word start: "والاستثمار", "للبنك". */
const CLITIC = '(?:[وفبك]?ال|لل|[وفبلك])?';
const ARABIC_AFTER_START = new RegExp(`[^\\p{L}\\p{M}\\p{N}]${CLITIC}$`, 'u');
const ARABIC_NEAR_START = new RegExp(`(?:^|[^\\p{L}\\p{M}\\p{N}])${CLITIC}$`, 'u');
/**
 * Up to two of the one-letter prefixes Hebrew writes onto a word (ו "and", ה "the", ב "in", ל "to", מ "from", ש
 * "that", כ "as"), after a word start: "והמשכנתא", "שבבית חולים".
 */
const HEBREW_PREFIX = '[\u05D5\u05D4\u05D1\u05DC\u05DE\u05E9\u05DB]{0,2}';
const HEBREW_AFTER_START = new RegExp(`[^\\p{L}\\p{M}\\p{N}]${HEBREW_PREFIX}$`, 'u');
const HEBREW_NEAR_START = new RegExp(`(?:^|[^\\p{L}\\p{M}\\p{N}])${HEBREW_PREFIX}$`, 'u');

function startsWord(text: string, at: number): boolean {
  return at === 0 || !WORD_CHAR.test(text[at - 1]!);
}

function startsOk(start: TermStart, text: string, at: number): boolean {
  if (start === 'anywhere') return true;
  if (start === 'word') return startsWord(text, at);
  // Two prefix letters at most: the three characters before hold them and the word start before them.
  if (start === 'hebrew')
    return at <= 2
      ? HEBREW_NEAR_START.test(text.slice(0, at))
      : HEBREW_AFTER_START.test(text.slice(at - 3, at));
  // A clitic is at most three letters: the four characters before hold it and the word start before it.
  return at <= 4
    ? ARABIC_NEAR_START.test(text.slice(0, at))
    : ARABIC_AFTER_START.test(text.slice(at - 4, at));
}

interface Entry {
  list: number;
  /** Lower case, without the trailing space of a whole-word term. */
  text: string;
  endsWord: boolean;
  start: TermStart;
}

const SPECIAL = /[.*+?^${}()|[\]\\]/g;
const WORD_END = '(?![\\p{L}\\p{M}\\p{N}])';
const STARTS: Record<TermStart, string> = {
  word: '(?<![\\p{L}\\p{M}\\p{N}])',
  arabic: `(?<=(?:^|[^\\p{L}\\p{M}\\p{N}])${CLITIC})`,
  hebrew: `(?<=(?:^|[^\\p{L}\\p{M}\\p{N}])${HEBREW_PREFIX})`,
  anywhere: '',
};

function byLengthDown<T extends { text: string }>(a: T, b: T): number {
  return b.text.length - a.text.length || (a.text < b.text ? -1 : 1);
}

function entriesOf(lists: readonly (readonly string[])[]): Entry[] {
  return lists.flatMap((terms, list) =>
    terms.map((t) => ({
      list,
      text: t.trimEnd().toLowerCase(),
      endsWord: t.endsWith(' '),
      start: termStart(t),
    })),
  );
}

/**
 * The reference: one expression per start rule, the terms of list i in capture group i + 1 of each rule's branch.
 * Simple and slow; `termScanner` must find exactly what it finds (test/analyze/eeat-ymyl.test.ts).
 *
 * @example
 * ```ts
 * termsPattern([['diagnos'], ['loan']]).exec('Diagnose')?.[1]; // 'Diagnose'
 * ```
 */
export function termsPattern(lists: readonly (readonly string[])[]): RegExp {
  const entries = entriesOf(lists);
  const branches: string[] = [];
  for (const start of ['word', 'anywhere', 'arabic', 'hebrew'] as const) {
    const groups = lists.map((_, list) =>
      entries
        .filter((e) => e.start === start && e.list === list)
        .sort(byLengthDown)
        .map((e) => `${e.text.replace(SPECIAL, '\\$&')}${e.endsWord ? WORD_END : ''}`),
    );
    if (groups.every((g) => g.length === 0)) continue;
    branches.push(`${STARTS[start]}(?:${groups.map((g) => `(${g.join('|') || '[^\\s\\S]'})`).join('|')})`);
  }
  return new RegExp(branches.join('|'), 'giu');
}

/**
 * Heads of German compounds, each with the endings it may take: a head counts after a lower-case German letter
 * (inside a word, where no term of the lists can) when it and one of its endings end the word. Found as the head
 * itself, in lower case.
 *
 * @example
 * ```ts
 * const heads: CompoundHeads = { versicherung: ['', 'en'], ärzt: ['e', 'en', 'in', 'innen'] };
 * ```
 */
export type CompoundHeads = Readonly<Record<string, readonly string[]>>;

/** The letter before a compound's head: a lower-case German one ("Kranken|versicherung", "Haus|ärztin"). */
const GERMAN_LOWER = /[a-zäöüß]/;

interface Head {
  list: number;
  head: string;
  endings: readonly string[];
}

/**
 * One expression for every head and its endings, not in Unicode mode (it makes a scan of a long text several times
 * dearer), with the word's end as a Latin letter or digit not following.
 */
function headsPattern(heads: Head[]): RegExp | null {
  if (heads.length === 0) return null;
  const forms = heads
    .map(({ head, endings }) => {
      const tails = endings.filter((e) => e !== '').sort((a, b) => b.length - a.length);
      const tail = tails.length === 0 ? '' : `(?:${tails.join('|')})${endings.includes('') ? '?' : ''}`;
      return `${head.replace(SPECIAL, '\\$&')}${tail}`;
    })
    .join('|');
  return new RegExp(`(?:${forms})(?![0-9A-Za-z\u00C0-\u024F])`, 'gi');
}

export interface TermScanner {
  /** Calls `hit` with the list and the term (lower case) of every match, each stretch of text matched once. */
  scan(text: string, hit: (list: number, term: string) => void): void;
}

/**
 * A scanner for several term lists (see the file comment for how it finds them), with the compound heads of each
 * list (`heads[i]` for list i), if any.
 *
 * @example
 * ```ts
 * const scanner = termScanner([['diagnos', '诊断'], ['loan']]);
 * scanner.scan('Diagnose, 诊断, loans', (list, term) => console.log(list, term)); // 0 diagnos, 0 诊断, 1 loan
 * termScanner([[], ['versicherung']], [{}, { versicherung: ['', 'en'] }]).scan('Krankenversicherungen', hit); // 1 versicherung
 * ```
 */
export function termScanner(
  lists: readonly (readonly string[])[],
  heads: readonly CompoundHeads[] = [],
): TermScanner {
  const entries = entriesOf(lists);
  const ascii = entries.filter((e) => /^[a-z0-9]/.test(e.text)).sort(byLengthDown);
  const asciiByText = new Map(ascii.map((e) => [e.text, e]));
  const asciiSource = ascii.map((e) => e.text.replace(SPECIAL, '\\$&')).join('|');
  // Compiled once: a scan resets its lastIndex (building an expression this long per scan is itself a cost).
  const asciiRe = asciiSource === '' ? null : new RegExp(`\\b(?:${asciiSource})`, 'gi');
  const others = new Map<string, Entry[]>();
  for (const e of entries.filter((e) => !/^[a-z0-9]/.test(e.text)).sort(byLengthDown)) {
    const first = e.text[0]!;
    others.set(first, [...(others.get(first) ?? []), e]);
  }
  const endsOk = (e: Entry, text: string, end: number): boolean =>
    !e.endsWord || end >= text.length || !WORD_CHAR.test(text[end]!);
  const headList: Head[] = heads.flatMap((byHead, list) =>
    Object.entries(byHead).map(([head, endings]) => ({ list, head: head.toLowerCase(), endings })),
  );
  const headRe = headsPattern(headList);
  /** The head a match of `headRe` is, by its letters before one of its endings. */
  const headOf = (form: string): Head | undefined =>
    headList.find((h) => form.startsWith(h.head) && h.endings.includes(form.slice(h.head.length)));

  return {
    scan(text, hit) {
      if (asciiRe !== null) {
        const re = asciiRe;
        re.lastIndex = 0;
        for (let m = re.exec(text); m !== null; m = re.exec(text)) {
          const term = m[0].toLowerCase();
          const e = asciiByText.get(term);
          // `\b` passes a letter such as "é" before the term; a whole-word term must also end its word.
          if (!e || !startsWord(text, m.index) || !endsOk(e, text, m.index + m[0].length)) {
            re.lastIndex = m.index + 1;
            continue;
          }
          hit(e.list, term);
        }
      }
      if (headRe !== null) {
        const re = headRe;
        re.lastIndex = 0;
        for (let m = re.exec(text); m !== null; m = re.exec(text)) {
          const head =
            m.index > 0 && GERMAN_LOWER.test(text[m.index - 1]!) ? headOf(m[0].toLowerCase()) : undefined;
          if (head) hit(head.list, head.head);
        }
      }
      if (others.size === 0) return;
      // Runs of non-ASCII characters, found by the engine; each character of a run may start a term.
      const runs = /[\u0080-\uFFFF]+/g;
      for (let run = runs.exec(text); run !== null; run = runs.exec(text)) {
        const stop = run.index + run[0].length;
        for (let i = run.index; i < stop; i++) {
          const candidates = others.get(text[i]!.toLowerCase());
          if (!candidates) continue;
          for (const e of candidates) {
            const end = i + e.text.length;
            if (
              text.slice(i, end).toLowerCase() === e.text &&
              startsOk(e.start, text, i) &&
              endsOk(e, text, end)
            ) {
              hit(e.list, e.text);
              i = end - 1;
              // A term may run on past this run of non-ASCII characters ("ärzte"): go on after it.
              if (end > stop) runs.lastIndex = end;
              break;
            }
          }
        }
      }
    },
  };
}
