import type { AuditResult } from '@geo-audit/core';
import { renderHtml, renderMarkdown } from '@geo-audit/render';
import type { RunAudit } from '../api-types.ts';
import { PageFetchError } from '../run/errors.ts';
import { runAudit } from '../run-audit.ts';
import { allowHostHint } from './allow-host-hint.ts';
import { type AuditArgs, parseAuditArgs } from './args.ts';
import { EXIT, type ExitCode } from './exit-codes.ts';
import { formatHuman } from './format-human.ts';
import { messages } from './messages.ts';
import { belowMinScoreMessage, unjudgeableMinScore } from './min-score-advice.ts';
import { terminalSafe } from './terminal-safe.ts';
import { tlsHint } from './tls-hint.ts';

/** Where the command writes, and the engine it calls (the server's CLI passes its own). */
export interface AuditCommandIo {
  stdout?: (text: string) => void;
  stderr?: (text: string) => void;
  /** Defaults to the engine's `runAudit`. */
  runAudit?: RunAudit;
  /** The program name shown in the usage text (default `geo-audit`). */
  command?: string;
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
 * Why the result was capped because the page was not fetched: its HTTP status, and what answered when that was a
 * 2xx that was not the page (a soft 404); null when the page was fetched.
 */
function pageStatus(result: AuditResult): { status: number; what: string } | null {
  const notFetched = result.caps?.find((cap) => cap.check === 'gate.page_not_fetched');
  if (!notFetched) return null;
  const evidence = (notFetched as { evidence?: Array<{ what?: unknown; value?: unknown }> }).evidence;
  const value = evidence?.[0]?.value;
  const what = evidence?.[0]?.what;
  return { status: typeof value === 'number' ? value : 0, what: typeof what === 'string' ? what : '' };
}

/**
 * `geo-audit audit <url> [--json | --markdown | --html] [--locale en] [--min-score N] [--modules a,b]
 * [--allow-host HOST]`: audits
 * one URL with the engine directly and returns the exit code (0 ok, 1 below --min-score, 2 usage error,
 * 3 page not fetched, 4 internal error). `argv` is everything after the word `audit`.
 *
 * @example
 * ```ts
 * process.exitCode = await auditCommand(['https://example.com/', '--min-score', '70']);
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
  if (args.kind === 'error') {
    stderr(`${args.message}\n\n${messages.usage(command)}\n`);
    return EXIT.usage;
  }

  const run = io.runAudit ?? runAudit;
  let result: AuditResult;
  try {
    result = await run(args.url, {
      ...(args.modules ? { modules: args.modules } : {}),
      allowHosts: args.allowHosts,
    });
  } catch (error) {
    if (error instanceof PageFetchError) {
      // The fetcher's message says what to check; a refused private address is the CLI's own doing, and
      // a TLS failure comes in OpenSSL's words, which name no remedy.
      const advice =
        error.code === 'blocked_destination'
          ? allowHostHint(args.url, error.message, args.allowHosts)
          : tlsHint(args.url, error.message);
      const hint = advice ? `\n${advice}` : '';
      stderr(`${messages.fetchFailed(args.url, error.message)}${hint}\n`);
      return EXIT.fetchFailed;
    }
    stderr(`${messages.internal(error instanceof Error ? error.message : String(error))}\n`);
    return EXIT.internal;
  }

  try {
    return report(result, args, stdout, stderr);
  } catch (error) {
    // A report that cannot be rendered must not end as an unhandled rejection: Node would exit 1, which a
    // pipeline reads as "below --min-score".
    stderr(`${messages.internal(error instanceof Error ? error.message : String(error))}\n`);
    return EXIT.internal;
  }
}

/** Prints the result in the asked format and turns it into the exit code (page status, --min-score). */
function report(
  result: AuditResult,
  args: Extract<AuditArgs, { kind: 'run' }>,
  stdout: (text: string) => void,
  stderr: (text: string) => void,
): ExitCode {
  if (args.format === 'json') stdout(`${JSON.stringify(result, null, 2)}\n`);
  else if (args.format === 'markdown')
    stdout(terminalSafe(renderMarkdown(result, { locale: args.locale, headingLevel: 1 })));
  else if (args.format === 'html') stdout(terminalSafe(renderHtml(result, { locale: args.locale })));
  else stdout(terminalSafe(formatHuman(result)));

  const notFetched = pageStatus(result);
  if (notFetched !== null) {
    const { status, what } = notFetched;
    const message =
      status === 0
        ? messages.fetchFailed(args.url, 'no response')
        : status >= 200 && status < 300
          ? messages.softNotFound(what)
          : messages.pageStatus(status);
    stderr(`${message}\n`);
    return EXIT.fetchFailed;
  }
  const unjudgeable = args.minScore !== null ? unjudgeableMinScore(result, args.minScore) : null;
  if (unjudgeable !== null) {
    stderr(`${unjudgeable}\n`);
    return EXIT.usage;
  }
  if (args.minScore !== null && result.geo_score < args.minScore) {
    stderr(`${belowMinScoreMessage(result, args.minScore)}\n`);
    return EXIT.belowMinScore;
  }
  return EXIT.ok;
}
