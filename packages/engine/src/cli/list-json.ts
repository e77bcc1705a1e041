import type { ListFormat } from './list-format.ts';

/** JSON nested one level into the array: JSON strings hold no raw line break, so indenting each line is safe. */
const indent = (json: string) => json.replace(/^/gm, '  ');

/**
 * A JSON array for a run over several URLs, one entry per URL in input order: `{ url, result }` with the
 * full result as `audit <url> --json` prints it, or `{ url, error: { exit_code, message } }` when the page
 * was not audited.
 *
 * @example
 * ```ts
 * jsonList().document([jsonList().page(outcome, 1, 1)], [outcome], 0); // '[\n  {\n    "url": …'
 * ```
 */
export function jsonList(): ListFormat {
  return {
    streamed: false,
    page({ url, result, code, message }) {
      const entry = result === null ? { url, error: { exit_code: code, message } } : { url, result };
      return indent(JSON.stringify(entry, null, 2));
    },
    document(parts) {
      return `[\n${parts.join(',\n')}\n]\n`;
    },
  };
}
