import type { ReachabilityCheck, RunAudit, SafeFetcher } from '@geo-audit/engine';

export type checkReachabilityFn = (
  url: string,
  options: { allowHosts?: string[]; signal?: AbortSignal },
) => Promise<ReachabilityCheck>;

/** The engine functions the server uses; injected so tests can swap them and defaults come from the engine. */
export interface EngineDeps {
  runAudit: RunAudit;
  checkReachability: checkReachabilityFn;
  /** Sends webhooks through the SSRF policy (called with `followRedirects: false`). */
  fetcher: SafeFetcher;
}

interface EngineModule {
  runAudit?: RunAudit;
  checkReachability?: checkReachabilityFn;
  createSafeFetcher?: (options: { allowHosts?: string[]; timeoutMs?: number }) => SafeFetcher;
}

/**
 * Fills missing dependencies from `@geo-audit/engine`. Throws with a clear message when the engine does
 * not provide one and none was injected.
 */
export async function resolveEngineDeps(
  given: Partial<EngineDeps>,
  allowHosts: string[],
): Promise<EngineDeps> {
  if (given.runAudit && given.checkReachability && given.fetcher) return given as EngineDeps;
  const engine = (await import('@geo-audit/engine')) as EngineModule;
  const runAudit = given.runAudit ?? engine.runAudit;
  const checkReachability = given.checkReachability ?? engine.checkReachability;
  const fetcher = given.fetcher ?? engine.createSafeFetcher?.({ allowHosts, timeoutMs: 15_000 });
  if (!runAudit || !checkReachability || !fetcher) {
    throw new Error(
      '@geo-audit/engine does not export runAudit, checkReachability and createSafeFetcher; update the engine or inject them into createServer().',
    );
  }
  return { runAudit, checkReachability, fetcher };
}
