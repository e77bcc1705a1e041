/**
 * Why a run request did not start an audit, as the Studio explains it to the editor (each has its own
 * translated sentence, see `runFailureMessage`).
 */
export type RunFailureReason =
  | 'no_public_url'
  | 'missing_token'
  | 'invalid_token'
  | 'document_not_found'
  | 'bad_request'
  | 'rate_limited'
  | 'server_error'
  | 'audit_failed'
  | 'unreachable'
  | 'unexpected';

/** The outcome of one run request: started, or refused with a reason and the server's own words. */
export type RunOutcome =
  | {
      status: 'done';
      /** The handler answered once the audit had already finished: there is a result to read, not one to wait for. */
      complete?: boolean;
    }
  | {
      status: 'error';
      reason: RunFailureReason;
      /** What the server said (its `reason`, an error message or `HTTP <status>`), for support, untranslated. */
      message: string;
    };

// The handler's reasons the Studio explains in its own words; any other reason falls back to the status.
const KNOWN_REASONS: Partial<Record<string, RunFailureReason>> = {
  no_public_url: 'no_public_url',
  missing_token: 'missing_token',
  unauthenticated: 'missing_token',
  invalid_token: 'invalid_token',
  document_not_found: 'document_not_found',
  invalid_json: 'bad_request',
  rate_limited: 'rate_limited',
  internal_error: 'server_error',
};

function byStatus(status: number): RunFailureReason {
  if (status === 401) return 'invalid_token';
  if (status === 429) return 'rate_limited';
  if (status >= 500) return 'server_error';
  if (status >= 400) return 'bad_request';
  return 'unexpected';
}

/**
 * Reads the handler's answer to a run request. Only `{ ok: true }` with an audit record counts as started:
 * the handler also answers 202 `{ ok: true, reason: 'no_public_url' }` when `urlFor` gives the document no
 * page, and nothing is audited then, so the editor must be told. A record that failed at once (e.g. the API
 * refused the job) is a failure too, and a 2xx that is not the handler's JSON (a wrong handler URL answered
 * by some web page) is "unexpected" rather than silently fine.
 *
 * @example
 * ```ts
 * readRunResponse(202, { ok: true, reason: 'no_public_url' }); // { status: 'error', reason: 'no_public_url', message: 'no_public_url' }
 * readRunResponse(202, { ok: true, documentId: 'article-1', state: 'queued' }); // { status: 'done' }
 * readRunResponse(200, { ok: true, documentId: 'article-1', state: 'complete' }); // { status: 'done', complete: true }
 * readRunResponse(401, { ok: false, reason: 'invalid_token' }); // { status: 'error', reason: 'invalid_token', … }
 * ```
 */
export function readRunResponse(status: number, body: unknown): RunOutcome {
  const answer = (body && typeof body === 'object' ? body : {}) as {
    ok?: unknown;
    reason?: unknown;
    state?: unknown;
    error?: { message?: unknown } | null;
  };
  const said = typeof answer.reason === 'string' && answer.reason ? answer.reason : null;
  const ok = status >= 200 && status < 300;
  if (ok && answer.ok === true && !said) {
    if (answer.state === 'complete') return { status: 'done', complete: true };
    if (answer.state !== 'failed') return { status: 'done' };
    const detail = typeof answer.error?.message === 'string' ? answer.error.message : 'failed';
    return { status: 'error', reason: 'audit_failed', message: detail };
  }
  const message = said ?? `HTTP ${status}`;
  const known = said ? KNOWN_REASONS[said] : undefined;
  return { status: 'error', reason: known ?? byStatus(status), message };
}

/**
 * The outcome when the handler could not be reached at all: offline, a wrong handler URL, or a Studio
 * origin the handler's CORS settings do not allow (the browser reports all of these as a network error).
 *
 * @example
 * ```ts
 * unreachable(new TypeError('Failed to fetch')); // { status: 'error', reason: 'unreachable', message: 'Failed to fetch' }
 * ```
 */
export function unreachable(error: unknown): RunOutcome {
  return {
    status: 'error',
    reason: 'unreachable',
    message: error instanceof Error ? error.message : String(error),
  };
}
