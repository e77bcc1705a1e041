import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { freePort, type Started, startProcess, waitForHttp } from './processes.ts';

const run = promisify(execFile);
const REPO = join(import.meta.dirname, '..', '..', '..', '..');
export const SERVER_CLI =
  process.env.GEO_AUDIT_TEST_SERVER_CLI ?? join(REPO, 'packages', 'server', 'src', 'cli', 'main.ts');

export interface GeoAuditServer {
  baseUrl: string;
  key: string;
  webhookSecret: string;
  stop: () => Promise<void>;
  process: Started;
}

/** Whether the real @geo-audit/server CLI is in this checkout. */
export function hasServer(): boolean {
  return existsSync(SERVER_CLI);
}

/**
 * The real @geo-audit/server on loopback with its embedded store in a temporary folder, an agency key and
 * that key's webhook secret. `--allow-host 127.0.0.1` lets it audit (and call back) the local WordPress.
 */
export async function startGeoAuditServer(): Promise<GeoAuditServer> {
  const dataDir = await mkdtemp(join(tmpdir(), 'geo-audit-wp-api-'));
  const env = { ...process.env, GEO_AUDIT_DATA_DIR: dataDir };
  const node = process.execPath;
  const { stdout } = await run(
    node,
    [
      '--conditions=geo-audit-source',
      SERVER_CLI,
      'keys',
      'create',
      '--plan',
      'agency',
      '--name',
      'wordpress-tests',
      '--json',
    ],
    { env, cwd: REPO, timeout: 60_000 },
  );
  const created = JSON.parse(stdout.trim().split('\n').at(-1) ?? '{}') as {
    key?: string;
    webhook_secret?: string;
  };
  if (!created.key || !created.webhook_secret)
    throw new Error(`keys create printed no key/webhook_secret: ${stdout}`);
  const port = await freePort();
  const server = startProcess(
    node,
    [
      '--conditions=geo-audit-source',
      SERVER_CLI,
      'serve',
      '--port',
      String(port),
      '--allow-host',
      '127.0.0.1',
    ],
    { cwd: REPO, env },
  );
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitForHttp(`${baseUrl}/health`, 60_000, server.output);
  return {
    baseUrl,
    key: created.key,
    webhookSecret: created.webhook_secret,
    process: server,
    stop: async () => {
      await server.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
