import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type CreateServerOptions, createServer, type GeoAuditServer } from '../../src/create-server.ts';
import { createKey } from '../../src/store/keys-repo.ts';
import { type Db, openStore } from '../../src/store/open-store.ts';
import { type Clock, systemClock } from '../../src/util/clock.ts';

export { eventually } from './eventually.ts';

export interface ApiResponse {
  status: number;
  headers: Headers;
  // biome-ignore lint/suspicious/noExplicitAny: tests read response fields directly and assert each one
  body: any;
  text: string;
}

export interface Api {
  url: string;
  server: GeoAuditServer;
  db: Db;
  dataDir: string;
  key: string;
  keyId: string;
  webhookSecret: string;
  newKey(plan?: string): Promise<{ key: string; id: string; webhookSecret: string }>;
  /** fetch against the API with the key (unless `key: null`). */
  call(path: string, init?: RequestInit & { key?: string | null; json?: unknown }): Promise<ApiResponse>;
  close(): Promise<void>;
}

export async function startApi(options: Partial<CreateServerOptions> & { clock?: Clock } = {}): Promise<Api> {
  const dataDir = mkdtempSync(join(tmpdir(), 'geo-api-'));
  const db = await openStore({
    dataDir,
    ...(options.databaseUrl ? { databaseUrl: options.databaseUrl } : {}),
  });
  const clock = options.clock ?? systemClock;
  const server = await createServer({
    db,
    logger: false,
    allowHosts: ['127.0.0.1'],
    worker: { pollMs: 50, ...options.worker },
    webhooks: { pollMs: 50, ...options.webhooks },
    drainMs: 2_000,
    ...options,
    clock,
  });
  const url = await server.listen({ port: 0 });
  const newKey = async (plan = 'agency') => {
    const created = await createKey(db, clock, { plan, name: 'test' });
    return { key: created.key, id: created.id, webhookSecret: created.webhookSecret };
  };
  const first = await newKey();
  return {
    url,
    server,
    db,
    dataDir,
    key: first.key,
    keyId: first.id,
    webhookSecret: first.webhookSecret,
    newKey,
    async call(path, init = {}) {
      const { key = first.key, json, ...rest } = init;
      const headers = new Headers(rest.headers);
      if (key !== null) headers.set('x-api-key', key);
      if (json !== undefined) headers.set('content-type', 'application/json');
      const response = await fetch(`${url}${path}`, {
        ...rest,
        headers,
        ...(json !== undefined ? { body: JSON.stringify(json), method: rest.method ?? 'POST' } : {}),
      });
      const text = await response.text();
      let body: unknown;
      try {
        body = JSON.parse(text);
      } catch {
        body = undefined;
      }
      return { status: response.status, headers: response.headers, body, text };
    },
    async close() {
      await server.close();
      await db.destroy();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
