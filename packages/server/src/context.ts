import type { PlanTable } from './config/plans.ts';
import type { EngineDeps } from './engine-deps.ts';
import type { QuotaState } from './http/rate-limit-headers.ts';
import type { Db } from './store/open-store.ts';
import type { ApiKeyRow } from './store/schema.ts';
import type { Clock } from './util/clock.ts';

/** What every route and worker shares. */
export interface AppContext {
  db: Db;
  clock: Clock;
  plans: PlanTable;
  engine: EngineDeps;
  /** Hosts exempt from the private-address ban for audits and webhooks (loopback demos and tests). */
  allowHosts: string[];
  /** Hosts a webhook may be delivered to despite the ban: `allowHosts` plus the webhook-only ones. */
  webhookAllowHosts: string[];
  /** Base URL of this server as clients reach it, for `results_url`. */
  publicUrl(): string;
  /** Audits run at once by this process (for estimates). */
  workerConcurrency: number;
  /** How long one audit may run before it fails: the worker's limit, and the estimates' bound on a running audit. */
  auditTimeoutMs: number;
  /** Wakes the audit worker after a job was queued. */
  notifyWorker(): void;
  /** Wakes the webhook sender after a delivery was queued. */
  notifyWebhooks(): void;
}

/** Per-request state set by the auth and quota hook. */
export interface RequestContext {
  key?: ApiKeyRow;
  quota?: QuotaState;
}

declare module 'fastify' {
  interface FastifyRequest {
    geo: RequestContext;
  }
}
