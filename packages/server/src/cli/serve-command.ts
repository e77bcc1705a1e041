import { parseArgs } from 'node:util';
import pino, { type Logger } from 'pino';
import { createServer, type GeoAuditServer } from '../create-server.ts';
import { countActiveKeys } from '../store/keys-repo.ts';
import {
  databaseUrlFrom,
  dataDirFrom,
  ENV,
  intFrom,
  listFrom,
  publicUrlFrom,
  trustProxyFrom,
} from './options.ts';
import { describeStore, keysCreateCommand } from './store-description.ts';

export const SERVE_USAGE =
  'geo-audit serve [--port 8787] [--host 127.0.0.1] [--data-dir DIR | --database-url postgres://…] [--allow-host HOST]… [--allow-webhook-host HOST]… [--public-url URL] [--trust-proxy ADDRESS]…';

export interface ServeSettings {
  port: number;
  host: string;
  dataDir: string;
  /** PostgreSQL connection string; when set, instances share that database instead of `dataDir`. */
  databaseUrl?: string;
  allowHosts: string[];
  /** Hosts exempt from the SSRF ban for webhook deliveries only (a CMS on a private network). */
  allowWebhookHosts?: string[];
  publicUrl?: string;
  /** Reverse proxies whose X-Forwarded-For names the client (see `trustProxyFrom`). */
  trustProxy?: boolean | number | string[];
}

export function serveSettings(argv: string[]): ServeSettings {
  const { values } = parseArgs({
    args: argv,
    options: {
      port: { type: 'string' },
      host: { type: 'string' },
      'data-dir': { type: 'string' },
      'database-url': { type: 'string' },
      'allow-host': { type: 'string', multiple: true },
      'allow-webhook-host': { type: 'string', multiple: true },
      'public-url': { type: 'string' },
      'trust-proxy': { type: 'string', multiple: true },
    },
  });
  const trustProxy = trustProxyFrom(values['trust-proxy'], process.env[ENV.trustProxy]);
  const publicUrl = publicUrlFrom(values['public-url'] ?? process.env[ENV.publicUrl]);
  const databaseUrl = databaseUrlFrom(values['database-url']);
  return {
    port: intFrom('--port', values.port ?? process.env[ENV.port]) ?? 8787,
    host: values.host ?? process.env[ENV.host] ?? '127.0.0.1',
    dataDir: dataDirFrom(values['data-dir']),
    allowHosts: listFrom(values['allow-host'], process.env[ENV.allowHosts]),
    allowWebhookHosts: listFrom(values['allow-webhook-host'], process.env[ENV.allowWebhookHosts]),
    ...(publicUrl ? { publicUrl } : {}),
    ...(databaseUrl ? { databaseUrl } : {}),
    ...(trustProxy !== undefined ? { trustProxy } : {}),
  };
}

/** Starts the server and shuts it down gracefully (draining running audits) on SIGINT/SIGTERM. */
export async function startServing(
  settings: ServeSettings,
  defaultLogLevel = 'info',
): Promise<{ server: GeoAuditServer; url: string }> {
  const logger = pino({ name: 'geo-audit', level: process.env[ENV.logLevel] ?? defaultLogLevel });
  const leaseMs = intFrom(ENV.leaseMs, process.env[ENV.leaseMs]);
  const workers = intFrom(ENV.workers, process.env[ENV.workers]);
  const auditTimeoutMs = intFrom(ENV.auditTimeoutMs, process.env[ENV.auditTimeoutMs]);
  // A delivery's claim lasts twice this timeout, so it also bounds how soon a crashed instance's
  // in-flight webhooks are sent again.
  const webhookTimeoutMs = intFrom(ENV.webhookTimeoutMs, process.env[ENV.webhookTimeoutMs]);
  const server = await createServer({
    dataDir: settings.dataDir,
    ...(settings.databaseUrl ? { databaseUrl: settings.databaseUrl } : {}),
    allowHosts: settings.allowHosts,
    allowWebhookHosts: settings.allowWebhookHosts ?? [],
    logger,
    ...(settings.publicUrl ? { publicUrl: settings.publicUrl } : {}),
    ...(settings.trustProxy !== undefined ? { trustProxy: settings.trustProxy } : {}),
    // GEO_AUDIT_WORKERS=0 is meaningful: an API-only instance that queues audits for other instances.
    worker: {
      ...(leaseMs ? { leaseMs } : {}),
      ...(workers !== undefined ? { concurrency: workers } : {}),
      ...(auditTimeoutMs ? { auditTimeoutMs } : {}),
    },
    ...(webhookTimeoutMs ? { webhooks: { timeoutMs: webhookTimeoutMs } } : {}),
  });
  const url = await server.listen({ port: settings.port, host: settings.host });
  await reportStartup(logger, server, settings);
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down: draining running audits');
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', () => stop('SIGINT'));
  process.once('SIGTERM', () => stop('SIGTERM'));
  return { server, url };
}

/**
 * What an operator needs from the first log lines: which store this instance uses (so `keys create` can be
 * pointed at the same one), whether any key can call the API yet, and whether `results_url` will be reachable.
 */
async function reportStartup(logger: Logger, server: GeoAuditServer, settings: ServeSettings): Promise<void> {
  const store = describeStore(settings);
  logger.info(store.fields, `store: ${store.text}`);
  const activeKeys = await countActiveKeys(server.db);
  if (activeKeys === 0) {
    logger.warn(
      store.fields,
      `No active API key in this store (${store.text}): every /api request gets 401. Create one with: ${keysCreateCommand(settings)}`,
    );
  }
  if (!settings.publicUrl && (settings.host === '0.0.0.0' || settings.host === '::')) {
    logger.warn(
      { host: settings.host },
      `Listening on every interface without --public-url: results_url and /openapi.json name http://127.0.0.1:${settings.port}, which other machines cannot open. Set --public-url (or ${ENV.publicUrl}) to the address clients use, e.g. https://geo.example.com.`,
    );
  }
}
