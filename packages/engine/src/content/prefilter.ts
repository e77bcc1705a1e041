/**
 * Runs a case-insensitive expression over a long text only when the text holds one of the words every match
 * must contain. `lower` is the text lower-cased once by the caller and shared by several expressions: substring
 * searches are far cheaper than a case-insensitive scan, and most pages hold none of the words. Only for
 * expressions without the `u` flag and with ASCII `needs`: there a character matches an ASCII letter
 * case-insensitively only if it is that letter in either case, so lower-casing can make the test pass more often
 * but never less. Worth it only for several expressions with few, rare words: with many words, the substring
 * searches cost more than one case-insensitive scan.
 *
 * @example
 * ```ts
 * const text = 'Please sign in to continue';
 * execIfPossible(/sign in to continue/i, text, text.toLowerCase(), ['sign in'])?.[0]; // 'sign in to continue'
 * ```
 */
export function execIfPossible(
  re: RegExp,
  text: string,
  lower: string,
  needs: readonly string[],
): RegExpExecArray | null {
  for (const word of needs) if (lower.includes(word)) return re.exec(text);
  return null;
}
