/**
 * Slices bounded by parameters (`[0...$__limit]`, as the Studio's lists send them) with the parameters'
 * numbers written in. The Content Lake accepts parameters there, as GROQ's spec allows; groq-js wants
 * constant numbers. A parameter that is not a whole number is left for groq-js to refuse.
 *
 * @example
 * ```ts
 * inlineSliceParams('*[0...$limit]', { limit: 10 }); // '*[0...10]'
 * ```
 */
export function inlineSliceParams(query: string, params: Record<string, unknown>): string {
  const bound = (token: string) => {
    if (!token.startsWith('$')) return token;
    const value = params[token.slice(1)];
    return Number.isInteger(value) ? String(value) : token;
  };
  return query.replace(
    /\[\s*(\$\w+|-?\d+)\s*(\.\.\.?)\s*(\$\w+|-?\d+)\s*\]/g,
    (_whole, from: string, dots: string, to: string) => `[${bound(from)}${dots}${bound(to)}]`,
  );
}
