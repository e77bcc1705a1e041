import { EXIT } from './exit-codes.ts';
import type { ListFormat } from './list-format.ts';

/** JSON nested one level into the array: JSON strings hold no raw line break, so indenting each line is safe. */
const indent = (json: string) => json.replace(/^/gm, '  ');

/**
 * A JSON array for a run over several URLs, one entry per URL in input order. Every entry says its page's
 * `exit_code` (the code `audit <url>` alone would exit with) and whether it `passed` `--min-score` (null without
 * one), so a pipeline sees which page failed the run without judging the scores again; then `result`, the full
 * result as `audit <url> --json` prints it, or `error: { exit_code, message }` when the page was not audited.
 *
 * @example
 * ```ts
 * const format = jsonList(60);
 * format.document([format.page(outcome, 1, 1)], [outcome], 1);
 * // '[\n  {\n    "url": "https://example.com/",\n    "exit_code": 1,\n    "passed": false,\n    "result": …'
 * ```
 */
export function jsonList(minScore: number | null): ListFormat {
  return {
    streamed: false,
    page({ url, result, code, message }) {
      // Passing means what the exit code means: audited, judged and at or above --min-score.
      const passed = minScore === null ? null : code === EXIT.ok;
      const entry =
        result === null
          ? { url, exit_code: code, passed, error: { exit_code: code, message } }
          : { url, exit_code: code, passed, result };
      return indent(JSON.stringify(entry, null, 2));
    },
    document(parts) {
      return `[\n${parts.join(',\n')}\n]\n`;
    },
  };
}
