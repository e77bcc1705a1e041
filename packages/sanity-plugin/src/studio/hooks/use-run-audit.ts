import { useCallback, useState } from 'react';
import { useClient } from 'sanity';

export type RunState = { status: 'idle' | 'running' | 'done' } | { status: 'error'; message: string };

/**
 * Asks the handler to re-run a document's audit. The request carries the editor's own Sanity token, which
 * the handler checks against Sanity; the GEO API key stays on the server.
 */
export function useRunAudit(handlerUrl: string): {
  run: (documentId: string) => Promise<void>;
  state: RunState;
} {
  const client = useClient({ apiVersion: '2025-02-19' });
  const [state, setState] = useState<RunState>({ status: 'idle' });
  const run = useCallback(
    async (documentId: string) => {
      setState({ status: 'running' });
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
        const body = (await response.json().catch(() => ({}))) as { reason?: string };
        if (!response.ok) throw new Error(body.reason ?? `HTTP ${response.status}`);
        setState({ status: 'done' });
      } catch (error) {
        setState({ status: 'error', message: error instanceof Error ? error.message : String(error) });
      }
    },
    [client, handlerUrl],
  );
  return { run, state };
}
