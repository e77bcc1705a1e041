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
