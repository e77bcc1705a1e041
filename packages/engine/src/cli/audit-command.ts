import type { AuditResult } from '@geo-audit/core';
import { renderHtml, renderMarkdown } from '@geo-audit/render';
import type { RunAudit } from '../api-types.ts';
import { runAudit } from '../run-audit.ts';
import { type AuditArgs, isListRun, parseAuditArgs } from './args.ts';
import { auditList } from './audit-list.ts';
import { EXIT, type ExitCode } from './exit-codes.ts';
import { pageFailureOutput, usageErrorOutput } from './failure-output.ts';
import { formatHuman } from './format-human.ts';
import { listWords } from './list-words.ts';
import { markdownText } from './markdown-text.ts';
import { messages } from './messages.ts';
import { auditPage } from './page-audit.ts';
import { judgePage } from './page-judgement.ts';
import { problemText } from './page-note.ts';
import { requestedFormat } from './requested-format.ts';
import { terminalSafe } from './terminal-safe.ts';
import { collectUrls, type ReadSource } from './url-list.ts';

/** Where the command writes, and the engine it calls (the server's CLI passes its own). */
export interface AuditCommandIo {
  stdout?: (text: string) => void;
  stderr?: (text: string) => void;
  /** Defaults to the engine's `runAudit`. */
  runAudit?: RunAudit;
  /** The program name shown in the usage text (default `geo-audit`). */
  command?: string;
  /** Reads what `--urls-from` names (default: the file, or stdin for `-`). */
  readUrls?: ReadSource;
}

let brokenPipeIgnored = false;

/**
 * `geo-audit audit … | head` closes the pipe before the report is written: Node then emits EPIPE on stdout,
 * which would crash with a stack trace. The reader chose to stop reading, so there is nothing to report.
 */
function ignoreBrokenPipe(): void {
  if (brokenPipeIgnored) return;
  brokenPipeIgnored = true;
  process.stdout.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'EPIPE') throw error;
  });
}

/**
 * `geo-audit audit <url> [<url> …] [--urls-from FILE] [--json | --markdown | --html] [--locale en]
 * [--min-score N] [--modules a,b] [--allow-host HOST]`: audits pages with the engine directly, one after
 * another, and returns the exit code (0 ok, 1 below --min-score, 2 usage error, 3 page not fetched,
 * 4 internal error; with several URLs the most serious page's). `argv` is everything after the word `audit`.
 *
 * @example
 * ```ts
 * process.exitCode = await auditCommand(['https://example.com/', '--min-score', '70']);
 * process.exitCode = await auditCommand(['--urls-from', 'changed-urls.txt', '--markdown']);
 * ```
 */
export async function auditCommand(argv: readonly string[], io: AuditCommandIo = {}): Promise<ExitCode> {
  if (!io.stdout) ignoreBrokenPipe();
  const stdout = io.stdout ?? ((text: string) => void process.stdout.write(text));
  const stderr = io.stderr ?? ((text: string) => void process.stderr.write(text));
  const command = io.command ?? 'geo-audit';
  const args = parseAuditArgs(argv, command);
  if (args.kind === 'help') {
    stdout(`${messages.usage(command)}\n`);
    return EXIT.ok;
  }
  // A pipeline that asked for JSON or Markdown reads stdout: it gets a document saying why, never nothing.
  const usageError = (message: string): ExitCode => {
    const format = requestedFormat(argv);
    if (format !== null) stdout(usageErrorOutput(format, message));
    return EXIT.usage;
  };
  if (args.kind === 'error') {
    stderr(`${args.message}\n\n${messages.usage(command)}\n`);
    return usageError(args.message);
  }

  const run = io.runAudit ?? runAudit;
  if (isListRun(args)) {
    // Every URL is checked before the first audit: a typo on line 40 must not surface after 39 audits.
    const list = await collectUrls(args, io.readUrls);
    if (list.kind === 'error') {
      stderr(`${list.message}\n`);
      return usageError(list.message);
    }
    if (list.urls.length === 0) {
      stdout(noPages(list.source ?? messages.stdinName, args));
      return EXIT.ok;
    }
    return auditList(list.urls, args, run, { stdout, stderr });
  }

  const url = args.urls[0] as string;
  const page = await auditPage(url, args, run);
  // Stderr quotes what answered (a soft 404's title), so a page's escape sequences are shown, not run.
  if ('failure' in page) {
    stderr(`${terminalSafe(page.failure.message)}\n`);
    const { code, message, problem } = page.failure;
    const localized = problemText(problem, listWords(args.locale));
    if (args.format === 'json' || args.format === 'markdown') {
      stdout(pageFailureOutput({ format: args.format, url, code, message, localized, locale: args.locale }));
    }
    return code;
  }
  try {
    // Judged before anything is written, so a failure in either leaves stdout with one document, not two.
    const text = report(page.result, args);
    const { code, advice } = judgePage(page.result, url, args.minScore);
    stdout(text);
    if (advice !== null) stderr(`${terminalSafe(advice)}\n`);
    return code;
  } catch (error) {
    // A report that cannot be rendered must not end as an unhandled rejection: Node would exit 1, which a
    // pipeline reads as "below --min-score".
    const message = messages.internal(error instanceof Error ? error.message : String(error));
    stderr(`${message}\n`);
    if (args.format === 'json' || args.format === 'markdown') {
      stdout(
        pageFailureOutput({
          format: args.format,
          url,
          code: EXIT.internal,
          message,
          localized: message,
          locale: args.locale,
        }),
      );
    }
    return EXIT.internal;
  }
}

/** What a run over an empty `--urls-from` prints: `[]` in JSON, one line saying so otherwise. */
function noPages(source: string, args: Extract<AuditArgs, { kind: 'run' }>): string {
  if (args.format === 'json') return '[]\n';
  if (args.format === 'markdown') return `${markdownText(listWords(args.locale).noPages(source))}\n`;
  return `${terminalSafe(messages.noPagesToAudit(source))}\n`;
}

/** The page's report in the asked format. */
function report(result: AuditResult, args: Extract<AuditArgs, { kind: 'run' }>): string {
  if (args.format === 'json') return `${JSON.stringify(result, null, 2)}\n`;
  if (args.format === 'markdown')
    return terminalSafe(renderMarkdown(result, { locale: args.locale, headingLevel: 1 }));
  if (args.format === 'html') return terminalSafe(renderHtml(result, { locale: args.locale }));
  return terminalSafe(formatHuman(result));
}
