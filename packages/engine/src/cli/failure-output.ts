import { listWords } from './list-words.ts';
import { markdownText, markdownUrl } from './markdown-text.ts';
import { messages } from './messages.ts';
import { terminalSafe } from './terminal-safe.ts';

/**
 * What stdout says when `--json` or `--markdown` was asked for and there is no report to print, so a pipeline
 * that reads stdout (`| jq .geo_score`, `>> "$GITHUB_STEP_SUMMARY"`) gets a document saying why instead of
 * nothing. Stderr still says the same in full; the exit code does not change.
 */

/**
 * The document for a usage error (exit 2): `{ "error": { "exit_code": 2, "message" } }` in JSON, a short
 * "Not audited" section in Markdown. No page was audited, so it names none.
 *
 * @example
 * ```ts
 * usageErrorOutput('json', 'Unknown module: shcema …');
 * // '{\n  "error": {\n    "exit_code": 2,\n    "message": "Unknown module: shcema …"\n  }\n}\n'
 * ```
 */
export function usageErrorOutput(format: 'json' | 'markdown', message: string): string {
  if (format === 'json') return `${JSON.stringify({ error: { exit_code: 2, message } }, null, 2)}\n`;
  return terminalSafe(
    `# ${markdownText(messages.usageErrorTitle)}\n\n${markdownText(messages.notAudited(message))}\n`,
  );
}

/**
 * The document for one page that has no result (not fetched: 3; failed inside the engine: 4): the entry a
 * several-URL `--json` array has for it, `{ "url", "error": { "exit_code", "message" } }`, or a Markdown section
 * headed by the page in `--locale` (`localized` is the message in that language; `message` the English one).
 *
 * @example
 * ```ts
 * pageFailureOutput({ format: 'json', url, code: 3, message: 'Could not fetch …', localized: 'Could not fetch …', locale: 'en' });
 * ```
 */
export function pageFailureOutput(page: {
  format: 'json' | 'markdown';
  url: string;
  code: number;
  message: string;
  localized: string;
  locale: string;
}): string {
  if (page.format === 'json') {
    const entry = { url: page.url, error: { exit_code: page.code, message: page.message } };
    return `${JSON.stringify(entry, null, 2)}\n`;
  }
  const words = listWords(page.locale);
  const title = words.pageTitle(markdownUrl(page.url));
  return terminalSafe(`# ${title}\n\n${markdownText(words.notAudited(page.localized))}\n`);
}
