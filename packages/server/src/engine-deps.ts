import {
  checkReachability,
  createSafeFetcher,
  type ReachabilityCheck,
  type RunAudit,
  runAudit,
  type SafeFetcher,
} from '@geo-audit/engine';

export type CheckReachabilityFn = (
  url: string,
  options: { allowHosts?: string[]; signal?: AbortSignal },
) => Promise<ReachabilityCheck>;

/** The engine functions the server uses; injected so tests can swap them, defaulting to the engine's. */
export interface EngineDeps {
  runAudit: RunAudit;
  checkReachability: CheckReachabilityFn;
  /** Sends webhooks through the SSRF policy (called with `followRedirects: false`). */
  fetcher: SafeFetcher;
}

/** Per-attempt timeout of webhook deliveries (Standard Webhooks suggests 15–30 s). */
const WEBHOOK_TIMEOUT_MS = 15_000;

/**
 * Fills the dependencies not injected with `@geo-audit/engine`'s. The fetcher only sends webhooks, so it exempts
 * `webhookAllowHosts` (the audit allow-list plus the webhook-only one); audits get their allow-list per call.
 */
export function resolveEngineDeps(given: Partial<EngineDeps>, webhookAllowHosts: string[]): EngineDeps {
  return {
    runAudit: given.runAudit ?? runAudit,
    checkReachability: given.checkReachability ?? checkReachability,
    fetcher:
      given.fetcher ?? createSafeFetcher({ allowHosts: webhookAllowHosts, timeoutMs: WEBHOOK_TIMEOUT_MS }),
  };
}
