import { execFile, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { freePort } from './free-port.ts';

const repo = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', '..');
// GEO_AUDIT_SERVER_CLI points the tests at another build of the server's CLI (same commands).
const cli = process.env.GEO_AUDIT_SERVER_CLI ?? join(repo, 'packages', 'server', 'src', 'cli', 'main.ts');
const run = promisify(execFile);

/** Whether the server's CLI exists in this checkout (it is built in parallel with this plugin). */
export const geoServerAvailable = existsSync(cli);

export interface GeoKey {
  key: string;
  webhookSecret: string | null;
}

/**
 * The real @geo-audit/server on loopback (its CLI, its embedded store in a temp dir), allowed to audit and
 * call back 127.0.0.1.
 *
 * @example
 * ```ts
 * const geo = await startGeoServer();
 * const { key } = await geo.createKey();
 * ```
 */
export async function startGeoServer() {
  const dataDir = await mkdtemp(join(tmpdir(), 'geo-server-'));
  const env = { ...process.env, GEO_AUDIT_DATA_DIR: dataDir };
  const port = await freePort();
  let log = '';
  const child = spawn(
    process.execPath,
    ['--conditions=geo-audit-source', cli, 'serve', '--port', String(port), '--allow-host', '127.0.0.1'],
    { env, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  child.stdout.on('data', (chunk: Buffer) => {
    log += chunk.toString();
  });
  child.stderr.on('data', (chunk: Buffer) => {
    log += chunk.toString();
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`The GEO Audit server exited with ${child.exitCode}:\n${log}`);
    try {
      if ((await fetch(`${baseUrl}/health`)).ok) break;
    } catch {}
    if (Date.now() > deadline)
      throw new Error(`The GEO Audit server did not answer /health within 60 s:\n${log}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    baseUrl,
    output: () => log,
    async createKey(name = 'strapi'): Promise<GeoKey> {
      const { stdout } = await run(
        process.execPath,
        [
          '--conditions=geo-audit-source',
          cli,
          'keys',
          'create',
          '--plan',
          'agency',
          '--name',
          name,
          '--json',
        ],
        { env },
      );
      const created = JSON.parse(stdout) as Record<string, unknown>;
      const key = created.key ?? created.api_key ?? created.apiKey;
      const secret = created.webhook_secret ?? created.webhookSecret ?? null;
      if (typeof key !== 'string') throw new Error(`keys create printed no key: ${stdout}`);
      return { key, webhookSecret: typeof secret === 'string' ? secret : null };
    },
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
        await exited;
        clearTimeout(timer);
      }
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
