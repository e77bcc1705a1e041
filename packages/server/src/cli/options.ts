import { resolve } from 'node:path';

/** Environment variables the CLI reads (flags win over them). */
export const ENV = {
  dataDir: 'GEO_AUDIT_DATA_DIR',
  databaseUrl: 'GEO_AUDIT_DATABASE_URL',
  port: 'GEO_AUDIT_PORT',
  host: 'GEO_AUDIT_HOST',
  allowHosts: 'GEO_AUDIT_ALLOW_HOSTS',
  allowWebhookHosts: 'GEO_AUDIT_ALLOW_WEBHOOK_HOSTS',
  publicUrl: 'GEO_AUDIT_PUBLIC_URL',
  logLevel: 'GEO_AUDIT_LOG_LEVEL',
  leaseMs: 'GEO_AUDIT_LEASE_MS',
  workers: 'GEO_AUDIT_WORKERS',
  auditTimeoutMs: 'GEO_AUDIT_AUDIT_TIMEOUT_MS',
  webhookTimeoutMs: 'GEO_AUDIT_WEBHOOK_TIMEOUT_MS',
  trustProxy: 'GEO_AUDIT_TRUST_PROXY',
} as const;

export class UsageError extends Error {
  override name = 'UsageError';
}

export function dataDirFrom(flag: string | undefined, fallback = './.data'): string {
  return resolve(flag ?? process.env[ENV.dataDir] ?? fallback);
}

/** The PostgreSQL connection string from the flag or GEO_AUDIT_DATABASE_URL; undefined means the embedded store. */
export function databaseUrlFrom(flag: string | undefined): string | undefined {
  const url = flag ?? process.env[ENV.databaseUrl];
  if (url === undefined || url === '') return undefined;
  if (!/^postgres(ql)?:\/\//i.test(url)) {
    throw new UsageError(
      `--database-url must be a postgres:// or postgresql:// connection string (got "${url.split(':')[0]}:…"); leave it unset for the embedded store.`,
    );
  }
  return url;
}

/**
 * The base URL clients reach this server at (`--public-url` / GEO_AUDIT_PUBLIC_URL): every `results_url` and
 * webhook starts with it, so anything but an absolute http(s) URL is refused at startup.
 *
 * @example
 * ```ts
 * publicUrlFrom('https://geo.example.com/'); // 'https://geo.example.com/'
 * publicUrlFrom('notaurl'); // throws UsageError
 * ```
 */
export function publicUrlFrom(value: string | undefined): string | undefined {
  if (value === undefined || value === '') return undefined;
  let url: URL | undefined;
  try {
    url = new URL(value);
  } catch {
    url = undefined;
  }
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:') || url.search || url.hash) {
    throw new UsageError(
      `--public-url must be an absolute http:// or https:// URL without query or fragment, the address clients reach this server at, e.g. https://geo.example.com (got "${value}"). It is the base of every results_url.`,
    );
  }
  return value;
}

export function intFrom(name: string, value: string | undefined): number | undefined {
  if (value === undefined || value === '') return undefined;
  if (!/^\d+$/.test(value)) throw new UsageError(`${name} must be a whole number, got "${value}".`);
  return Number(value);
}

export function listFrom(flags: string[] | undefined, env: string | undefined): string[] {
  const fromEnv = env
    ? env
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean)
    : [];
  return [...new Set([...(flags ?? []), ...fromEnv])];
}

/**
 * Which reverse proxies' `X-Forwarded-For` to believe: none (the default), every hop (`true`), the nearest N hops (a
 * number), or the proxies at these addresses or CIDR ranges (a comma-separated list). Keyless requests are limited
 * per client address, so behind an unlisted proxy every client shares the proxy's quota.
 *
 * @example
 * ```ts
 * trustProxyFrom(['10.0.0.0/8', '127.0.0.1'], undefined); // ['10.0.0.0/8', '127.0.0.1']
 * trustProxyFrom(undefined, '1'); // 1
 * ```
 */
export function trustProxyFrom(
  flags: string[] | undefined,
  env: string | undefined,
): boolean | number | string[] | undefined {
  const values = listFrom(flags, env);
  if (values.length === 0) return undefined;
  if (values.length === 1) {
    const [only] = values as [string];
    if (only === 'true' || only === 'false') return only === 'true';
    if (/^\d+$/.test(only)) return Number(only);
  }
  const bad = values.find((value) => !/^[0-9a-f.:]+(?:\/\d{1,3})?$/i.test(value));
  if (bad !== undefined) {
    throw new UsageError(
      `--trust-proxy takes true, a number of proxy hops, or proxy addresses and CIDR ranges such as 127.0.0.1 or 10.0.0.0/8 (got "${bad}").`,
    );
  }
  return values;
}
