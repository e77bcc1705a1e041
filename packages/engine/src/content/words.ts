/**
 * A fast word count for the content walk: runs of letters and digits (any non-ASCII character counts as a
 * letter), scanned by character code. The regex counter in structured-data/metadata.ts is exact for CJK text
 * but costs several times more, and the content model counts every block of the page.
 */
export function quickWords(text: string): number {
  let count = 0;
  let inWord = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    const letter =
      (c >= 48 && c <= 57) ||
      (c >= 65 && c <= 90) ||
      (c >= 97 && c <= 122) ||
      (c > 127 &&
        c !== 0xa0 &&
        c !== 0x2009 &&
        c !== 0x202f &&
        c !== 0x2013 &&
        c !== 0x2014 &&
        c !== 0x2019 &&
        c !== 0x201c &&
        c !== 0x201d);
    // Apostrophes and hyphens inside a word do not split it ("don't", "long-term").
    if (letter) {
      if (!inWord) count++;
      inWord = true;
    } else if (!(inWord && (c === 39 || c === 45 || c === 0x2019) && i + 1 < text.length)) {
      inWord = false;
    }
  }
  return count;
}

/**
 * A JavaScript white-space or line-terminator code unit: exactly what `\s` matches (and `String.prototype.trim`
 * removes), for scanners that split on blanks without an expression.
 */
export function isBlank(c: number): boolean {
  if (c < 128) return c === 32 || (c >= 9 && c <= 13);
  return (
    c === 0xa0 ||
    c === 0x1680 ||
    (c >= 0x2000 && c <= 0x200a) ||
    c === 0x2028 ||
    c === 0x2029 ||
    c === 0x202f ||
    c === 0x205f ||
    c === 0x3000 ||
    c === 0xfeff
  );
}

/**
 * The number of runs of non-blanks in a text: what `text.split(/\s+/).filter((w) => w !== '').length` counts,
 * without the array.
 */
export function blankSeparated(text: string): number {
  let count = 0;
  let inRun = false;
  for (let i = 0; i < text.length; i++) {
    const blank = isBlank(text.charCodeAt(i));
    if (!blank && !inRun) count++;
    inRun = !blank;
  }
  return count;
}

/** The number of runs of blanks in a text: `text.split(/\s+/).length - 1`, without the array. */
export function blankRuns(text: string): number {
  let count = 0;
  let inRun = false;
  for (let i = 0; i < text.length; i++) {
    const blank = isBlank(text.charCodeAt(i));
    if (blank && !inRun) count++;
    inRun = blank;
  }
  return count;
}
