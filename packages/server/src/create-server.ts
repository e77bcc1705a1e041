import type { FastifyInstance } from 'fastify';
import pino, { type Logger } from 'pino';
import { DEFAULT_PLANS, type PlanTable } from './config/plans.ts';
import type { AppContext } from './context.ts';
import { type EngineDeps, resolveEngineDeps } from './engine-deps.ts';
import { buildApp } from './http/build-app.ts';
import { purgeExpiredIdempotency } from './store/idempotency-repo.ts';
import { type Db, openStore } from './store/open-store.ts';
import { purgeOldWindows } from './store/rate-limit-repo.ts';
import { purgeExpiredResults } from './store/results-repo.ts';
import { type Clock, systemClock } from './util/clock.ts';
import { createWebhookSender, type WebhookSenderOptions } from './webhooks/webhook-sender.ts';
import { DEFAULT_AUDIT_TIMEOUT_MS } from './worker/audit-deadline.ts';
import { type AuditWorkerOptions, createAuditWorker } from './worker/audit-worker.ts';

export interface CreateServerOptions extends Partial<EngineDeps> {
  /** Data directory of the embedded store (ignored when `db` is given). */
  dataDir?: string;
  /** PostgreSQL connection string: the store is shared by every instance using it (`dataDir` is ignored). */
  databaseUrl?: string;
  /** An open store (tests share one between a server and key commands). */
  db?: Db;
  clock?: Clock;
  plans?: PlanTable;
  /** Hosts exempt from the SSRF ban on private addresses (e.g. `127.0.0.1` for a loopback demo). */
  allowHosts?: string[];
  /**
   * Hosts exempt from that ban for webhook deliveries only, e.g. a CMS on a private network: unlike `allowHosts`,
   * no API key can audit them and read their pages back in a result (decision 0062).
   */
  allowWebhookHosts?: string[];
  /** Base URL clients use to reach this server (default: the listening address). */
  publicUrl?: string;
  /**
   * Reverse proxies whose `X-Forwarded-For` names the client, as Fastify's `trustProxy` takes it: `true` (every hop),
   * a hop count, or proxy addresses and CIDR ranges. Default none: behind a proxy every keyless client would then
   * share the proxy's per-address quota.
   */
  trustProxy?: boolean | number | string[];
  /** A pino logger, or false for none (default: pino at `info`, JSON to stdout). */
  logger?: Logger | false;
  worker?: AuditWorkerOptions;
  webhooks?: WebhookSenderOptions;
  /** How often expired results, idempotency keys and old rate windows are purged (default 1 h). */
  purgeIntervalMs?: number;
  /** How long shutdown waits for running audits before handing them back to the queue (default 30 s). */
  drainMs?: number;
}

/** A running (or ready to run) GEO Audit API server. */
export interface GeoAuditServer {
  app: FastifyInstance;
  db: Db;
  /** Starts HTTP, the audit worker and the webhook sender; resolves with the base URL. */
  listen(options?: { port?: number; host?: string }): Promise<string>;
  /** Purges expired results, idempotency keys and old rate windows now. */
  purge(): Promise<void>;
  /** Graceful shutdown: stop accepting, drain running audits, flush in-flight webhooks, close the store. */
  close(): Promise<void>;
}

/**
 * Creates the GEO Audit API server (SPEC.md) on the embedded store. Engine functions default to
 * `@geo-audit/engine`'s and can be injected.
 *
 * @example
 * ```ts
 * const server = await createServer({ dataDir: './.data', allowHosts: ['127.0.0.1'] });
 * const url = await server.listen({ port: 8787 });
 * process.on('SIGTERM', () => server.close());
 * ```
 */
export async function createServer(options: CreateServerOptions = {}): Promise<GeoAuditServer> {
  const logger = options.logger === undefined ? pino({ name: 'geo-audit' }) : options.logger;
  const quiet = logger || pino({ level: 'silent' });
  const ownsDb = !options.db;
  const db =
    options.db ??
    (await openStore({
      dataDir: options.dataDir ?? './.data',
      ...(options.databaseUrl ? { databaseUrl: options.databaseUrl } : {}),
    }));
  const allowHosts = options.allowHosts ?? [];
  const webhookAllowHosts = [...allowHosts, ...(options.allowWebhookHosts ?? [])];
  const engine = resolveEngineDeps(options, webhookAllowHosts);
  let publicUrl = options.publicUrl?.replace(/\/+$/, '') ?? 'http://127.0.0.1';
  const clock = options.clock ?? systemClock;

  let notifyWorker = () => {};
  let notifyWebhooks = () => {};
  const ctx: AppContext = {
    db,
    clock,
    plans: options.plans ?? DEFAULT_PLANS,
    engine,
    allowHosts,
    webhookAllowHosts,
    publicUrl: () => publicUrl,
    workerConcurrency: options.worker?.concurrency ?? 2,
    auditTimeoutMs: options.worker?.auditTimeoutMs ?? DEFAULT_AUDIT_TIMEOUT_MS,
    notifyWorker: () => notifyWorker(),
    notifyWebhooks: () => notifyWebhooks(),
  };
  const app = buildApp(ctx, logger, options.trustProxy);
  const worker = createAuditWorker(ctx, quiet.child({ component: 'worker' }), options.worker);
  const sender = createWebhookSender(ctx, quiet.child({ component: 'webhooks' }), options.webhooks);
  notifyWorker = () => worker.notify();
  notifyWebhooks = () => sender.notify();

  async function purge(): Promise<void> {
    const now = clock.now();
    const removed = await purgeExpiredResults(db, now);
    await purgeExpiredIdempotency(db, now);
    await purgeOldWindows(db, now);
    if (removed > 0) quiet.info({ removed }, 'purged expired results');
  }
  let purgeTimer: NodeJS.Timeout | undefined;
  let closed: Promise<void> | undefined;

  return {
    app,
    db,
    purge,
    async listen(listenOptions = {}) {
      const host = listenOptions.host ?? '127.0.0.1';
      const address = await app.listen({ port: listenOptions.port ?? 0, host });
      if (!options.publicUrl) {
        const { port } = app.server.address() as { port: number };
        const shown =
          host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host.includes(':') ? `[${host}]` : host;
        publicUrl = `http://${shown}:${port}`;
      }
      await purge();
      purgeTimer = setInterval(() => {
        purge().catch((error: unknown) => quiet.error({ err: error }, 'purge failed'));
      }, options.purgeIntervalMs ?? 3_600_000);
      purgeTimer.unref();
      worker.start();
      sender.start();
      quiet.info({ address, publicUrl }, 'GEO Audit API listening');
      return publicUrl;
    },
    close() {
      closed ??= (async () => {
        if (purgeTimer) clearInterval(purgeTimer);
        await app.close();
        await worker.stop(options.drainMs ?? 30_000);
        await sender.stop();
        const closable = engine.fetcher as { close?: () => Promise<void> };
        if (!options.fetcher) await closable.close?.();
        if (ownsDb) await db.destroy();
      })();
      return closed;
    },
  };
}
