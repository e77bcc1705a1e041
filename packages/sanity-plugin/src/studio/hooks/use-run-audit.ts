import { useCallback, useState } from 'react';
import { useClient } from 'sanity';
import { type RunFailureReason, type RunOutcome, readRunResponse, unreachable } from './run-outcome.ts';

export type { RunFailureReason, RunOutcome };

/**
 * A run request's state. On `error`, `reason` says why in a form the Studio translates (`runFailureMessage`);
 * `message` keeps the server's own words.
 */
export type RunState = { status: 'idle' | 'running' } | RunOutcome;

/**
 * Asks the handler to re-run a document's audit. The request carries the editor's own Sanity token, which
 * the handler checks against Sanity; the GEO API key stays on the server. `run` also resolves to the
 * outcome, so a caller can report it once (a toast) without watching `state`.
 *
 * @example
 * ```tsx
 * const { run, state } = useRunAudit('https://example.com/api/geo-audit');
 * const outcome = await run('article-1'); // { status: 'done' } or { status: 'error', reason, message }
 * ```
 */
export function useRunAudit(handlerUrl: string): {
  run: (documentId: string) => Promise<RunOutcome>;
  state: RunState;
} {
  const client = useClient({ apiVersion: '2025-02-19' });
  const [state, setState] = useState<RunState>({ status: 'idle' });
  const run = useCallback(
    async (documentId: string) => {
      setState({ status: 'running' });
      let outcome: RunOutcome;
      try {
        const token = client.config().token;
        const response = await fetch(handlerUrl, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            ...(token ? { authorization: `Bearer ${token}` } : {}),
          },
          body: JSON.stringify({ documentId }),
          // The bearer token is the credential; cookies are not sent, so the handler's CORS answer need not
          // (and does not) allow credentials.
          credentials: 'omit',
        });
        const body: unknown = await response.json().catch(() => null);
        // A 202 is not always a started audit (e.g. no_public_url), so the body decides, not `response.ok`.
        outcome = readRunResponse(response.status, body);
      } catch (error) {
        outcome = unreachable(error);
      }
      setState(outcome);
      return outcome;
    },
    [client, handlerUrl],
  );
  return { run, state };
}
