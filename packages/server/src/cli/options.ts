import { resolve } from 'node:path';

/** Environment variables the CLI reads (flags win over them). */
export const ENV = {
  dataDir: 'GEO_AUDIT_DATA_DIR',
  databaseUrl: 'GEO_AUDIT_DATABASE_URL',
  port: 'GEO_AUDIT_PORT',
  host: 'GEO_AUDIT_HOST',
  allowHosts: 'GEO_AUDIT_ALLOW_HOSTS',
  publicUrl: 'GEO_AUDIT_PUBLIC_URL',
  logLevel: 'GEO_AUDIT_LOG_LEVEL',
  leaseMs: 'GEO_AUDIT_LEASE_MS',
  workers: 'GEO_AUDIT_WORKERS',
  webhookTimeoutMs: 'GEO_AUDIT_WEBHOOK_TIMEOUT_MS',
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
