/** Where a command's store lives, as the startup log shows it: never the database password. */
export interface StoreLocation {
  dataDir: string;
  databaseUrl?: string;
}

/**
 * The store in words and as log fields: the SQLite file, or PostgreSQL's host, port, database and user.
 *
 * @example
 * ```ts
 * describeStore({ dataDir: '/var/lib/geo-audit' });
 * // { text: 'embedded SQLite in /var/lib/geo-audit', fields: { store: 'sqlite', data_dir: '/var/lib/geo-audit' } }
 * describeStore({ dataDir: '', databaseUrl: 'postgres://geo:SECRET@db.internal:5432/geo_audit' }).text;
 * // 'PostgreSQL database geo_audit on db.internal:5432 as geo'
 * ```
 */
export function describeStore(location: StoreLocation): { text: string; fields: Record<string, string> } {
  if (!location.databaseUrl) {
    return {
      text: `embedded SQLite in ${location.dataDir}`,
      fields: { store: 'sqlite', data_dir: location.dataDir },
    };
  }
  let url: URL;
  try {
    url = new URL(location.databaseUrl);
  } catch {
    return { text: 'PostgreSQL', fields: { store: 'postgresql' } };
  }
  const host = `${url.hostname || 'localhost'}:${url.port || '5432'}`;
  const database = decodeURIComponent(url.pathname.replace(/^\//, '')) || '(default)';
  const user = decodeURIComponent(url.username);
  return {
    text: `PostgreSQL database ${database} on ${host}${user ? ` as ${user}` : ''}`,
    fields: { store: 'postgresql', database_host: host, database, ...(user ? { database_user: user } : {}) },
  };
}

/**
 * The `keys create` command that writes into the same store, for the "no active API key" warning. The
 * PostgreSQL URL is not repeated (it holds the password): the operator sets it as for `serve`.
 *
 * @example
 * ```ts
 * keysCreateCommand({ dataDir: '/var/lib/geo-audit' });
 * // 'geo-audit keys create --plan agency --name NAME --data-dir /var/lib/geo-audit'
 * ```
 */
export function keysCreateCommand(location: StoreLocation): string {
  const base = 'geo-audit keys create --plan agency --name NAME';
  return location.databaseUrl
    ? `${base} (with the same --database-url or GEO_AUDIT_DATABASE_URL as serve)`
    : `${base} --data-dir ${location.dataDir}`;
}
