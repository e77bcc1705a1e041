import type { AuditResult } from '@geo-audit/core';
import type { RunAudit } from '../api-types.ts';
import { tlsFailure } from '../fetch/tls-failure.ts';
import { PageFetchError } from '../run/errors.ts';
import { allowHostHint } from './allow-host-hint.ts';
import type { AuditArgs } from './args.ts';
import { EXIT, type ExitCode } from './exit-codes.ts';
import { listWords } from './list-words.ts';
import { type PageNote, type PageProblem, problemText } from './page-note.ts';

/**
 * One page's audit: its result, or why there is none: the message stderr shows, its exit code, and the note and
 * problem as data for a summary in another language.
 */
export type PageAudit =
  | { url: string; result: AuditResult }
  | {
      url: string;
      failure: { code: ExitCode; message: string; note: PageNote; problem: PageProblem };
    };

type RunArgs = Extract<AuditArgs, { kind: 'run' }>;

/**
 * Audits one URL with the engine, turning a page that gave no response and an engine failure into a
 * failure with what to do about it, so one bad page does not end a run over several.
 *
 * @example
 * ```ts
 * const page = await auditPage('https://example.com/', args, runAudit);
 * if ('failure' in page) console.error(page.failure.message);
 * ```
 */
export async function auditPage(url: string, args: RunArgs, run: RunAudit): Promise<PageAudit> {
  try {
    const result = await run(url, {
      ...(args.modules ? { modules: args.modules } : {}),
      allowHosts: args.allowHosts,
    });
    return { url, result };
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    if (error instanceof PageFetchError) {
      // The fetcher's message says what to check; a refused private address is the CLI's own doing, and
      // a TLS failure comes in OpenSSL's words, which name no remedy.
      const hint =
        error.code === 'blocked_destination'
          ? allowHostHint(url, error.message, args.allowHosts)
          : tlsFailure(url, error.message);
      const problem: PageProblem = { kind: 'fetchFailed', url, detail: error.message, hint };
      return {
        url,
        failure: {
          code: EXIT.fetchFailed,
          message: problemText(problem, listWords('en')),
          note: { kind: 'notFetched', detail },
          problem,
        },
      };
    }
    const problem: PageProblem = { kind: 'internal', detail };
    return {
      url,
      failure: {
        code: EXIT.internal,
        message: problemText(problem, listWords('en')),
        note: { kind: 'engineFailed', detail },
        problem,
      },
    };
  }
}
