import type { RunAudit } from '../api-types.ts';
import type { AuditArgs } from './args.ts';
import { EXIT, type ExitCode, mostSerious } from './exit-codes.ts';
import type { ListFormat } from './list-format.ts';
import { humanList } from './list-human.ts';
import { jsonList } from './list-json.ts';
import { markdownList } from './list-markdown.ts';
import { messages } from './messages.ts';
import { auditPage } from './page-audit.ts';
import { type PageOutcome, settle, unrendered } from './page-outcome.ts';
import { terminalSafe } from './terminal-safe.ts';

type RunArgs = Extract<AuditArgs, { kind: 'run' }>;

function listFormat(args: RunArgs): ListFormat {
  if (args.format === 'json') return jsonList(args.minScore);
  if (args.format === 'markdown') return markdownList(args.locale, args.minScore);
  // --html is refused with several URLs before any audit starts (args.ts).
  return humanList(args.minScore);
}

/** Stderr lines about a page must say which page: the run's log interleaves several. */
function namingUrl(url: string, message: string): string {
  return message.includes(url) ? message : messages.aboutPage(url, message);
}

/**
 * Audits several URLs one after another (polite to the audited site, and the log reads in order), with a
 * progress line per URL on stderr so stdout stays a clean report. Each page's problem goes to stderr naming
 * its URL; the run exits with the most serious page's code.
 *
 * @example
 * ```ts
 * const code = await auditList(['https://example.com/', 'https://example.com/pricing'], args, runAudit, io);
 * ```
 */
export async function auditList(
  urls: readonly string[],
  args: RunArgs,
  run: RunAudit,
  io: { stdout: (text: string) => void; stderr: (text: string) => void },
): Promise<ExitCode> {
  const format = listFormat(args);
  const outcomes: PageOutcome[] = [];
  const parts: string[] = [];
  for (const [index, url] of urls.entries()) {
    io.stderr(`${terminalSafe(messages.progress(index + 1, urls.length, url))}\n`);
    const page = await auditPage(url, args, run);
    let outcome: PageOutcome;
    let part: string;
    try {
      outcome = settle(page, args.minScore);
      part = format.page(outcome, index + 1, urls.length);
    } catch (error) {
      // One page whose report fails must not cost the others theirs, nor pass as a low score.
      outcome = unrendered(url, error);
      part = format.page(outcome, index + 1, urls.length);
    }
    if (outcome.message !== null) io.stderr(`${terminalSafe(namingUrl(url, outcome.message))}\n`);
    outcomes.push(outcome);
    if (format.streamed) io.stdout(part);
    else parts.push(part);
  }

  const code = mostSerious(outcomes.map((outcome) => outcome.code));
  try {
    io.stdout(format.document(parts, outcomes, code));
  } catch (error) {
    io.stderr(`${messages.internal(error instanceof Error ? error.message : String(error))}\n`);
    return EXIT.internal;
  }
  return code;
}
