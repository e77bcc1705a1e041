/** The field the stand-in adds, for one query, to hold each document's text. */
const TEXT_FIELD = '__standInText';

/**
 * GROQ's `text::query()`, a Content Lake function that groq-js does not implement, turned into the `match`
 * groq-js evaluates. The Studio's document lists and search ask for it (`[@, _id] match text::query($__query)`),
 * so without it every list pane shows "Could not fetch list items".
 *
 * `@` in a match reads the document's text; groq-js skips objects in a match, so for such a query each
 * document gets one field holding its string values, and the query matches that field instead. Terms keep
 * `match`'s rules (words, `*` prefixes, quoted phrases); a negated term (`-word`) is dropped, so it filters
 * nothing here. Queries without `text::query` pass through untouched.
 *
 * @example
 * ```ts
 * const prepared = prepareTextQuery(query, params, documents);
 * const found = prepared.strip(await (await evaluate(parse(prepared.query), prepared)).get());
 * ```
 */
export function prepareTextQuery(
  query: string,
  params: Record<string, unknown>,
  dataset: Array<Record<string, unknown>>,
): {
  query: string;
  params: Record<string, unknown>;
  dataset: Array<Record<string, unknown>>;
  strip: (result: unknown) => unknown;
} {
  if (!query.includes('text::query(')) return { query, params, dataset, strip: (result) => result };
  const rewrittenParams = { ...params };
  const rewritten = query
    .replace(/\[\s*@\s*,/g, `[...${TEXT_FIELD},`)
    .replace(/text::query\(\s*(?:\$(\w+)|("(?:[^"\\]|\\.)*"))\s*\)/g, (_whole, name, literal) => {
      const text = name === undefined ? JSON.parse(literal) : params[name];
      const terms = `__textTerms${Object.keys(rewrittenParams).length}`;
      rewrittenParams[terms] = positiveTerms(String(text ?? ''));
      return `$${terms}`;
    });
  return {
    query: rewritten,
    params: rewrittenParams,
    dataset: dataset.map((doc) => ({ ...doc, [TEXT_FIELD]: stringsOf(doc) })),
    strip: (result) =>
      JSON.parse(JSON.stringify(result, (key, value) => (key === TEXT_FIELD ? undefined : value))),
  };
}

/** The terms of a text query that `match` can take: quoted phrases and words, negations left out. */
function positiveTerms(text: string): string {
  const terms = text.match(/-?"[^"]*"|\S+/g) ?? [];
  const kept = terms.filter((term) => !term.startsWith('-'));
  return kept.length ? kept.join(' ') : '*';
}

/** Every string value in a document, outside its system fields (`_id`, `_type`, `_rev`…). */
function stringsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsOf);
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, inner]) => (key.startsWith('_') ? [] : stringsOf(inner)));
  }
  return [];
}
